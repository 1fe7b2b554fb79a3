import { expect, test } from '@playwright/test';
import { RAIL, openSignedIn } from './console';

// Screenshots for people to look at (SCREENSHOT_DIR); skipped in ordinary runs.
const dir = process.env.SCREENSHOT_DIR;

test('screenshots of the login page and of every page of the shell', async ({ page }) => {
  test.skip(!dir, 'SCREENSHOT_DIR not set');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.screenshot({ path: `${dir}/login.png` });
  await openSignedIn(page, '/dashboard');
  for (const entry of RAIL) {
    await page.goto(entry.path);
    await expect(page.locator(`[data-remote="${entry.remote}"]`)).toBeVisible();
    await page.screenshot({ path: `${dir}/page${entry.path.replace(/\//g, '-')}.png` });
  }
  for (const [path, text] of [
    ['/integrations', 'Coming Soon'],
    ['/no/such/page', 'Content not found. Please verify your request.'],
    ['/policies/builder', 'Create New Policy'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
    await page.screenshot({ path: `${dir}/page${path.replace(/\//g, '-')}.png` });
  }
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.screenshot({ path: `${dir}/user-menu.png` });
});
