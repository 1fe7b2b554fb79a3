import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openSignedIn } from './console';

// A Tenant Admin reads the audit log: their own sign-in is there, the Action filter narrows it, the CSV exports it.
test('a tenant admin finds their sign-in in the audit log, filters by action and exports the result', async ({
  page,
}) => {
  await openSignedIn(page, '/settings/audit-logs', 'admin@acme.example');
  await expect(page.getByRole('tab', { name: 'Audit Log', selected: true })).toBeVisible();
  const grid = page.locator('.console-data-grid');
  await expect(grid.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.locator('.console-counts-header')).toContainText('audit entries');
  await expect(page.getByText(/^Verified .+ entries, none altered$/)).toBeVisible();

  // Action offers the values the log holds; choose Logon and the URL carries it.
  await page.locator('[data-filter="action"]').getByRole('button').click();
  await page.getByRole('combobox', { name: 'Search Action' }).fill('Logon');
  await page.getByRole('option', { name: /^Logon/ }).click();
  await expect(page).toHaveURL(/action=Logon/);
  await page.keyboard.press('Escape');
  const rows = grid.locator('.ant-table-row');
  // Wait for the filtered rows themselves (the newest entry of the unfiltered log is this very sign-in, a Logon too):
  // no row without Logon is left, and rows are there.
  await expect(rows.filter({ hasNotText: 'Logon' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Logon');
  await expect(rows.first()).toContainText('Avery Chen'); // admin@acme.example's name in the demo data

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-.+\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  // UTF-8 with a byte-order mark, so a spreadsheet reads non-ASCII names right.
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, ...records] = csv.slice(1).trimEnd().split('\r\n');
  expect(header).toBe('Created,User,User ID,Page,Action,Outcome,Object,Object ID,Object Created,Description');
  expect(records.length).toBeGreaterThan(0);
  for (const record of records) expect(record.split(',')[4]).toBe('Logon');
});
