import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { openSignedIn } from './console';

// Exceptions as objects with a lifecycle (issue 30, item 1): an analyst requests one from an incident and cannot
// approve it; two different Tenant Admins of the tenant approve it (its 120 days need two); the drawer shows the
// backtest of its effect.
// Its expiry with the clock moved is covered by the API's tests (api/src/modules/exceptions).

/** On Policies › Exceptions, opens the exception requested with this reason. */
async function openException(page: Page, reason: string) {
  const row = page.locator('.console-data-grid .ant-table-row').filter({ hasText: reason });
  await expect(row).toHaveCount(1);
  await row.locator('.ant-table-cell').nth(2).click();
  const drawer = page.getByRole('dialog', { name: 'Exception' });
  await expect(drawer.getByText(reason)).toBeVisible();
  return drawer;
}

test('an analyst requests an exception from an incident; two admins approve it; the backtest shows its effect', async ({
  page,
  browser,
}) => {
  const reason = `E2E vendor upload ${Date.now()}`;
  await openSignedIn(page, '/incidents?severity=medium', 'analyst@acme.example');
  const row = page.locator('.console-data-grid .ant-table-row').nth(2);
  await expect(row).toBeVisible();
  await row.locator('.ant-table-cell').nth(3).click();
  const incident = page.getByRole('dialog', { name: 'Incident' });
  const section = incident.getByRole('region', { name: 'Exception request' });
  await section.getByRole('button', { name: 'Request exception' }).click();
  const form = page.getByRole('dialog', { name: 'Request exception' });
  // The scope comes from the incident: its user is filled in.
  await expect(form.getByLabel('User')).not.toHaveValue('');
  await form.getByLabel('Reason').fill(reason);
  await form.getByLabel('Expires in (days)').fill('120');
  await form.getByRole('button', { name: 'Request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Exception requested' })).toBeVisible();
  await expect(section).toContainText('State: Pending');
  await expect(section).toContainText('Approvals: 0 of 2');
  const incidentUrl = page.url();

  // The analyst sees it in Policies › Exceptions, with no decision to take.
  await page.goto('/policies/exceptions');
  const analystView = await openException(page, reason);
  await expect(analystView).toContainText('0 of 2');
  await expect(analystView.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The first admin approves: it waits for a different one.
  const admin = await browser.newPage();
  await openSignedIn(admin, '/policies/exceptions', 'admin@acme.example');
  const first = await openException(admin, reason);
  await expect(first.getByText(/Backtest, last 30 days: it exempts \d+ decided events/)).toBeVisible();
  await first.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Approval recorded' })).toBeVisible();
  await expect(first).toContainText('1 of 2');
  await expect(first).toContainText('Avery Chen');

  // The second, a different Tenant Admin of Acme, makes it active.
  const second = await browser.newPage();
  await openSignedIn(second, '/policies/exceptions', 'admin2@acme.example');
  const drawer = await openException(second, reason);
  await drawer.getByRole('button', { name: 'Approve' }).click();
  await expect(drawer).toContainText('2 of 2');
  await expect(drawer).toContainText('Active');
  await expect(drawer).toContainText('Jules Martin');

  // Back on the incident, the analyst reads it approved.
  await page.goto(incidentUrl);
  await expect(page.getByRole('region', { name: 'Exception request' })).toContainText('State: Active');
});
