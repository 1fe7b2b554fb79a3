import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSignedIn } from './console';

const USER_BUTTON = /^Filter by user /;

/** The grid's rows, and a check that each shows the user (their pivot button names the user). */
function gridOf(page: Page) {
  const grid = page.locator('.console-data-grid');
  const rows = grid.locator('.ant-table-row');
  const userButton = (user: string) => page.getByRole('button', { name: `Filter by user ${user}`, exact: true });
  const expectOnlyUser = async (user: string) => {
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasNot: userButton(user) })).toHaveCount(0);
  };
  return { grid, rows, expectOnlyUser };
}

async function userOf(row: Locator): Promise<string> {
  const name = await row.getByRole('button', { name: USER_BUTTON }).getAttribute('aria-label');
  return name!.replace('Filter by user ', '');
}

const userParam = (user: string) => new RegExp(`/incidents\\?username=${encodeURIComponent(user)}$`);

// An analyst pivots from an incident's user to that user's incidents, by Alt+click and from the cell's menu, then
// from the detail panel's related link; Back returns each time. Then an export in a chosen time zone.
test('an analyst pivots from a user to their incidents and back, and exports in a time zone', async ({ page }) => {
  await openSignedIn(page, '/incidents', 'analyst@acme.example');
  await expect(page).toHaveURL(/\/incidents$/);
  const { rows, expectOnlyUser } = gridOf(page);
  await expect(rows.first()).toBeVisible();
  // User waits in the Columns chooser (issue 33): the analyst shows it.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'User' }).check();
  await page.keyboard.press('Escape');
  const user = await userOf(rows.first());

  // Alt+click on the user: the same grid with only that user, every row theirs; Back returns to the whole grid.
  await rows
    .first()
    .getByText(user, { exact: true })
    .click({ modifiers: ['Alt'] });
  await expect(page).toHaveURL(userParam(user));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectOnlyUser(user);
  await page.goBack();
  await expect(page).toHaveURL(/\/incidents$/);

  // The same pivot from the cell's menu button, shown on the row under the pointer.
  await rows.first().hover();
  await rows
    .first()
    .getByRole('button', { name: `Filter by user ${user}`, exact: true })
    .click();
  const only = page.getByRole('menuitem', { name: `Show only ${user}` });
  await expect(only).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Egress events of this user' })).toBeVisible();
  await only.click();
  await expect(page).toHaveURL(userParam(user));
  await expectOnlyUser(user);
  await page.goBack();
  await expect(page).toHaveURL(/\/incidents$/);

  // A plain click still opens the row's detail, whose related link opens the grid filtered to the user.
  await rows.first().locator('.ant-table-cell').nth(3).click();
  await expect(page).toHaveURL(/\/incidents\/[0-9a-f-]+\?created=/);
  const drawer = page.getByRole('dialog');
  const related = drawer.getByRole('region', { name: 'Related' });
  await expect(related).toBeVisible();
  const link = related.getByRole('link', { name: /other incidents? of this user$/ });
  await expect(link).toHaveText(/^\d[\d,]* other incidents? of this user$/);
  await link.click();
  await expect(page).toHaveURL(userParam(user));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectOnlyUser(user);
  await page.goBack();
  await expect(page).toHaveURL(/\/incidents\/[0-9a-f-]+\?created=/);
  await page.goBack();
  await expect(page).toHaveURL(/\/incidents$/);

  // Export in Europe/Paris: the times carry Paris's offset, the file says the zone, names keep their accents.
  await page.getByRole('button', { name: 'Time zone of the export: UTC' }).click();
  const zone = page.getByRole('combobox', { name: 'Time zone of the export' });
  await expect(zone).toBeFocused();
  await page.keyboard.type('Europe/Paris');
  // Chosen with the keyboard, as typed: the search leaves one zone, active, and Enter takes it. (A click on it can
  // land on the list's frame while the popover it sits in is still zooming in, on a loaded machine.)
  await expect(page.locator('.ant-select-item-option-active[title="Europe/Paris"]')).toBeVisible();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('button', { name: 'Time zone of the export: Europe/Paris' });
  await expect(picker).toBeFocused();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^incidents-.+-Europe-Paris\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString('utf8');
  const [header, ...records] = csv.slice(1).trimEnd().split('\r\n');
  expect(header!.split(',').slice(0, 2)).toEqual(['Created', 'ID']);
  expect(header).toContain('Data Volume,Data Volume (readable)');
  expect(records.length).toBeGreaterThan(0);
  for (const record of records) {
    const created = record.split(',')[0]!;
    // Paris is +01:00 in winter and +02:00 in summer; the local time plus the offset is the same instant.
    expect(created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+0[12]:00$/);
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Paris',
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(new Date(created));
    expect(local.replace(' ', 'T')).toBe(created.slice(0, 19));
  }
  // An assignee of the demo tenant with an accent, read back intact as UTF-8.
  expect(csv).toContain('Tomás Silva');
});
