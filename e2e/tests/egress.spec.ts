import { expect, test } from '@playwright/test';
import { chooseFromSavedViews, openSignedIn, saveSharedView } from './console';

// The analyst's journey through Data Egress: filter the events, switch to a verdict tab, open an event in its drawer
// with its content's per-file lineage, see the tab's lineage and click through to the events of one flow, save the view shared with the tenant, and a
// colleague in a browser of their own reopens it from the menu.
test('an analyst filters events, switches tabs, opens an event and shares a view a colleague reopens', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, '/egress', 'analyst@acme.example');
  const grid = page.locator('.console-data-grid');
  const rows = grid.locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('.console-counts-header')).toContainText('events');

  // Protected Events is the same page with the verdict BLOCK fixed: every row is Protected.
  await page.getByRole('tab', { name: 'Protected Events' }).click();
  await expect(page).toHaveURL(/\/egress\/protected$/);
  await expect(rows.filter({ hasNotText: 'Protected' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Protected');

  // Egress Channel offers the tenant's channels; choose Email and the URL carries it.
  await page.locator('[data-filter="egressChannel"]').getByRole('button').click();
  await page.getByRole('combobox', { name: 'Search Egress Channel' }).fill('emai');
  await page.getByRole('option', { name: 'Email' }).click();
  await expect(page).toHaveURL(/\/egress\/protected\?egressChannel=Email/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Email');
  await page.keyboard.press('Escape');
  await expect(rows.filter({ hasNotText: 'Email' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Protected');

  // Open an event: a deep link beside the filter; the drawer says what matched, the verdict and where it went.
  await rows.first().locator('.ant-table-cell').nth(1).click();
  await expect(page).toHaveURL(/egressChannel=Email&event=[0-9a-f-]+&created=/);
  const drawer = page.getByRole('dialog', { name: 'Egress event' });
  await expect(drawer).toContainText('What matched');
  await expect(drawer).toContainText('Protected');
  await expect(drawer).toContainText('via Email');
  // Its content's lineage: where the content was first seen, each step after, and this event among its egresses.
  const steps = drawer.getByRole('region', { name: 'Content lineage' }).getByTestId('lineage-step');
  await expect(steps.first()).toContainText('First seen');
  await expect(steps.first()).toContainText(/Downloaded|Created/);
  await expect(steps.filter({ hasText: 'This event' })).toHaveCount(1);
  await expect(steps.filter({ hasText: 'This event' })).toContainText('via Email');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/egress\/protected\?egressChannel=Email$/);

  // Lineage mode of the same tab and filter: the flow chart and its combinations; a combination opens its events.
  await page
    .locator('.ant-segmented-item')
    .filter({ hasText: /^Lineage$/ })
    .click();
  await expect(page).toHaveURL(/\/egress\/lineage\/protected\?egressChannel=Email$/);
  const lineage = page.getByRole('region', { name: 'Lineage' });
  await expect(lineage.locator('canvas').first()).toBeVisible();
  await expect(lineage.getByText(/^[\d,]+ events? in [\d,]+ flows?$/)).toBeVisible();

  // Each node and link of the flow chart opens the events it counts: a node clicked where the chart draws it, a link
  // from the keyboard; the grid counts the figure each shows (its title: the exact number).
  const flowChart = lineage.getByRole('group', { name: 'Nodes and links of the flow chart, each opening its events' });
  const counts = page.locator('.console-counts-header');
  const origin = flowChart.getByRole('link', { name: /^[\d,]+ events?, From: / }).first();
  await expect(origin).toBeAttached();
  const originEvents = (await origin.getAttribute('title')) ?? '';
  await origin.scrollIntoViewIfNeeded();
  const originBox = await origin.boundingBox();
  if (!originBox) throw new Error('The origin node is not drawn');
  await page.mouse.click(originBox.x + originBox.width / 2, originBox.y + originBox.height / 2);
  await expect(page).toHaveURL(/\/egress\/protected\?egressChannel=Email&source=[^&]+$/);
  await expect(counts).toHaveAttribute('aria-label', new RegExp(`^${originEvents} of `));
  await page.goBack();
  const link = flowChart.getByRole('link', { name: /^[\d,]+ events?, Via: Email, To: / }).first();
  await expect(link).toBeAttached();
  const linkEvents = (await link.getAttribute('title')) ?? '';
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/egress\/protected\?egressChannel=Email&destination=[^&]+$/);
  await expect(counts).toHaveAttribute('aria-label', new RegExp(`^${linkEvents} of `));
  await page.goBack();
  await expect(link).toBeAttached();
  const combination = lineage.getByRole('table', { name: 'Combinations' }).locator('tbody tr').first();
  await expect(combination).toContainText('Email');
  const destination = (await combination.locator('td').nth(2).innerText()).trim();
  await combination.click();
  await expect(page).toHaveURL(/\/egress\/protected\?egressChannel=Email&source=.+&destination=/);
  await expect(rows.filter({ hasNotText: destination })).toHaveCount(0);
  await expect(rows.first()).toContainText(destination);
  await page.goto('/egress/protected?egressChannel=Email');
  await expect(rows.first()).toBeVisible();

  // Save the view, shared with the tenant.
  const name = `E2E blocked mail ${Date.now()}`;
  await saveSharedView(page, name);

  // A colleague, in a browser context of their own, opens Protected Events and reopens the shared view from the menu.
  const context = await browser.newContext();
  const colleague = await context.newPage();
  await openSignedIn(colleague, '/egress/protected', 'admin@acme.example');
  await expect(colleague.locator('.console-data-grid .ant-table-row').first()).toBeVisible();
  await chooseFromSavedViews(colleague, new RegExp(`^${name} \\(shared by `));
  await expect(colleague).toHaveURL(/\/egress\/protected\?egressChannel=Email$/);
  await expect(colleague.getByRole('list', { name: 'Active filters' })).toContainText('Email');
  await expect(colleague.locator('.console-data-grid .ant-table-row').filter({ hasNotText: 'Email' })).toHaveCount(0);
  await context.close();
});
