import { expect, test } from '@playwright/test';
import { openSignedIn } from './console';

// The analyst's journey through the incidents remote: filter, open, comment, and the comment survives a reload.
test('an analyst filters by severity, opens an incident and posts a comment that survives a reload', async ({
  page,
}) => {
  await openSignedIn(page, '/incidents', 'analyst@acme.example');
  await expect(page).toHaveURL(/\/incidents$/);
  const grid = page.locator('.console-data-grid');
  await expect(grid.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.locator('.console-counts-header')).toContainText('incidents');

  // Severity is a checklist filter: tick High and the URL carries it.
  await page.locator('[data-filter="severity"]').getByRole('button').click();
  await page.getByRole('checkbox', { name: 'High' }).click();
  await expect(page).toHaveURL(/severity=high/);
  // The router commits a URL change in a React transition: the chip shows once the page has the new location (a
  // row clicked before that would open with the old query).
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('High');
  await page.keyboard.press('Escape');
  const firstRow = grid.locator('.ant-table-row').first();
  await expect(firstRow.locator('[data-severity]')).toHaveAttribute('data-severity', 'high');

  // Open it: a deep link with created and policyType, the filter kept.
  await firstRow.locator('.ant-table-cell').nth(3).click();
  await expect(page).toHaveURL(/\/incidents\/[0-9a-f-]+\?severity=high&created=.+&policyType=protection/);
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('region', { name: 'The event behind it' })).toBeVisible();

  const message = `E2E triage note ${Date.now()}`;
  await drawer.getByLabel('New comment').fill(message);
  await drawer.getByRole('button', { name: 'Post comment' }).click();
  await expect(drawer.getByText(message)).toBeVisible();
  await expect(drawer.getByText('Posting…')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('dialog').getByText(message)).toBeVisible();
  await expect(page).toHaveURL(/severity=high/);
});
