import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './console';

// The analyst's triage with the keyboard alone (issue 9): reach the grid, move with J, K and the arrows, open an
// incident with Enter, set its status, go to the next one with the panel's J, set that one's too, close with Escape:
// focus is back on the last incident's row, and both statuses survive a reload. The low-severity rows are this spec's
// own (the other incident specs filter on high and medium).

const rows = (page: Page) => page.locator('.console-data-grid .ant-table-row');

/** Presses Tab until the locator holds focus, at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Presses Tab until a row of the grid holds focus. */
async function tabToGrid(page: Page, limit = 100): Promise<void> {
  const inGrid = () =>
    page.evaluate(() => document.activeElement?.matches('.console-data-grid .ant-table-row') ?? false);
  for (let presses = 0; presses < limit && !(await inGrid()); presses += 1) await page.keyboard.press('Tab');
  expect(await inGrid()).toBe(true);
}

/** Sets the open incident's status to the option after the current one with the keyboard; gives its label. */
async function nextStatus(page: Page, drawer: Locator): Promise<string> {
  const status = drawer.getByRole('combobox', { name: 'Status', exact: true });
  await tabTo(page, status);
  // The shown value is the text around the combobox's input.
  const shown = status.locator('xpath=..');
  const before = (await shown.innerText()).trim();
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // The list has closed (its leave animation over): until then Escape belongs to it, not to the panel.
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await expect(shown).not.toHaveText(before);
  const after = (await shown.innerText()).trim();
  // Saved: the toast says so and the control is enabled again.
  await expect(page.getByText(`Status set to ${after}`).first()).toBeVisible();
  await expect(status).toBeEnabled();
  return after;
}

test('an analyst triages two incidents with the keyboard alone', async ({ page }) => {
  await page.goto('/incidents?severity=low');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill('analyst@acme.example');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/incidents\?severity=low$/);
  await expect(rows(page).nth(3)).toBeVisible();

  // Reach the grid: one row is the grid's tab stop.
  await tabToGrid(page);
  await expect(rows(page).first()).toBeFocused();
  await page.keyboard.press('j');
  await expect(rows(page).nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(rows(page).nth(2)).toBeFocused();
  await page.keyboard.press('k');
  await expect(rows(page).nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  const firstKey = await rows(page).nth(1).getAttribute('data-row-key');
  const secondKey = await rows(page).nth(2).getAttribute('data-row-key');
  expect(firstKey).toBeTruthy();
  expect(secondKey).toBeTruthy();
  const [firstId] = firstKey!.split(' ');
  const [secondId] = secondKey!.split(' ');

  // Enter opens it; its row is marked.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/incidents/${firstId}\\?severity=low&created=`));
  const firstUrl = page.url();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('region', { name: 'The event behind it' })).toBeVisible();
  await expect(page.locator(`.console-data-grid [data-row-key="${firstKey}"]`)).toHaveAttribute('aria-current', 'true');
  const firstStatus = await nextStatus(page, drawer);

  // J (focus is on the status control, which takes no text) opens the next incident of the grid.
  await page.keyboard.press('j');
  await expect(page).toHaveURL(new RegExp(`/incidents/${secondId}\\?severity=low&created=`));
  const secondUrl = page.url();
  await expect(drawer.getByRole('region', { name: 'The event behind it' })).toBeVisible();
  await expect(page.locator(`.console-data-grid [data-row-key="${secondKey}"]`)).toHaveAttribute(
    'aria-current',
    'true',
  );
  const secondStatus = await nextStatus(page, drawer);

  // Escape closes the panel; focus is back on the row of the incident shown last.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/incidents\?severity=low$/);
  await expect(drawer).toBeHidden();
  const lastRow = page.locator(`.console-data-grid [data-row-key="${secondKey}"]`);
  await expect(lastRow).toBeFocused();
  await expect(lastRow).not.toHaveAttribute('aria-current');

  // Both statuses were saved.
  for (const [url, status] of [
    [firstUrl, firstStatus],
    [secondUrl, secondStatus],
  ] as const) {
    await page.goto(url);
    const shown = page.getByRole('dialog').getByRole('combobox', { name: 'Status', exact: true }).locator('xpath=..');
    await expect(shown).toHaveText(status);
  }
});
