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
