import { expect, test } from '@playwright/test';
import { openSignedIn } from './console';

// Issue 30 item 2: a Tenant Admin tightens the SLA of high incidents (Settings › SLA); the incidents grid shows the
// open ones past their target as Breached (filtered on the server by SLA), and the dashboard's Incident SLA widget
// shows the breach rate with MTTA and MTTR.
test('a high incident breaches its SLA: the grid shows Breached and the dashboard the breach rate', async ({
  page,
}) => {
  await openSignedIn(page, '/settings/sla', 'admin@acme.example');
  await expect(page.getByRole('tab', { name: 'SLA', selected: true })).toBeVisible();
  const acknowledge = page.getByLabel('High: acknowledge within (hours)');
  await expect(acknowledge).toHaveValue('1');
  await acknowledge.fill('0.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('SLA targets saved')).toBeVisible();
  await expect(page.getByText(/^Last changed by Avery Chen on /)).toBeVisible();

  // The demo's open high incidents were raised hours ago and nobody acknowledged them: breached.
  await page.goto('/incidents?severity=high&status=open&sla=breached');
  const grid = page.locator('.console-data-grid');
  // The SLA column waits in the Columns chooser.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'SLA' }).check();
  await page.keyboard.press('Escape');
  await expect(grid.getByRole('columnheader', { name: /^SLA/ })).toBeVisible();
  await expect(grid.getByText('Breached', { exact: true }).first()).toBeVisible();

  await page.goto('/dashboard');
  const widget = page.getByRole('region', { name: 'Incident SLA' });
  await expect(widget.getByText(/^Breach rate \d+(\.\d)?%$/)).toBeVisible();
  await expect(widget.getByText(/^MTTA .* · MTTR .* breached$/)).toBeVisible();
  await expect(widget.getByRole('table', { name: 'Incident SLA by week' })).toBeVisible();
});

test('an analyst does not get the SLA tab, and its URL says they have no access (403, not 404)', async ({ page }) => {
  await openSignedIn(page, '/settings/sla', 'analyst@acme.example');
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
  await expect(page.getByText(/^SLA is open to /)).toBeVisible();
});

// Issue 30 item 2: MTTA, MTTR and breach rate are a report data source. A user creates an Incident SLA report (no
// filters: weekly figures summed from the SLA rollup), runs it now and downloads the CSV: one row a week with the
// counts behind each figure.
test('a user creates an Incident SLA report, runs it now and downloads one row a week with MTTA, MTTR and breach rate', async ({
  page,
  playwright,
}) => {
  const name = `E2E incident SLA ${Date.now()}`;
  await openSignedIn(page, '/report-templates', 'analyst@acme.example');
  await page.getByRole('button', { name: 'New template' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Name').fill(name);
  await drawer.getByLabel('Data source').click();
  await page.locator('.ant-select-item-option', { hasText: 'Incident SLA' }).click();
  await expect(drawer.getByText('Filters', { exact: true })).toHaveCount(0);
  await drawer.getByLabel('CSV columns').click();
  await expect(page.locator('.ant-select-item-option', { hasText: 'Breach rate (%)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: test.info().outputPath('incident-sla-report-form.png') });
  await drawer.getByRole('button', { name: 'Save' }).click();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Incident SLA');
  await row.getByRole('button', { name: 'Run now' }).click();
  const history = page.locator('.ant-card', { hasText: `Reports of ${name}` });
  await expect(history.getByText('Ready')).toBeVisible({ timeout: 60_000 });

  const link = page.waitForResponse((response) => /\/reports\/[^/]+\?format=csv/.test(response.url()));
  const popup = page.waitForEvent('popup');
  await history.getByRole('button', { name: 'Download' }).click();
  const { url } = (await (await link).json()) as { url: string };
  await popup;
  const anonymous = await playwright.request.newContext();
  const csv = await anonymous.get(url);
  expect(csv.status()).toBe(200);
  const [header, ...records] = (await csv.text()).split('\r\n').filter((line) => line !== '');
  expect(header).toBe('\uFEFFWeek,Raised,Acknowledged,MTTA (minutes),Resolved,MTTR (minutes),Breached,Breach rate (%)');
  // Seven days cover one or two weeks, each starting on a Monday; the demo raised incidents within them.
  expect(records.length).toBeGreaterThanOrEqual(1);
  expect(records.length).toBeLessThanOrEqual(2);
  let raised = 0;
  for (const record of records) {
    const [week, weekRaised, , , , , breached, rate] = record.split(',');
    expect(new Date(`${week}T12:00:00Z`).getUTCDay()).toBe(1);
    raised += Number(weekRaised);
    if (Number(weekRaised) > 0) expect(Number(rate)).toBeCloseTo((Number(breached) / Number(weekRaised)) * 100, 1);
  }
  expect(raised).toBeGreaterThan(0);
  await anonymous.dispose();
});
