import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSignedIn } from './console';

/**
 * Opens the newest Protected events one by one until one has evidence (the demo keeps it for the latest with a file)
 * whose preview marks a match.
 */
async function openEventWithEvidence(page: Page): Promise<Locator> {
  const rows = page.locator('.console-data-grid .ant-table-row');
  await expect(rows.first()).toBeVisible();
  const drawer = page.getByRole('dialog', { name: 'Egress event' });
  for (let index = 0; index < 15; index += 1) {
    await rows.nth(index).locator('.ant-table-cell').nth(1).click();
    const evidence = drawer.getByRole('region', { name: 'Evidence' });
    const download = evidence.getByRole('button', { name: 'Download evidence' });
    const none = evidence.getByText('No evidence was kept for this event.');
    await expect(download.or(none)).toBeVisible();
    if (await download.isVisible()) {
      await expect(evidence.getByRole('region', { name: 'Matched content preview' }).getByText(/marked/)).toBeVisible();
      if ((await evidence.locator('mark').count()) > 0) return evidence;
    }
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
  }
  throw new Error('None of the newest Protected events has evidence with a match');
}

// An analyst opens an event whose content was kept, checks what the drawer says of it and previews its matched part,
// then downloads it: the bytes are the ones the sha256 shown says. Analysts never see the evidence settings.
test('an analyst downloads the evidence of an event and its bytes match the sha256 shown', async ({ page }) => {
  await openSignedIn(page, '/egress/protected', 'analyst@acme.example');
  await expect(page.getByRole('button', { name: 'Evidence settings' })).toHaveCount(0);
  const evidence = await openEventWithEvidence(page);
  await expect(evidence).toContainText('.excerpt.csv (text/csv)');
  await expect(evidence).toContainText('Kept until');
  // Before any download, the matched part shows in the page, each match marked and masked (redaction is on).
  const preview = evidence.getByRole('region', { name: 'Matched content preview' });
  await expect(preview.getByLabel(/^Preview of .+\.excerpt\.csv$/)).toContainText('line,data_type,match');
  const mark = preview.locator('mark').first();
  await expect(mark).toHaveAttribute('title', /.+/);
  expect(await mark.innerText()).toMatch(/•/);
  const shown = (await evidence.locator('code').innerText()).trim();
  expect(shown).toMatch(/^[0-9a-f]{64}$/);
  const size = Number(/\(([\d,]+) bytes\)/.exec(await evidence.innerText())?.[1]?.replace(/,/g, ''));
  expect(size).toBeGreaterThan(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    evidence.getByRole('button', { name: 'Download evidence' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.excerpt\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.length).toBe(size);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(shown);
  expect(bytes.toString('utf8')).toMatch(/^line,data_type,match,file,host,user,destination\r\n/);
  await expect(evidence.getByRole('alert')).toHaveCount(0);
});

// A Tenant Admin changes how long evidence is kept; the setting holds after a reload.
test('a Tenant Admin changes the evidence retention and it is kept after a reload', async ({ page }) => {
  await openSignedIn(page, '/egress', 'admin@acme.example');
  const openSettings = async () => {
    await page.getByRole('button', { name: 'Evidence settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Evidence settings' });
    await expect(dialog.getByLabel('Retention (days)')).toBeVisible();
    return dialog;
  };
  let dialog = await openSettings();
  const retention = dialog.getByLabel('Retention (days)');
  const days = (await retention.inputValue()) === '45' ? '60' : '45';
  await retention.fill(days);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Evidence settings saved')).toBeVisible();

  await page.reload();
  dialog = await openSettings();
  await expect(dialog.getByLabel('Retention (days)')).toHaveValue(days);
  await expect(dialog).toContainText('Last changed by');
});
