import { expect, test } from '@playwright/test';
import { openSignedIn, tabTitles } from './console';

// A Tenant Admin lowers how long the tenant keeps its events (Settings › Retention), told that expired data is gone
// for good; an analyst gets no Retention tab and its URL shows not found.
test('a tenant admin lowers the retention of events and saves it', async ({ page }) => {
  await openSignedIn(page, '/settings/retention', 'admin@acme.example');
  await expect(page.getByRole('tab', { name: 'Retention', selected: true })).toBeVisible();
  await expect(page.getByText('Expired data is deleted for good and cannot be restored.')).toBeVisible();
  await expect(page.getByText(/before it expires: that is up to you/)).toBeVisible();
  await expect(page.getByText(/^Expired data is deleted every hour; the next pass runs at /)).toBeVisible();
  const events = page.getByLabel('Egress events (days)');
  await expect(events).toHaveValue('180');
  await events.fill('90');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Retention saved')).toBeVisible();
  await expect(page.getByText(/^Last changed by Avery Chen on /)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Egress events (days)')).toHaveValue('90');
});

test('an analyst does not get the Retention tab, and its URL says they have no access (403, not 404)', async ({
  page,
}) => {
  await openSignedIn(page, '/settings/lists', 'analyst@acme.example');
  await expect(page.getByRole('tab', { name: 'Lists', selected: true })).toBeVisible();
  expect(await tabTitles(page)).toEqual(['Lists', 'Audit Log']);
  await page.goto('/settings/retention');
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
});
