import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { RAIL, headerTitle, openSignedIn } from './console';

// axe on every page (issue 9): the login page, each section of the rail and each of its tabs, and an open incident,
// signed in as a tenant admin; no violation of impact serious or critical.

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The serious and critical violations, one readable line per rule and up to five offending nodes under it. */
function seriousViolations(results: AxeResults): string[] {
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
      const more = violation.nodes.length > 5 ? [`    … and ${violation.nodes.length - 5} more`] : [];
      return [
        `${violation.id} (${violation.impact}): ${violation.help} [${violation.nodes.length}]`,
        ...nodes,
        ...more,
      ].join('\n');
    });
}

/** Runs axe on the page as it is and records its serious and critical violations under the page's name. */
async function expectAccessible(page: Page, name: string): Promise<void> {
  // Spinners and skeletons settle first, so axe reads the page, not its loading state.
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).analyze();
  expect.soft(seriousViolations(results), `axe on ${name}`).toEqual([]);
}

test('the login page has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expectAccessible(page, 'Login');
});

test('every section, every tab and an open incident have no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(240_000);
  await openSignedIn(page, '/dashboard', 'admin@acme.example');
  for (const entry of RAIL) {
    await test.step(entry.nav, async () => {
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: entry.nav }).click();
      await expect(headerTitle(page)).toHaveText(entry.title);
      const remote = page.locator(`[data-remote="${entry.remote}"]`);
      await expect(remote.locator(':scope > *').first()).toBeVisible();
      const tabs = entry.tabs.length > 0 ? entry.tabs : [undefined];
      for (const tab of tabs) {
        if (tab) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        }
        await expectAccessible(page, tab ? `${entry.nav} › ${tab}` : entry.nav);
      }
    });
  }

  await test.step('An open incident', async () => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Incidents' }).click();
    const firstRow = page.locator('.console-data-grid .ant-table-row').first();
    await firstRow.locator('.ant-table-cell').nth(3).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('region', { name: 'The event behind it' })).toBeVisible();
    await expectAccessible(page, 'Incident detail');
  });
});
