import { expect, test, type Page, type Route } from '@playwright/test';
import { DEMO_PASSWORD, headerTitle, manifestOf, openSignedIn } from './console';

// Loading, empty, error and stale are four states (issue 33): with the API held back by hand, the incidents grid and
// a dashboard widget show a skeleton (never "No data" or "0 loaded"), then their rows; a failure shows the error with
// Retry, and Retry loads again; the grid's earlier rows are dimmed while a new query's load.

type Mode = 'pass' | 'hold' | 'fail';

/**
 * Holds, fails or passes the API's GETs whose path ends with `path`: held calls wait until `release()`, then follow
 * the mode of that moment. No timers: the test decides when each answer comes.
 */
async function controlApi(page: Page, path: string) {
  let mode: Mode = 'hold';
  let held: (() => void)[] = [];
  let calls = 0;
  const answer = async (route: Route) => {
    if (mode === 'fail') {
      await route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Service Unavailable', status: 503, detail: 'The database is busy.' }),
      });
    } else {
      await route.fallback();
    }
  };
  await page.route(
    (url) => url.pathname.endsWith(path),
    async (route) => {
      const request = route.request();
      if (request.method() !== 'GET' || request.resourceType() !== 'fetch') return route.fallback();
      calls += 1;
      if (mode === 'hold') await new Promise<void>((resolve) => held.push(resolve));
      return answer(route);
    },
  );
  return {
    calls: () => calls,
    set: (next: Mode) => {
      mode = next;
    },
    /** Lets the held calls go, answered by `next`. */
    release: (next: Mode) => {
      mode = next;
      const waiting = held;
      held = [];
      for (const resolve of waiting) resolve();
    },
  };
}

test('the incidents grid shows a skeleton, then rows, dims them while a new query loads, and an error with Retry', async ({
  page,
}) => {
  const api = await controlApi(page, '/incidents');
  await openSignedIn(page, '/incidents', 'analyst@acme.example');
  const grid = page.locator('.console-server-list');

  // Loading: the skeleton, and neither "No data" nor a zero.
  await expect(page.getByRole('status', { name: 'Loading incidents' })).toBeVisible();
  await expect(grid.getByText('No data')).toHaveCount(0);
  await expect(grid.getByText(/0 incidents loaded/)).toHaveCount(0);
  await expect(grid.getByRole('region', { name: /No incidents/ })).toHaveCount(0);

  // The rows.
  api.release('hold');
  const rows = grid.locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading incidents' })).toHaveCount(0);
  await expect(grid.getByText(/incidents loaded/)).toBeVisible();

  // A new query (Refresh takes a new cutoff): the earlier rows stay, dimmed and busy, until it answers.
  const before = api.calls();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(api.calls).toBeGreaterThan(before);
  await expect(page.locator('.console-data-grid')).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('.console-data-grid .console-stale')).toBeVisible();
  await expect(rows.first()).toBeVisible();
  await expect(grid.getByText('Loading incidents', { exact: true })).toBeVisible();

  // It fails: the error, the API's message, and Retry, which loads the rows.
  api.release('fail');
  await expect(grid.getByText('The list could not be loaded')).toBeVisible();
  await expect(grid.getByText('The database is busy.')).toBeVisible();
  api.set('pass');
  await grid.getByRole('button', { name: 'Retry' }).click();
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('.console-data-grid')).toHaveAttribute('aria-busy', 'false');
  await expect(grid.getByText('The list could not be loaded')).toHaveCount(0);
});

test('a dashboard widget shows a skeleton, then its figures, and an error with Retry', async ({ page }) => {
  const api = await controlApi(page, '/dashboard/most-enforced-policies');
  await openSignedIn(page, '/dashboard', 'admin@acme.example');
  const widget = page.getByRole('region', { name: 'Most enforced policies', exact: true });

  await expect(widget.getByRole('status', { name: 'Loading Most enforced policies' })).toBeVisible();
  await expect(widget).toHaveAttribute('aria-busy', 'true');
  await expect(widget.getByText('No data')).toHaveCount(0);
  api.release('pass');
  await expect(widget.locator('tbody tr').first()).toBeVisible();
  await expect(widget.getByRole('status')).toHaveCount(0);

  // After a reload the call fails: the widget's own error with Retry, and Retry brings the figures back.
  api.set('fail');
  await page.reload();
  await expect(widget.getByText('Most enforced policies could not be loaded')).toBeVisible();
  await expect(widget.getByText('The database is busy.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sensitive data egress', exact: true })).toBeVisible();
  api.set('pass');
  await widget.getByRole('button', { name: 'Retry' }).click();
  await expect(widget.locator('tbody tr').first()).toBeVisible();
  await expect(widget.getByText('Most enforced policies could not be loaded')).toHaveCount(0);
});

test('a chart whose code fails to load shows the error in its place with Retry; the rest of the dashboard works on', async ({
  page,
}) => {
  // The charts' code (the chart library) loads on first use, in the chunks the Dashboard's manifest lists as its exposed
  // module's async files. A network drop fails every request for them until `failing` is false.
  const manifestUrl = await manifestOf(page, 'mfe_dashboard');
  const manifest = (await (await page.request.get(manifestUrl)).json()) as {
    exposes: { assets: { js: { async: string[] } } }[];
  };
  const chunks = manifest.exposes.flatMap((expose) => expose.assets.js.async).map((file) => new URL(file, manifestUrl));
  expect(chunks.length).toBeGreaterThan(0);
  let failing = true;
  let failed = 0;
  await page.route(
    (url) => chunks.some((chunk) => chunk.href === url.href),
    (route) => {
      if (!failing) return route.fallback();
      failed += 1;
      return route.abort('internetdisconnected');
    },
  );
  await openSignedIn(page, '/dashboard', 'admin@acme.example');
  const egress = page.getByRole('region', { name: 'Sensitive data egress', exact: true });
  await expect(egress.getByText('The chart could not be loaded')).toBeVisible();
  expect(failed).toBeGreaterThan(0);
  // The widget's other figures and the other widgets are there.
  await expect(egress.getByText(/^[\d.,]+[KMB]? events$/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Most enforced policies', exact: true }).locator('tbody tr').first(),
  ).toBeVisible();

  // The network is back: Retry loads the chart.
  failing = false;
  await egress.getByRole('button', { name: 'Retry' }).click();
  await expect(egress.locator('canvas').first()).toBeVisible();
  await expect(egress.getByText('The chart could not be loaded')).toHaveCount(0);

  // Leaving the dashboard and coming back shows every chart: no failure is kept (React.lazy kept it for the page's
  // life, and the whole Dashboard showed "Section unavailable").
  const rail = page.getByRole('navigation', { name: 'Main navigation' });
  await rail.getByRole('link', { name: 'Incidents' }).click();
  await expect(page.locator('[data-remote="mfe_incidents"]')).toBeVisible();
  await rail.getByRole('link', { name: 'Dashboard' }).click();
  await expect(egress.locator('canvas').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Aggregated incidents', exact: true }).locator('canvas').first(),
  ).toBeVisible();
  await expect(page.getByText('The chart could not be loaded')).toHaveCount(0);
});

test('a shell page whose code fails to load shows the error in its place with Retry; the console works on', async ({
  page,
}) => {
  // The Tenant health page is the shell's own, in its own chunk, loaded when opened. A network drop fails it until
  // `failing` is false.
  let failing = true;
  let failed = 0;
  await page.route(
    (url) => /\/tenant-health\.[0-9a-f]+\.js$/.test(url.pathname),
    (route) => {
      if (!failing) return route.fallback();
      failed += 1;
      return route.abort('internetdisconnected');
    },
  );
  await openSignedIn(page, '/', 'root@platform.example');
  const openHealth = async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.locator('.console-user-menu').getByRole('menuitem', { name: 'Tenant health' }).click();
    await expect(page).toHaveURL(/\/tenant-health$/);
  };
  await openHealth();
  const main = page.getByRole('main');
  await expect(main.getByText('The Tenant health page could not be loaded')).toBeVisible();
  expect(failed).toBeGreaterThan(0);
  await expect(headerTitle(page)).toHaveText('Tenant health');

  // The rail works on; the failure is not kept: the next visit, with the network back, opens the page.
  const rail = page.getByRole('navigation', { name: 'Main navigation' });
  await rail.getByRole('link', { name: 'Incidents' }).click();
  await expect(page.locator('[data-remote="mfe_incidents"]')).toBeVisible();
  failing = false;
  await openHealth();
  await expect(page.getByRole('table', { name: 'Tenant health' })).toBeVisible();
  await expect(main.getByText('The Tenant health page could not be loaded')).toHaveCount(0);
});

test('Retry loads a shell page whose code failed to load, once the network is back', async ({ page }) => {
  let failing = true;
  await page.route(
    (url) => /\/tenants\.[0-9a-f]+\.js$/.test(url.pathname),
    (route) => (failing ? route.abort('internetdisconnected') : route.fallback()),
  );
  await openSignedIn(page, '/tenants', 'root@platform.example');
  const main = page.getByRole('main');
  await expect(main.getByText('The Tenants page could not be loaded')).toBeVisible();
  failing = false;
  await main.getByRole('button', { name: 'Retry' }).click();
  await expect(main.getByText(/^Every tenant of the console\./)).toBeVisible();
  await expect(main.getByText('The Tenants page could not be loaded')).toHaveCount(0);
});

test('when the signed-in console’s code fails to load, it says so with Reload, and Reload opens the console', async ({
  page,
}) => {
  let failing = true;
  await page.route(
    (url) => /\/signed-in\.[0-9a-f]+\.js$/.test(url.pathname),
    (route) => (failing ? route.abort('internetdisconnected') : route.fallback()),
  );
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill('admin@acme.example');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'The console could not be loaded' });
  await expect(failure).toBeVisible();
  failing = false;
  await failure.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});
