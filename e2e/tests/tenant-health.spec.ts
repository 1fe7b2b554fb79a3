import { expect, test } from '@playwright/test';
import { headerTitle, openSignedIn } from './console';

// Issue 31, item 5: a platform admin opens Tenant health from the user menu and finds the tenant whose feed stopped.
// The demo data stops Initech's event feed 30 hours before it was loaded (its events of the week before remain), so
// Initech is flagged, with the reason; Acme Corp, whose events run up to the load, is not.

test('the platform admin sees the tenant whose ingest stopped flagged with the reason, and opens the console in it', async ({
  page,
}) => {
  await openSignedIn(page, '/', 'root@platform.example');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.locator('.console-user-menu').getByRole('menuitem', { name: 'Tenant health' }).click();
  await expect(page).toHaveURL(/\/tenant-health$/);
  await expect(headerTitle(page)).toHaveText('Tenant health');

  const table = page.getByRole('table', { name: 'Tenant health' });
  const row = (name: string) =>
    table.getByRole('row').filter({ has: page.getByRole('button', { name: `Open the console in ${name}` }) });
  // The demo's three tenants, and any a journey before this one created (policy-templates.spec.ts does).
  await expect(page.getByText(/^1 of \d+ tenants flagged$/)).toBeVisible();
  // Flagged tenants come first, highlighted, with why.
  await expect(table.getByRole('row').nth(1)).toContainText('Initech');
  await expect(row('Initech')).toHaveClass(/tenant-health-flagged/);
  await expect(row('Initech')).toContainText('Stopped');
  await expect(row('Initech')).toContainText(/No events in the last 24 h; [\d,]+ a day in the 7 days before/);
  await expect(row('Initech')).toContainText(/\d+ hours/);
  await expect(row('Acme Corp')).toContainText('Receiving');
  await expect(row('Acme Corp')).not.toHaveClass(/tenant-health-flagged/);

  // Sorted by a column on a click of its header, reversed on a second (the demo tenants' order among the rows).
  const demoOrder = async () =>
    (await table.getByRole('row').allTextContents())
      .map((text) => ['Acme Corp', 'Globex', 'Initech'].find((name) => text.startsWith(name)))
      .filter((name) => name !== undefined);
  await table.getByRole('button', { name: 'Sort by Tenant' }).click();
  await expect.poll(demoOrder).toEqual(['Acme Corp', 'Globex', 'Initech']);
  await table.getByRole('button', { name: 'Tenant, sorted ascending' }).click();
  await expect.poll(demoOrder).toEqual(['Initech', 'Globex', 'Acme Corp']);

  // Open incidents past their SLA target, per tenant, sort like the other figures (the most first).
  await table.getByRole('button', { name: 'Sort by Past SLA' }).click();
  await expect(table.getByRole('button', { name: 'Past SLA, sorted descending' })).toBeVisible();

  // A tenant's name opens the console in that tenant, as the tenant switcher does.
  await row('Initech').getByRole('button', { name: 'Open the console in Initech' }).click();
  await expect(page.locator('.console-tenant-switcher')).toHaveText('Initech');
  expect(await page.evaluate(() => localStorage.getItem('console.activeTenantId'))).toBe('initech');
});

// Issue 31, item 1: a Tenant Group Admin sees the tenants of their group, and no other. The demo's Noor Okafor
// (msp@platform.example) holds Tenant Group Admin over "Northwind managed" (Globex and Initech) and is an analyst of
// Initech only: the page shows Globex and Initech, never Acme Corp, and opens the console in either.
test('a Tenant Group Admin of two tenants sees both in Tenant health and not a third', async ({ page }) => {
  await openSignedIn(page, '/', 'msp@platform.example');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.locator('.console-user-menu').getByRole('menuitem', { name: 'Tenant health' }).click();
  await expect(page).toHaveURL(/\/tenant-health$/);
  await expect(headerTitle(page)).toHaveText('Tenant health');

  const table = page.getByRole('table', { name: 'Tenant health' });
  await expect(page.getByText('1 of 2 tenants flagged')).toBeVisible();
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Initech');
  await expect(rows.nth(1)).toContainText('Stopped');
  await expect(rows.nth(2)).toContainText('Globex');
  await expect(rows.nth(2)).toContainText('Receiving');
  await expect(table).not.toContainText('Acme Corp');
  // Both open the console: Initech where she is a member, Globex where the API admits her through her scope (issue 31,
  // item 2: the shell lists her scope's tenants among hers).
  await expect(table.getByRole('button', { name: 'Open the console in Globex' })).toBeVisible();
  await expect(table.getByRole('button', { name: 'Open the console in Initech' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('tenant-health-group-admin.png'), fullPage: true });
});

test('a user without a scope finds no Tenant health entry in the user menu', async ({ page }) => {
  // The menu adds the entry once the API has told the user's scope (none for an analyst).
  const scope = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/tenant-scope'));
  await openSignedIn(page, '/', 'analyst@acme.example');
  expect((await (await scope).json()) as unknown).toEqual({ platformAdmin: false, tenants: [] });
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.locator('.console-user-menu').getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(page.locator('.console-user-menu').getByRole('menuitem', { name: 'Tenant health' })).toHaveCount(0);
});

// Issue 31, item 1: a platform admin makes a tenant group on the Tenants page and grants a user Tenant Group Admin
// over it (after the journeys above: the analyst then holds a scope).
test('a platform admin creates a tenant group and grants Tenant Group Admin over it', async ({ page }) => {
  await openSignedIn(page, '/tenants', 'root@platform.example');
  const groups = page.getByRole('table', { name: 'Tenant groups' });
  await expect(groups.getByRole('row').filter({ hasText: 'Northwind managed' })).toContainText('msp@platform.example');
  await page.getByRole('button', { name: 'Create group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a tenant group' });
  await dialog.getByLabel('Name', { exact: true }).fill('Acme watch');
  await dialog.getByLabel('Tenants').fill('Acme');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Acme Corp' }).click();
  // A multiple select keeps its list open: a click on the field above closes it.
  await dialog.getByLabel('Name', { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const row = groups.getByRole('row').filter({ hasText: 'Acme watch' });
  await expect(row).toContainText('Acme Corp');
  await row.getByRole('button', { name: 'Grant Tenant Group Admin over Acme watch' }).click();
  const grant = page.getByRole('dialog', { name: 'Grant Tenant Group Admin over Acme watch' });
  await grant.getByLabel("User's email").fill('analyst@acme.example');
  await grant.getByRole('button', { name: 'Grant' }).click();
  await expect(grant).toBeHidden();
  await expect(row).toContainText('analyst@acme.example');
  await expect(page.getByRole('table', { name: 'Tenant history' })).toContainText('Grant Tenant Group Admin');
  await page.screenshot({ path: test.info().outputPath('tenant-groups.png'), fullPage: true });
});
