import { expect, test } from '@playwright/test';
import { openSignedIn } from './console';

// A Tenant Admin creates a weekly report, runs it now, downloads its CSV from a signed link and pauses it.
test('a tenant admin creates a weekly report, runs it now, downloads the CSV and pauses it', async ({
  page,
  playwright,
}) => {
  const name = `E2E weekly incidents ${Date.now()}`;
  await openSignedIn(page, '/report-templates', 'admin@acme.example');
  await page.getByRole('button', { name: 'New template' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Name').fill(name);
  await drawer.getByLabel('Data source').click();
  await page.locator('.ant-select-item-option', { hasText: 'Incidents' }).click();
  // The CSV holds the columns chosen, in the order chosen.
  const columns = drawer.getByLabel('CSV columns');
  for (const header of ['Severity', 'Created']) {
    await columns.click();
    await columns.fill(header);
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: new RegExp(`^${header}$`) })
      .click();
  }
  await columns.press('Escape');
  await drawer.getByLabel('Recipients').fill('ciso@acme.example');
  await drawer.getByLabel('Recipients').press('Enter');
  await drawer.getByRole('button', { name: 'Save' }).click();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Every week on Monday at 08:00');
  await expect(row.getByText('Active')).toBeVisible();

  await row.getByRole('button', { name: 'Run now' }).click();
  const history = page.locator('.ant-card', { hasText: `Reports of ${name}` });
  await expect(history.getByText('Ready')).toBeVisible({ timeout: 60_000 });

  // The download opens a new tab on a signed link, which works without the session.
  const link = page.waitForResponse((response) => /\/reports\/[^/]+\?format=csv/.test(response.url()));
  const popup = page.waitForEvent('popup');
  await history.getByRole('button', { name: 'Download' }).click();
  const { url } = (await (await link).json()) as { url: string };
  await popup;
  const anonymous = await playwright.request.newContext();
  const csv = await anonymous.get(url);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  // A UTF-8 byte-order mark, then the chosen columns.
  expect((await csv.text()).split('\r\n')[0]).toBe('\uFEFFSeverity,Created');
  await anonymous.dispose();

  await row.getByRole('button', { name: 'Pause' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Pause' }).click();
  await expect(row.getByText('Paused')).toBeVisible();
});
