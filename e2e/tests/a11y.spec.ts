import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { RAIL, headerTitle, openSignedIn } from './console';

// axe on every page (issue 9): the login page, each section of the rail and each of its tabs, and an open incident,
// signed in as a tenant admin, and the policy editor and builder at both widths (issue 33); no violation of impact
// serious or critical.

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

// The policy editor and builder (issue 33): their tag fields' placeholders, and a read-only user's disabled fields,
// at both widths, for a Tenant Admin and for an analyst, who reads the editor but cannot change it.
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test.describe(`at ${viewport.width} by ${viewport.height}`, () => {
    test.use({ viewport });

    for (const { role, email } of [
      { role: 'a Tenant Admin', email: 'admin@acme.example' },
      { role: 'an analyst', email: 'analyst@acme.example' },
    ]) {
      test(`the policy editor and builder have no serious or critical axe violation for ${role}`, async ({ page }) => {
        await openSignedIn(page, '/policies', email);
        await page.getByRole('link', { name: 'Block source code to unsanctioned AI' }).click();
        await expect(page).toHaveURL(/\/policies\/[0-9a-f-]+\/edit$/);
        await expect(page.getByLabel('Name')).toHaveValue('Block source code to unsanctioned AI');
        await expectAccessible(page, `Policy editor (${email})`);

        if (email === 'admin@acme.example') {
          await page.goto('/policies/builder');
          await expect(page.getByLabel('Name')).toHaveValue('');
          await expectAccessible(page, `Policy builder (${email})`);
        }
      });
    }
  });
}
