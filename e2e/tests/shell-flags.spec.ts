import { expect, test, type Page } from '@playwright/test';
import { openFeatureFlags, pauseClock, signIn } from './console';

const PAGE_FLAGS = ['DISPLAY_AI_POSTURE_PAGE', 'DISPLAY_USER_MANAGEMENT_PAGE'];

async function closeFlags(page: Page) {
  await page.getByRole('dialog', { name: 'Feature flags' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'Feature flags' })).toHaveCount(0);
}

// Acme's overrides go back to the defaults whatever happened, so the other specs see the demo tenant as it was.
test.afterEach(async ({ page }) => {
  const config = (await (await page.request.get('/config.json')).json()) as { apiBaseUrl: string };
  const session = await page.evaluate(() => localStorage.getItem('DS'));
  if (!session) return;
  for (const name of PAGE_FLAGS) {
    await page.request.delete(`${config.apiBaseUrl}/feature-flags/${name}`, {
      headers: { Authorization: `Bearer ${session}`, 'Tenant-Id': 'acme-corp' },
    });
  }
});

test('a Tenant Admin turns the page flags off and on; tabs follow at once and after a reload', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login');
  await signIn(page, 'admin@acme.example');
  await expect(page.getByRole('tab')).toHaveText(['DLP', 'AI Posture']);

  await openFeatureFlags(page);
  const aiPosture = page.getByRole('switch', { name: 'AI Posture page' });
  await expect(aiPosture).toBeChecked();
  // The toast's 5 seconds stand still until it has been seen: on a loaded machine it could leave before that.
  await pauseClock(page);
  await aiPosture.click();
  await expect(aiPosture).not.toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'AI Posture page turned off' })).toBeVisible();
  await page.clock.resume();
  await page.getByRole('switch', { name: 'User Management page' }).click();
  await expect(page.getByRole('switch', { name: 'User Management page' })).not.toBeChecked();
  await closeFlags(page);

  // AI posture off hides both dashboard tabs; user management off hides its tab.
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page.goto('/dashboard/ai-posture');
  await expect(page.getByText('Content not found. Please verify your request.')).toBeVisible();
  await page.goto('/settings/lists');
  await expect(page.getByRole('tab')).toHaveText(['Lists', 'Audit Log', 'Retention', 'SLA']);
  const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('console.featureFlags') ?? '{}'));
  expect(cached).toMatchObject({ DISPLAY_AI_POSTURE_PAGE: false, DISPLAY_USER_MANAGEMENT_PAGE: false });

  // Back to the defaults through the reset links.
  await openFeatureFlags(page);
  await page.getByRole('button', { name: 'Reset to default (on)' }).first().click();
  await expect(page.getByRole('button', { name: 'Reset to default (on)' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Reset to default (on)' }).click();
  await expect(page.getByRole('button', { name: 'Reset to default (on)' })).toHaveCount(0);
  await closeFlags(page);
  await expect(page.getByRole('tab')).toHaveText(['Lists', 'Audit Log', 'User Management', 'Retention', 'SLA']);
});

test('an analyst has no flag switches; an unparseable flag cache keeps the defaults', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('console.featureFlags', '{broken'));
  await signIn(page, 'analyst@acme.example');
  await expect(page.getByRole('tab')).toHaveText(['DLP', 'AI Posture']);
  expect(warnings.some((text) => text.includes('unparseable cached feature flags'))).toBe(true);
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Feature flags' })).toHaveCount(0);
});
