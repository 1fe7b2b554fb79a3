import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSignedIn } from './console';

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user reaches a control. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Presses Arrow Down until the focused checkbox is the one named `name` (at most `limit` times). */
async function arrowTo(page: Page, target: Locator, limit = 10): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toBeFocused();
}

// The checklist filters by keyboard alone (issue 9): open, move, tick, and Escape closes back to the trigger.
test('an analyst filters incidents by severity with the keyboard alone', async ({ page }) => {
  await openSignedIn(page, '/incidents', 'analyst@acme.example');
  const grid = page.locator('.console-data-grid');
  await expect(grid.locator('.ant-table-row').first()).toBeVisible();

  const trigger = page.locator('[data-filter="severity"]').getByRole('button', { name: /^Severity/ });
  await page.getByRole('searchbox').first().focus();
  await tabTo(page, trigger);
  await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const checklist = page.getByRole('group', { name: 'Severity' });
  await expect(checklist).toBeVisible();
  // Focus went into the list; the arrows move to High and Space ticks it.
  await expect(checklist.getByRole('checkbox').first()).toBeFocused();
  const high = checklist.getByRole('checkbox', { name: 'High' });
  await arrowTo(page, high);
  await page.keyboard.press('Space');
  await expect(high).toBeChecked();
  await expect(page).toHaveURL(/severity=high/);

  await page.keyboard.press('Escape');
  await expect(checklist).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toHaveText(/Severity: High/);

  // The grid holds High incidents only.
  await expect(grid.locator('[data-severity="high"]').first()).toBeVisible();
  await expect(grid.locator('[data-severity]:not([data-severity="high"])')).toHaveCount(0);
});

// A short list from a filter-option endpoint shows its values at once instead of "Type to search".
test('the Egress Channel filter opens as a checklist of its values', async ({ page }) => {
  await openSignedIn(page, '/egress', 'analyst@acme.example');
  await expect(page.locator('.console-data-grid .ant-table-row').first()).toBeVisible();

  const trigger = page.locator('[data-filter="egressChannel"]').getByRole('button', { name: /^Egress Channel/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('listbox', { name: 'Egress Channel' });
  await expect(list.getByRole('option', { name: 'Email' })).toBeVisible();
  expect(await list.getByRole('option').count()).toBeGreaterThan(1);
  await expect(list.locator('.ant-checkbox').first()).toBeVisible();
  await expect(page.getByText('Type to search')).toHaveCount(0);

  // Arrow Down and Enter tick the first value; Escape closes back to the trigger.
  const search = page.getByRole('combobox', { name: 'Search Egress Channel' });
  await expect(search).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/egressChannel=/);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(page.locator('[data-filter="egressChannel"]').getByRole('button')).toBeFocused();
});
