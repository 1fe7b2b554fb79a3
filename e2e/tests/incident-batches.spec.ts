import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { openSignedIn } from './console';

// Bulk actions that can be undone, and four eyes on the dangerous ones (issue 30, item 3).

/** Ticks the first `count` rows of the incidents grid and answers their row keys. */
async function tickRows(page: Page, count: number): Promise<string[]> {
  const rows = page.locator('.console-data-grid .ant-table-row');
  await expect(rows.first()).toBeVisible();
  const keys: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const row = rows.nth(index);
    keys.push((await row.getAttribute('data-row-key')) ?? '');
    await row.locator('.ant-checkbox-input').check();
  }
  return keys;
}

/** Changes the status of the ticked incidents through the bulk bar and its confirmation. */
async function changeStatus(page: Page, status: string): Promise<void> {
  await page.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: status }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
}

test('an analyst changes 2 open incidents in bulk, undoes it, and the grid shows them open again', async ({ page }) => {
  await openSignedIn(page, '/incidents?severity=low&status=open', 'analyst@acme.example');
  const grid = page.locator('.console-data-grid');
  const keys = await tickRows(page, 2);
  await changeStatus(page, 'In progress');
  await expect(page.getByRole('status').filter({ hasText: '2 incidents updated' })).toBeVisible();
  // Out of the open incidents now: the filtered grid no longer lists them.
  for (const key of keys) await expect(grid.locator(`[data-row-key="${key}"]`)).toHaveCount(0);

  const batches = page.getByRole('region', { name: 'Batches' });
  await expect(batches).toContainText('2 incidents updated: Status: In progress');
  await batches.getByRole('button', { name: 'Undo' }).first().click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Restored 2 incidents; 0 skipped because they changed since' }),
  ).toBeVisible();
  for (const key of keys) {
    const row = grid.locator(`[data-row-key="${key}"]`);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Open');
  }
  await expect(batches).toHaveCount(0);
});

test("a bulk resolve of a high incident waits for a second admin's approval, and a Tenant Admin approves it", async ({
  page,
  browser,
}) => {
  await openSignedIn(page, '/incidents?severity=high&status=open', 'analyst@acme.example');
  const [key] = await tickRows(page, 1);
  await changeStatus(page, 'Resolved');
  await expect(page.getByRole('status').filter({ hasText: "Waiting for a second admin's approval" })).toBeVisible();
  const mine = page.getByRole('region', { name: 'Batches' });
  await expect(mine).toContainText('Status: Resolved on 1 incident, requested by you');
  // The analyst cannot approve it; the incident is still open.
  await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.locator(`.console-data-grid [data-row-key="${key}"]`)).toContainText('Open');

  const admin = await browser.newPage();
  await openSignedIn(admin, '/incidents?severity=high&status=open', 'admin@acme.example');
  const pending = admin
    .getByRole('region', { name: 'Batches' })
    .getByRole('alert')
    .filter({ hasText: 'requested by Sam Patel' })
    .first();
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Approved: 1 incident updated' })).toBeVisible();
  await expect(admin.locator(`.console-data-grid [data-row-key="${key}"]`)).toHaveCount(0);
  // Approved, it undoes like any batch; undone, it leaves the batches above the grid (the journeys after this one
  // find the page as it was).
  const applied = admin.getByRole('region', { name: 'Batches' }).getByRole('alert').filter({ hasText: 'By Sam Patel' });
  await applied.getByRole('button', { name: 'Undo' }).click();
  await expect(
    admin.getByRole('status').filter({ hasText: 'Restored 1 incident; 0 skipped because they changed since' }),
  ).toBeVisible();
  await expect(admin.locator(`.console-data-grid [data-row-key="${key}"]`)).toContainText('Open');
  await expect(admin.getByRole('region', { name: 'Batches' })).toHaveCount(0);
  await admin.close();
});
