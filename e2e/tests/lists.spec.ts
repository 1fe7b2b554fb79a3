import { expect, test } from '@playwright/test';
import { openSignedIn } from './console';

// A Tenant Admin builds a domain list from 500 pasted lines, then deletes, modifies and adds items in one save.
test('a tenant admin creates a list of 500 pasted domains, changes it in one save and sees it after a reload', async ({
  page,
}) => {
  const name = `E2E domains ${Date.now()}`;
  const domains = Array.from({ length: 500 }, (_, n) => `e2e-${String(n).padStart(3, '0')}.example`);
  await openSignedIn(page, '/settings/lists', 'admin@acme.example');
  await expect(page.getByRole('tab', { name: 'Lists', selected: true })).toBeVisible();
  await expect(page.locator('.console-lists-grid .ant-table-row').first()).toBeVisible();

  await page.getByRole('button', { name: 'New list' }).click();
  let drawer = page.getByRole('dialog');
  await drawer.getByLabel('Name').fill(name);
  // Blank lines, a duplicate and an invalid line: the invalid one is shown and not added.
  await drawer.getByLabel('Items to add, one per line').fill([...domains, '', domains[0], 'not a domain'].join('\n'));
  await drawer.getByRole('button', { name: 'Add items' }).click();
  await expect(drawer.getByText("Line 503: 'not a domain' is not a domain")).toBeVisible();
  await drawer.getByLabel('Items to add, one per line').fill('');
  await drawer.getByRole('button', { name: 'Create list' }).click();
  await expect(drawer.getByText('500 saved items')).toBeVisible();

  // One save: delete one item, modify another, add a third.
  await drawer.getByRole('button', { name: 'Delete e2e-001.example' }).click();
  await drawer.getByRole('button', { name: 'Edit e2e-002.example' }).click();
  await drawer.getByLabel('New value of e2e-002.example').fill('e2e-002-renamed.example');
  await drawer.getByLabel('New value of e2e-002.example').press('Enter');
  await drawer.getByLabel('Items to add, one per line').fill('e2e-extra.example');
  await drawer.getByRole('button', { name: 'Add items' }).click();
  await drawer.getByRole('button', { name: 'Save (3 changes)' }).click();
  await expect(drawer.getByRole('button', { name: 'Save' })).toBeDisabled();

  await page.reload();
  await page.getByRole('searchbox', { name: 'Search lists' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search lists' }).press('Enter');
  await page.getByRole('button', { name }).click();
  drawer = page.getByRole('dialog');
  await expect(drawer.getByText('500 saved items')).toBeVisible();
  await expect(drawer.getByText('e2e-000.example')).toBeVisible();
  await expect(drawer.getByText('e2e-001.example')).toHaveCount(0);
  await expect(drawer.getByText('e2e-002-renamed.example')).toBeVisible();
  await drawer.getByRole('searchbox', { name: 'Search items' }).fill('extra');
  await drawer.getByRole('searchbox', { name: 'Search items' }).press('Enter');
  await expect(drawer.getByText('1 saved item')).toBeVisible();
  await expect(drawer.getByText('e2e-extra.example')).toBeVisible();
});
