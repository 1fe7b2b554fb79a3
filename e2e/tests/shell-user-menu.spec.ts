import { expect, test, type Page } from '@playwright/test';
import { signIn } from './console';

const SHOTS = process.env.SCREENSHOT_DIR;

function userMenu(page: Page) {
  return page.locator('.console-user-menu');
}

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(userMenu(page)).toBeVisible();
}

function menuItems(page: Page) {
  return userMenu(page).getByRole('menuitem');
}

function tenantItems(page: Page) {
  return menuItems(page).filter({ hasNotText: /Feature flags|Add a passkey|Log out/ });
}

/** The tenant switcher in the header (users of several tenants). */
function tenantSwitcher(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'Active tenant' });
}

/** The options of the open tenant switcher. */
function tenantOptions(page: Page) {
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option');
}

test('the menu of a one-tenant user: identifier, email line, avatar, no tenant switcher, 300 px wide', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'admin@acme.example');
  await openUserMenu(page);
  const menu = userMenu(page);
  await expect(menu.getByText('Avery Chen', { exact: true })).toBeVisible();
  await expect(menu.getByText('admin@acme.example', { exact: true })).toBeVisible();
  await expect(menu.getByRole('img', { name: 'Avery Chen' })).toHaveText('AC');
  await expect(menu.getByText('Switch tenant')).toHaveCount(0);
  await expect(menuItems(page)).toHaveText(['Feature flags', 'Add a passkey', 'Log out']);
  // One tenant: its name is plain text in the header, with no switcher.
  await expect(page.getByTitle('Active tenant')).toHaveText('Acme Corp');
  await expect(tenantSwitcher(page)).toHaveCount(0);
  expect((await menu.boundingBox())?.width).toBeGreaterThanOrEqual(300);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/user-menu-one-tenant.png` });
});

test('a user of two tenants switches tenant from the header; the page reloads into the other tenant', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'multi@globex.example');
  await expect(page.locator('.console-tenant-switcher')).toHaveText('Globex');
  await tenantSwitcher(page).click();
  await expect(tenantOptions(page)).toHaveText(['Globex', 'Initech']);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/tenant-switcher-two-tenants.png` });
  await page.keyboard.press('Escape');
  // The user menu has its tenant switcher too (SPEC §2), and the flag switches for a tenant admin of Globex.
  await openUserMenu(page);
  await expect(tenantItems(page)).toHaveText(['Globex', 'Initech']);
  await expect(userMenu(page).getByRole('menuitem', { name: 'Feature flags' })).toBeVisible();
  await page.keyboard.press('Escape');

  const reloaded = page.waitForEvent('load');
  await tenantSwitcher(page).click();
  await tenantOptions(page).filter({ hasText: 'Initech' }).click();
  await reloaded;
  await expect(page.locator('.console-tenant-switcher')).toHaveText('Initech');
  expect(await page.evaluate(() => localStorage.getItem('console.activeTenantId'))).toBe('initech');
  // An analyst in Initech: no flag switches, no User Management tab.
  await openUserMenu(page);
  await expect(userMenu(page).getByRole('menuitem', { name: 'Feature flags' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/settings/lists');
  await expect(page.getByRole('tab')).toHaveText(['Lists', 'Audit Log']);
});

test('a platform admin gets every tenant with no role in the others, and can enter one', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'root@platform.example');
  await tenantSwitcher(page).click();
  // Every demo tenant (and any a journey before this one created: policy-templates.spec.ts does).
  await expect(tenantOptions(page).filter({ hasText: /^(Acme Corp|Globex|Initech)$/ })).toHaveText([
    'Acme Corp',
    'Globex',
    'Initech',
  ]);
  const reloaded = page.waitForEvent('load');
  await tenantOptions(page).filter({ hasText: 'Globex' }).click();
  await reloaded;
  await expect(page.locator('.console-tenant-switcher')).toHaveText('Globex');
  expect(await page.evaluate(() => localStorage.getItem('console.activeTenantId'))).toBe('globex');
});
