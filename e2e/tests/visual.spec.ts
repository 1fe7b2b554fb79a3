import { expect, test, type Locator, type Page } from '@playwright/test';
import { RAIL, headerTitle, signIn, type RailEntry } from './console';
import { VISUAL_API_PORT, VISUAL_BASE_URL, VISUAL_NOW, VisualConsole } from './visual-stack';

// Issue 33, item 11: every page at 1440x900 and 1024x768 against the baselines committed beside this file
// (visual.spec.ts-snapshots), so that a page that changes shape (a column gone, a widget moved) is seen in review.
//
// The same page gives the same pixels on any day, at any time of day: the journey runs against a console of its own
// whose demo data ends at a fixed moment (visual-stack.ts), and the browser's clock stands still ten minutes after it
// (relative times, the grids' cutoffs, the dashboard's periods), in UTC and en-US (chart days, date formats).

const UPDATE = 'cd e2e && npx playwright test tests/visual.spec.ts --update-snapshots';

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const;

test.use({ baseURL: VISUAL_BASE_URL, timezoneId: 'UTC', locale: 'en-US' });

const visualConsole = new VisualConsole();

test.beforeAll(async () => {
  // The API's first start loads the demo data: about 16 s on an idle machine, a minute on a busy one.
  test.setTimeout(240_000);
  await visualConsole.start();
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await visualConsole.stop();
});

/** Waits for the page to settle: no skeleton, spinner or stale dimming, and the fonts loaded. */
async function settle(page: Page): Promise<void> {
  await expect(
    page.locator('[aria-busy="true"], .console-loading-skeleton, .ant-skeleton, .ant-spin-spinning'),
  ).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  // The pointer rests where nothing reacts to it (a row or a chart under it would show its hover state).
  await page.mouse.move(0, 0);
}

/**
 * Compares the page with its baseline, with a small tolerance. A failure is not fatal to the journey: every page
 * that changed is reported, each with its expected, actual and diff images in the test's results.
 */
async function expectLook(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  await settle(page);
  await expect
    .soft(
      page,
      `${name} no longer looks as its baseline. If the change is intended, update the baselines with the apps built ` +
        `(${UPDATE}) and let the reviewer look at the changed PNGs.`,
    )
    .toHaveScreenshot(`${name}.png`, {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      maxDiffPixelRatio: 0.002,
      mask,
    });
}

/** The body cells of a table's column, found by its header's text. */
async function columnCells(page: Page, header: string): Promise<Locator> {
  const headers = (await page.locator('thead th').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(header);
  expect(index, `a column "${header}" among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return page.locator(`tbody tr > td:nth-child(${index + 1})`);
}

/** The report templates' answer with every next run (of a template not paused) at `nextRun`. */
function withNextRun(body: unknown, nextRun: string): unknown {
  if (typeof body !== 'object' || body === null || !('reportTemplates' in body)) return body;
  const templates: unknown = body.reportTemplates;
  if (!Array.isArray(templates)) return body;
  return {
    ...body,
    reportTemplates: templates.map((template: unknown) =>
      typeof template === 'object' && template !== null && 'nextRun' in template && template.nextRun !== null
        ? { ...template, nextRun }
        : template,
    ),
  };
}

/**
 * What a page shows that follows the server's clock, which the journey cannot hold still, is masked. The report
 * templates' next runs: the API computes each from its own now. The text under the mask would still size the table's
 * columns (an automatic layout), so the templates' answer is given one fixed next run first (a day after the
 * browser's now), which the page formats as ever.
 */
async function holdServerClockValues(page: Page): Promise<void> {
  const standIn = new Date(VISUAL_NOW + 24 * 3600_000).toISOString();
  await page.route(
    (url) => url.port === String(VISUAL_API_PORT) && url.pathname === '/report-templates',
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, json: withNextRun(await response.json(), standIn) });
    },
  );
}

/** The regions of a rail entry's page that are masked (see above). */
async function liveRegions(page: Page, entry: RailEntry): Promise<Locator[]> {
  return entry.nav === 'Reports' ? [await columnCells(page, 'Next run')] : [];
}

/** Opens a rail entry and waits for its remote's page. */
async function openRailEntry(page: Page, entry: RailEntry): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: entry.nav }).click();
  await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
  await expect(headerTitle(page)).toHaveText(entry.title);
  await expect(page.locator(`[data-remote="${entry.remote}"]`).locator(':scope > *').first()).toBeVisible();
}

/** What shows that each page has its data (beyond the absence of skeletons). */
const LOADED: Record<RailEntry['nav'], (page: Page) => Locator> = {
  Dashboard: (page) => page.locator('canvas').first(),
  Incidents: (page) => page.locator('.console-data-grid .ant-table-row').first(),
  'Data Egress': (page) => page.locator('.console-data-grid .ant-table-row').first(),
  Reports: (page) => page.locator('.ant-table-row').first(),
  Policies: (page) => page.locator('.ant-table-row').first(),
  Devices: (page) => page.locator('.console-data-grid .ant-table-row').first(),
  Settings: (page) => page.locator('.ant-table-row').first(),
};

test('every page at 1440x900 and at 1024x768 looks as its baseline', async ({ page }) => {
  test.setTimeout(240_000);
  await page.clock.setFixedTime(VISUAL_NOW);
  await holdServerClockValues(page);

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expectLook(page, `${viewport.width}-sign-in`);
  }
  await signIn(page, 'admin@acme.example');

  for (const viewport of VIEWPORTS) {
    const size = String(viewport.width);
    await test.step(`${viewport.width}x${viewport.height}`, async () => {
      // Each width starts from a page load, as a user's browser at that size would.
      await page.setViewportSize(viewport);
      await page.goto('/dashboard');
      for (const entry of RAIL) {
        await openRailEntry(page, entry);
        await expect(LOADED[entry.nav](page)).toBeVisible();
        await expectLook(page, `${size}-${entry.path.slice(1).replace(/\//g, '-')}`, await liveRegions(page, entry));
      }

      // An incident's drawer, opened from the first row of the grid.
      await openRailEntry(page, RAIL[1]);
      await page.locator('.console-data-grid .ant-table-row').first().locator('.ant-table-cell').nth(3).click();
      await expect(page.getByRole('dialog').getByRole('region', { name: 'The event behind it' })).toBeVisible();
      await expectLook(page, `${size}-incident-drawer`);

      // The policy editor of the first policy of the list, with its versions.
      await page.keyboard.press('Escape');
      await openRailEntry(page, RAIL[4]);
      await page.locator('.ant-table-row').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/policies\/[0-9a-f-]+\/edit$/);
      await expect(page.getByRole('region', { name: 'Versions' }).locator('tbody tr').first()).toBeVisible();
      await expectLook(page, `${size}-policy-editor`);
    });
  }
});
