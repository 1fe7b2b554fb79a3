import { expect, test } from '@playwright/test';
import { headerTitle, openSignedIn } from './console';

// A Tenant Admin opens the Device Manager, narrows it to macOS devices, disables one agent and sees it pending, and
// is asked to confirm a bulk change with the number of matching devices.
test('a tenant admin filters devices, disables an agent and sees it pending', async ({ page }) => {
  await openSignedIn(page, '/devices', 'admin@acme.example');
  await expect(headerTitle(page)).toHaveText('Device Manager');
  const grid = page.locator('.console-data-grid');
  const rows = grid.locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('.console-counts-header')).toContainText('devices');

  // Operating Systems offers the values the tenant's devices hold; choose macOS and the URL carries it.
  await page.locator('[data-filter="operatingSystem"]').getByRole('button').click();
  await page.getByRole('combobox', { name: 'Search Operating Systems' }).fill('mac');
  await page.getByRole('option', { name: /^macOS/ }).click();
  await expect(page).toHaveURL(/operatingSystem=macOS/);
  await page.keyboard.press('Escape');
  // Wait for the filtered rows themselves: the first row of the unfiltered list may already be a Mac, so waiting on
  // it alone let the check below read the old rows. No row without macOS is left, and rows are there.
  await expect(rows.filter({ hasNotText: 'macOS' })).toHaveCount(0);
  await expect(rows.first()).toContainText('macOS');

  // A device whose agent is installed and runs as asked: switching it off asks the agent to stop, and the row shows Pending.
  const switchable = page.locator('[role="switch"][aria-label^="Agent of "]:not([disabled])');
  const row = rows
    .filter({ hasNot: page.locator('[data-pending="agent"]') })
    .filter({ has: switchable })
    .first();
  const agent = row.getByRole('switch', { name: /^Agent of / });
  const hostname = ((await agent.getAttribute('aria-label')) ?? '').replace(/^Agent of /, '');
  const wasOn = (await agent.getAttribute('aria-checked')) === 'true';
  await agent.click();
  // Switching off asks first, naming the device; switching on acts at once.
  if (wasOn) {
    const question = page.getByRole('tooltip').filter({ hasText: `Switch off the agent of ${hostname}?` });
    await question.getByRole('button', { name: 'Switch off', exact: true }).click();
  }
  const changed = rows.filter({ hasText: hostname });
  await expect(changed.locator('[data-pending="agent"]')).toHaveText('Pending');
  await expect(changed.getByRole('switch', { name: `Agent of ${hostname}` })).toHaveAttribute(
    'aria-checked',
    String(!wasOn),
  );

  // The bulk change names the number of devices matching the filter before it does anything.
  const label = (await page.locator('.console-counts-header').getAttribute('aria-label')) ?? '';
  const matching = /^([\d,]+) of/.exec(label)?.[1] ?? 'unknown';
  await page.getByRole('button', { name: /all matching/i }).click();
  await page.getByRole('menuitem', { name: 'Disable extension' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(new RegExp(`Disable extension on ${matching} devices? matching the filter\\?`));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

// Focus on a row's control out of view scrolls the body sideways, and the header follows it (rc-virtual-list scrolls
// by an offset, so a native scroll of its element would leave the header behind).
test("focus on a row's Revoke button keeps the header over its column", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openSignedIn(page, '/devices', 'admin@acme.example');
  const grid = page.locator('.console-data-grid');
  // The first device not revoked yet (another journey may have revoked the newest one).
  const revoke = grid.getByRole('button', { name: /^Revoke / }).first();
  await revoke.focus();
  await expect(revoke).toBeFocused();
  const header = grid.locator('.ant-table-thead th').filter({ hasText: /^Credential$/ });
  await expect(header).toBeInViewport();
  await expect(async () => {
    const [cell, title] = await Promise.all([
      revoke.locator('xpath=ancestor::*[contains(@class, "ant-table-cell")][1]').boundingBox(),
      header.boundingBox(),
    ]);
    expect(Math.abs(cell!.x - title!.x)).toBeLessThan(2);
  }).toPass();
});
