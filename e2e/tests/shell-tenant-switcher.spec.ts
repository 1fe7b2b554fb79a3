import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './console';

// Keyboard use of the shell (issue 9): the skip link first, then the tenant switcher in the header.

const SHOTS = process.env.SCREENSHOT_DIR;

function tenantSwitcher(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'Active tenant' });
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until the locator holds focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 30): Promise<number> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  return limit;
}

test('the skip link is the first tab stop, shows on focus and moves focus to the main region', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'analyst@acme.example');
  // A fresh page: focus starts on the document, as it does for anyone arriving by keyboard.
  await page.goto('/incidents');
  await expect(page.locator('[data-remote="mfe_incidents"]')).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  expect((await skip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);

  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(40);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/skip-link.png` });

  await page.keyboard.press('Enter');
  const main = page.getByRole('main');
  await expect(main).toBeFocused();
  await expect(page).toHaveURL(/\/incidents$/);
  // The next Tab lands inside the page, past the rail and the header.
  await page.keyboard.press('Tab');
  expect(await main.evaluate((element) => element.contains(document.activeElement))).toBe(true);
});

test('a user of two tenants switches from Globex to Initech from the header with the keyboard only', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'multi@globex.example');
  await page.goto('/dashboard');
  const switcher = tenantSwitcher(page);
  await expect(page.locator('.console-tenant-switcher')).toHaveText('Globex');
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');

  await tabTo(page, switcher);
  // Escape closes the list and leaves focus on the switcher.
  await page.keyboard.press('Enter');
  await expect(options).toHaveText(['Globex', 'Initech']);
  await page.keyboard.press('Escape');
  await expect(options).toHaveCount(0);
  await expect(switcher).toBeFocused();

  // ArrowDown opens on the active tenant, ArrowDown moves to Initech, Enter switches: the page reloads into it.
  await page.keyboard.press('ArrowDown');
  await expect(options).toHaveText(['Globex', 'Initech']);
  await page.keyboard.press('ArrowDown');
  // The arrows act in the list only; the page does not scroll the header away.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/tenant-switcher-keyboard.png` });
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option-active')).toHaveText('Initech');
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;
  await expect(page.locator('.console-tenant-switcher')).toHaveText('Initech');
  expect(await page.evaluate(() => localStorage.getItem('console.activeTenantId'))).toBe('initech');
});
