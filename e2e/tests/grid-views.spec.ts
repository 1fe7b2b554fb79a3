import { expect, test, type Page } from '@playwright/test';
import { chooseFromSavedViews, openSignedIn, saveSharedView } from './console';

// The shared grid as an analyst shapes it: a one-row filter bar with "More filters", chosen and resized columns and
// row height that survive a reload, quick filters, and a saved view a colleague reopens.

const rows = (page: Page) => page.locator('.console-data-grid .ant-table-row');
const headers = (page: Page) => page.locator('.console-data-grid .ant-table-thead th');

/** Each named header ends within the grid's visible width: none of them cut at the right or scrolled out of view. */
async function expectHeadersInView(page: Page, titles: readonly string[]): Promise<void> {
  const grid = (await page.locator('.console-data-grid .ant-table-header').boundingBox())!;
  for (const title of titles) {
    const box = (await headers(page)
      .filter({ hasText: new RegExp(`^${title}`) })
      .boundingBox())!;
    expect(box.x, `${title}'s left edge`).toBeGreaterThanOrEqual(grid.x);
    expect(box.x + box.width, `${title}'s right edge`).toBeLessThanOrEqual(grid.x + grid.width);
  }
}

const FIRST_FIVE = ['Created', 'Severity', 'Title', 'Status', 'Assignee'];

test('at 1440 by 900 the six triage columns, Verdict too, are whole in view and Title is the widest', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, '/incidents', 'analyst@acme.example');
  await expect(rows(page).first()).toBeVisible();
  await expectHeadersInView(page, [...FIRST_FIVE, 'Verdict']);
  const title = (await headers(page)
    .filter({ hasText: /^Title$/ })
    .boundingBox())!;
  expect(title.width).toBeGreaterThanOrEqual(400);
});

test.describe('at 1024 by 768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the grid starts above y=200, and the chosen columns, widths and row height survive a reload', async ({
    page,
  }) => {
    await openSignedIn(page, '/incidents', 'analyst@acme.example');
    await expect(rows(page).first()).toBeVisible();
    const header = await page.locator('.console-data-grid .ant-table-header').boundingBox();
    expect(header!.y).toBeLessThan(200);
    // The first five triage columns are whole in view (issue 33).
    await expectHeadersInView(page, FIRST_FIVE);
    // The less used filters wait under "More filters".
    await expect(page.locator('[data-filter="hostname"]')).toHaveCount(0);
    const comfortable = (await rows(page).first().boundingBox())!.height;

    // Policy waits in the chooser (issue 33): show it, hide Assignee, and choose compact rows.
    await expect(headers(page).filter({ hasText: /^Policy$/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Policy' }).check();
    await page.getByRole('checkbox', { name: 'Assignee' }).uncheck();
    await page.getByRole('radiogroup', { name: 'Row height' }).getByText('Compact', { exact: true }).click();
    await expect(headers(page).filter({ hasText: /^Policy$/ })).toHaveCount(1);
    await expect(headers(page).filter({ hasText: /^Assignee/ })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Widen Title by keyboard with its header's arrows (its edge is no tab stop): 3 steps of 10 px. (Widened, not
    // narrowed: Title wraps, so a narrower Title would make a compact row taller than the comfortable one.)
    const edge = page.getByRole('separator', { name: 'Resize Title' });
    await expect(edge).not.toHaveAttribute('tabindex');
    const before = Number(await edge.getAttribute('aria-valuenow'));
    await headers(page)
      .filter({ hasText: /^Title$/ })
      .focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await expect(edge).toHaveAttribute('aria-valuenow', String(before + 30));

    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    await expect(headers(page).filter({ hasText: /^Verdict/ })).toHaveCount(1);
    await expect(headers(page).filter({ hasText: /^Policy$/ })).toHaveCount(1);
    await expect(headers(page).filter({ hasText: /^Assignee/ })).toHaveCount(0);
    await expect(page.getByRole('separator', { name: 'Resize Title' })).toHaveAttribute(
      'aria-valuenow',
      String(before + 30),
    );
    expect((await rows(page).first().boundingBox())!.height).toBeLessThan(comfortable);

    // Reset brings the default columns back.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('button', { name: 'Reset columns' }).click();
    await expect(headers(page).filter({ hasText: /^Assignee/ })).toHaveCount(1);
    await expect(headers(page).filter({ hasText: /^Policy$/ })).toHaveCount(0);
  });

  test("the Device Manager's grid starts above y=200 too, its own actions beside the grid's tools", async ({
    page,
  }) => {
    await openSignedIn(page, '/devices');
    await expect(rows(page).first()).toBeVisible();
    const header = await page.locator('.console-data-grid .ant-table-header').boundingBox();
    expect(header!.y).toBeLessThan(200);
    await expect(page.getByRole('button', { name: 'Enrolment tokens' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Columns' })).toBeVisible();
  });

  test("the egress and audit grids start above y=200 too, the page's own controls in the filter bar's row", async ({
    page,
  }) => {
    await openSignedIn(page, '/egress');
    await expect(rows(page).first()).toBeVisible();
    const egress = await page.locator('.console-data-grid .ant-table-header').boundingBox();
    expect(egress!.y).toBeLessThan(200);
    const toolbar = page.getByRole('toolbar', { name: 'Filters' });
    await expect(toolbar.locator('.ant-segmented-item').filter({ hasText: /^Lineage$/ })).toBeVisible();
    // The grid's tools and the page's wait under "Grid tools".
    await toolbar.getByRole('button', { name: 'Grid tools' }).click();
    const tools = page.getByRole('group', { name: 'Grid tools' });
    await expect(tools.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(tools.getByRole('button', { name: 'Evidence settings' })).toBeVisible();
    await expect(tools.getByRole('button', { name: 'Saved views' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/settings/audit-logs');
    await expect(rows(page).first()).toBeVisible();
    const audit = await page.locator('.console-data-grid .ant-table-header').boundingBox();
    expect(audit!.y).toBeLessThan(200);
    await expect(toolbar.getByText(/^Verified .+ entries, none altered$/)).toBeVisible();
    await expect(toolbar.getByRole('button', { name: 'Verify again' })).toBeVisible();
  });
});

test('"More filters" holds the other filters and counts those set; a quick filter applies its filters', async ({
  page,
}) => {
  await openSignedIn(page, '/incidents?flagged=true', 'analyst@acme.example');
  await expect(page.getByRole('button', { name: 'More filters (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'More filters (1)' }).click();
  await expect(page.getByRole('group', { name: 'More filters' }).locator('[data-filter="hostname"]')).toBeVisible();
  await page.keyboard.press('Escape');

  await chooseFromSavedViews(page, 'Unassigned high');
  await expect(page).toHaveURL(/\/incidents\?assignedTo=unassigned&severity=high$/);
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips).toContainText('High');
  await expect(chips).toContainText(/Assigned To.*unassigned/i);
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).locator('[data-severity]:not([data-severity="high"])')).toHaveCount(0);
});

test('a view saved and shared by an analyst is reopened by a colleague of the tenant', async ({ page, browser }) => {
  await openSignedIn(page, '/incidents?severity=medium&status=open', 'analyst@acme.example');
  await expect(rows(page).first()).toBeVisible();
  const name = `E2E medium open ${Date.now()}`;
  await saveSharedView(page, name);

  const context = await browser.newContext();
  const colleague = await context.newPage();
  await openSignedIn(colleague, '/incidents', 'admin@acme.example');
  await expect(rows(colleague).first()).toBeVisible();
  await chooseFromSavedViews(colleague, new RegExp(`^${name} \\(shared by `));
  // The saved query keeps the parameters the analyst's URL had, in its order.
  await expect(colleague).toHaveURL(/\/incidents\?(status=open&severity=medium|severity=medium&status=open)$/);
  await expect(colleague.getByRole('list', { name: 'Active filters' })).toContainText('Medium');
  await expect(rows(colleague).locator('[data-severity]:not([data-severity="medium"])')).toHaveCount(0);
  await context.close();
});
