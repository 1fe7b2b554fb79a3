import { expect, test } from '@playwright/test';
import { RAIL, expectRailEntryWorks, headerTitle, openSignedIn, tabTitles } from './console';

test('every rail entry loads its remote with its title and tabs', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  const rail = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(rail.getByRole('link')).toHaveText(['', ...RAIL.map((entry) => entry.nav)]);
  for (const entry of RAIL) {
    await expectRailEntryWorks(page, entry);
    await expect(rail.getByRole('link', { name: entry.nav })).toHaveClass(/active/);
  }
});

test('redirects, sub-routes, Coming Soon and not-found', async ({ page }) => {
  await openSignedIn(page, '/');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/lists$/);
  await expect(page.getByRole('tab', { name: 'Lists', selected: true })).toBeVisible();

  await page.goto('/policies/builder');
  await expect(headerTitle(page)).toHaveText('Create New Policy');
  expect(await tabTitles(page)).toEqual(['Policies', 'Exceptions']);
  await page.goto('/policies/p-1/edit');
  await expect(headerTitle(page)).toHaveText('Edit Policy');

  await page.goto('/report-templates/t-1/r-1');
  await expect(headerTitle(page)).toHaveText('Reports');
  await expect(page.getByRole('link', { name: 'Reports' })).toHaveClass(/active/);

  await page.goto('/egress/lineage/protected');
  await expect(page.getByRole('region', { name: 'Lineage' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Protected Events', selected: true })).toBeVisible();

  await page.goto('/integrations');
  await expect(page.getByText('Coming Soon')).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page.getByText('Content not found. Please verify your request.')).toBeVisible();
  await expect(headerTitle(page)).toHaveText('');
});

test('an analyst does not get the User Management tab', async ({ page }) => {
  await openSignedIn(page, '/settings', 'analyst@acme.example');
  await expect(page.getByRole('tab', { name: 'Lists', selected: true })).toBeVisible();
  expect(await tabTitles(page)).toEqual(['Lists', 'Audit Log']);
});
