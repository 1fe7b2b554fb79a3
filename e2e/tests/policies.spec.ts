import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSignedIn } from './console';

// A Tenant Admin builds a policy with conditions from lists, backtests it, saves it, edits it, compares its versions,
// restores the first, and deletes it with another in one go; an analyst reads the list only.

/** Picks options in SPEC's search picker: open it, search, choose; Escape closes it. */
async function pick(page: Page, label: string, ...options: string[]) {
  await page.getByRole('button', { name: label, exact: true }).click();
  for (const option of options) {
    await page.getByRole('combobox', { name: `Search ${label}`, exact: true }).fill(option);
    await page
      .getByRole('option', { name: new RegExp(option) })
      .first()
      .click();
  }
  await page.getByRole('combobox', { name: `Search ${label}`, exact: true }).press('Escape');
}

/** Picks options of an antd select by their text, typed first where the select searches. */
async function choose(page: Page, select: Locator, ...options: string[]) {
  for (const option of options) {
    await select.click();
    if (await select.isEditable()) await select.fill(option);
    await page.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
  }
  await select.press('Escape');
}

test('a tenant admin builds, backtests, saves, edits, compares, restores and deletes policies', async ({ page }) => {
  const name = `E2E code to AI ${Date.now()}`;
  await openSignedIn(page, '/policies', 'admin@acme.example');
  await expect(page.getByRole('link', { name: 'Block source code to unsanctioned AI' })).toBeVisible();
  await page.getByRole('button', { name: 'Create New Policy' }).click();
  await expect(page).toHaveURL(/\/policies\/builder$/);

  // Challenge source code to unsanctioned AI services, before the demo's block, except for executives.
  await page.getByLabel('Name').fill(name);
  await choose(page, page.getByLabel('Verdict'), 'Monitored');
  await page.getByLabel('Priority').fill('1');
  await page.getByRole('button', { name: 'Add data type' }).click();
  await choose(page, page.getByLabel('Element type'), 'Source code');
  await pick(page, 'Destinations: lists', 'Unsanctioned AI services');
  await pick(page, 'Exempt users: lists', 'Executives');
  await expect(page.getByText(/^Unsanctioned AI services/)).toBeVisible();

  // The backtest answers before anything is saved: protected (blocked) events would have been monitored (challenged).
  await page.getByRole('button', { name: 'Backtest' }).click();
  const backtest = page.getByRole('region', { name: 'Backtest' });
  await expect(backtest.getByText('Would change verdict')).toBeVisible();
  await expect(backtest.getByText('Matched events')).toBeVisible();
  await expect(
    backtest.getByRole('table', { name: 'Verdict changes by policy' }).getByRole('row', { name: new RegExp(name) }),
  ).not.toHaveCount(0);
  await expect(
    backtest.getByRole('table', { name: 'Verdict changes' }).getByRole('row', { name: /^Protected Monitored \d/ }),
  ).toBeVisible();
  await expect(backtest.getByRole('table', { name: 'Sample events' }).locator('tbody tr').first()).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/policies\/[0-9a-f-]+\/edit$/);
  const versions = page.getByRole('region', { name: 'Versions' });
  await expect(versions.getByRole('table', { name: 'Saved versions' }).locator('tbody tr')).toHaveCount(1);

  // Edit: the verdict becomes Protected (BLOCK); a second version, compared with the first.
  await choose(page, page.getByLabel('Verdict'), 'Protected');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/policies$/);
  await page.getByRole('link', { name }).click();
  await expect(versions.getByRole('table', { name: 'Saved versions' }).locator('tbody tr')).toHaveCount(2);
  const verdictRow = versions.getByRole('table', { name: 'Differences' }).getByRole('row', { name: /^Verdict/ });
  await expect(verdictRow).toContainText('Monitored');
  await expect(verdictRow).toContainText('Protected');

  // Restore the first: a third version, with the first's verdict.
  await versions
    .getByRole('row', { name: /^1 Created/ })
    .getByRole('button', { name: 'Restore' })
    .click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Restore' }).click();
  await expect(versions.getByRole('table', { name: 'Saved versions' }).locator('tbody tr')).toHaveCount(3);
  await expect(versions.getByText('Restored version 1')).toBeVisible();
  await expect(page.locator('.ant-form-item').filter({ hasText: /^Verdict/ })).toContainText('Monitored');

  // Delete it and a second policy in one confirmation.
  const other = `${name} copy`;
  await page.goto('/policies/builder');
  await page.getByLabel('Name').fill(other);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/policies\/[0-9a-f-]+\/edit$/);
  await page.goto('/policies');
  for (const policy of [name, other]) {
    await page
      .getByRole('row', { name: new RegExp(policy.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first()
      .getByRole('checkbox')
      .check();
  }
  await page.getByRole('button', { name: 'Delete 2' }).click();
  await expect(page.getByText('Delete 2 policies?')).toBeVisible();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: other, exact: true })).toHaveCount(0);
});

test('an analyst reads the policies and cannot change them', async ({ page }) => {
  await openSignedIn(page, '/policies', 'analyst@acme.example');
  await expect(page.getByRole('link', { name: 'Block source code to unsanctioned AI' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Policy' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});

// The backtest's sample events are the newest that would change, each a link that opens the event in Data Egress.
test("a backtest's sample events open in the egress grid", async ({ page }) => {
  await openSignedIn(page, '/policies/builder', 'admin@acme.example');
  await page.getByLabel('Name').fill(`E2E samples ${Date.now()}`);
  await choose(page, page.getByLabel('Verdict'), 'Protected');
  await page.getByLabel('Priority').fill('1');
  await page.getByRole('button', { name: 'Add data type' }).click();
  await choose(page, page.getByLabel('Element type'), 'Source code');
  await page.getByRole('button', { name: 'Backtest' }).click();
  const samples = page.getByRole('region', { name: 'Backtest' }).getByRole('table', { name: 'Sample events' });
  await expect(samples.locator('tbody tr')).toHaveCount(20);
  const first = samples.locator('tbody tr').first();
  const user = (await first.locator('td').nth(1).innerText()).trim();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/egress\?event=[0-9a-f-]+&created=/);
  const drawer = page.getByRole('dialog', { name: 'Egress event' });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(user);
});
