import { expect, test, type Page, type Route } from '@playwright/test';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { RAIL, expectRailEntryWorks, openSignedIn } from './console';

// Issue 29, items 2 and 4: a remote released and promoted with `npm run release` loads only when its files' hashes
// match the registry's; a chunk altered by one byte on its way is refused, that section shows "Section unavailable",
// the rest of the console works; the same alteration of a line without hashes loads as before.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const shellPort = process.env.E2E_SHELL_PORT ?? '8180';
// The stack's releases root (playwright.config.ts gives the served stack this RELEASES_DIR).
const releasesDir = join(process.env.E2E_DATA_DIR ?? '', 'releases');
const dashboard = RAIL.find((entry) => entry.nav === 'Dashboard')!;

interface RegistryLine {
  name: string;
  manifest: string;
  version?: string;
  integrity?: Record<string, string>;
}

/** Runs the release command against the served stack's releases root and ports. */
async function releaseCommand(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(ROOT, 'scripts', 'release.mjs'), ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      RELEASES_DIR: releasesDir,
      SHELL_PORT: shellPort,
      REMOTE_PORT_BASE: process.env.E2E_REMOTE_PORT_BASE ?? String(Number(shellPort) + 11),
      RELEASE_BY: 'release-integrity.spec.ts',
    },
  });
  return stdout;
}

/** The released version of a remote: released once per stack (the tree may have uncommitted changes here). */
async function releasedVersion(packageName: string): Promise<string> {
  const registryFile = join(releasesDir, 'registry.json');
  if (existsSync(registryFile)) {
    const registry = JSON.parse(await readFile(registryFile, 'utf8')) as {
      remotes: Record<string, { versions: { version: string }[] }>;
    };
    const known = registry.remotes[packageName]?.versions.at(-1)?.version;
    if (known) return known;
  }
  const output = await releaseCommand(packageName, '--allow-dirty');
  const version = new RegExp(`Released ${packageName} (\\S+)`).exec(output)?.[1];
  if (!version) throw new Error(`the release printed no version:\n${output}`);
  return version;
}

let servedRegistry = '';
let promotedRegistry = '';
let promoted: RegistryLine;
let promotedDashboard: RegistryLine;

// Releasing and promoting need the served stack's releases root and remote servers (`npm run e2e -- --base-url`).
test.skip(Boolean(process.env.E2E_BASE_URL), 'releases into the suite’s own stack, not a console already running');

test.beforeAll(async ({ request }) => {
  servedRegistry = await (await request.get('/remotes.json')).text();
  // The promotions rewrite a copy of the served registry; each test serves that copy to its own page only.
  const file = join(await mkdtemp(join(tmpdir(), 'release-integrity-')), 'remotes.json');
  await writeFile(file, servedRegistry);
  for (const packageName of ['mfe-incidents', 'mfe-dashboard']) {
    await releaseCommand('promote', packageName, await releasedVersion(packageName), '--remotes-file', file);
  }
  promotedRegistry = await readFile(file, 'utf8');
  const lines = (JSON.parse(promotedRegistry) as { remotes: RegistryLine[] }).remotes;
  promoted = lines.find((line) => line.name === 'mfe_incidents')!;
  promotedDashboard = lines.find((line) => line.name === 'mfe_dashboard')!;
});

/** Serves the page the registry with the two remotes promoted to their releases (hashes included), or the served one. */
async function serveRegistry(page: Page, text: string) {
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: text }),
  );
}

/** A remote's exposed module's chunk, which the federation runtime preloads. */
const EXPOSE_CHUNK = /\/__federation_expose_routes\.[0-9a-f]+\.js$/;
/** A remote's lazily loaded chunk (the dashboard's charts), which only the remote's own webpack runtime loads. */
const LAZY_CHUNK = /\/\d+\.[0-9a-f]+\.js$/;

/**
 * Passes a remote's chunks through the test on their way, changed by one byte or not: its first space becomes a tab
 * (in a string, a comment or between tokens: the file stays valid JavaScript, so only an integrity check can refuse
 * it). Answers the URLs it passed.
 */
async function passChunks(page: Page, folder: string, chunk: RegExp, alter: boolean): Promise<string[]> {
  const passed: string[] = [];
  await page.route(
    (url) => url.toString().startsWith(folder) && chunk.test(url.pathname),
    async (route: Route) => {
      const response = await route.fetch();
      const body = await response.body();
      if (alter) {
        const at = body.indexOf(' ');
        expect(at).toBeGreaterThan(-1);
        body[at] = '\t'.charCodeAt(0);
      }
      passed.push(route.request().url());
      // The body arrives decoded: it goes on without the server's compression headers.
      await route.fulfill({
        status: response.status(),
        headers: Object.fromEntries(
          Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)),
        ),
        body,
      });
    },
  );
  return passed;
}

const folderOf = (manifest: string) => new URL('./', manifest).toString();
const incidents = RAIL.find((entry) => entry.nav === 'Incidents')!;

test('a promoted release loads from its versioned folder with its hashes checked', async ({ page }) => {
  expect(promoted.manifest).toMatch(/\/releases\/mfe-incidents\/0\.\d+\.\d+\+[0-9a-f]{7}[^/]*\/mf-manifest\.json$/);
  expect(Object.keys(promoted.integrity ?? {})).toEqual(
    expect.arrayContaining([
      'mf-manifest.json',
      'remoteEntry.js',
      expect.stringMatching(/^__federation_expose_routes/),
    ]),
  );
  await serveRegistry(page, promotedRegistry);
  const passed = await passChunks(page, folderOf(promoted.manifest), EXPOSE_CHUNK, false);
  await openSignedIn(page, '/incidents');
  await expect(page.locator('[data-remote="mfe_incidents"]')).toBeVisible();
  await expect(page.getByText('Section unavailable')).toHaveCount(0);
  expect(passed.length).toBeGreaterThan(0);
});

test('a chunk altered by one byte is refused: Incidents shows "Section unavailable", Dashboard works', async ({
  page,
}) => {
  await serveRegistry(page, promotedRegistry);
  const passed = await passChunks(page, folderOf(promoted.manifest), EXPOSE_CHUNK, true);
  await openSignedIn(page, '/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Incidents' }).click();
  await expect(page.getByText('Section unavailable')).toBeVisible();
  await expect(page.getByText('Incidents could not be loaded.')).toBeVisible();
  await expect(page.locator('[data-remote="mfe_incidents"]')).toHaveCount(0);
  expect(passed.length).toBeGreaterThan(0);
  await expectRailEntryWorks(page, dashboard);
});

test('a lazily loaded chunk altered by one byte is refused by the remote’s own runtime: the Dashboard’s charts say so in their place, the rest of it and Incidents work', async ({
  page,
}) => {
  expect(promotedDashboard.version).toBeDefined();
  await serveRegistry(page, promotedRegistry);
  const passed = await passChunks(page, folderOf(promotedDashboard.manifest), LAZY_CHUNK, true);
  // Each failed load of a chart is logged by the kit's lazyWithRetry boundary.
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('The chart could not be loaded'))
      refusals.push(message.text());
  });
  await openSignedIn(page, '/dashboard');
  // The chart's code never runs: its place says it could not be loaded; the widget's other figures are there.
  const egress = page.getByRole('region', { name: 'Sensitive data egress', exact: true });
  await expect(egress.getByText('The chart could not be loaded')).toBeVisible();
  await expect(egress.getByText(/^[\d.,]+[KMB]? events$/)).toBeVisible();
  await expect(egress.locator('canvas')).toHaveCount(0);
  expect(passed.length).toBeGreaterThan(0);
  // Retry loads the chunk again (from the browser's cache or the server), and it is refused again: one more failure.
  const failures = () => refusals.length;
  await expect.poll(failures).toBeGreaterThan(0);
  const before = failures();
  await egress.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(failures).toBeGreaterThan(before);
  await expect(egress.getByText('The chart could not be loaded')).toBeVisible();
  await expect(egress.locator('canvas')).toHaveCount(0);
  await expect(page.getByText('Section unavailable')).toHaveCount(0);
  await expectRailEntryWorks(page, incidents);
});

test('the same alteration of a line without hashes (a hand-edited line) loads as before', async ({ page }) => {
  const lines = (JSON.parse(servedRegistry) as { remotes: RegistryLine[] }).remotes;
  const unchecked = lines.find((line) => line.name === 'mfe_incidents')!;
  expect(unchecked.integrity).toBeUndefined();
  await serveRegistry(page, servedRegistry);
  const passed = await passChunks(page, folderOf(unchecked.manifest), EXPOSE_CHUNK, true);
  await openSignedIn(page, '/incidents');
  await expect(page.locator('[data-remote="mfe_incidents"]')).toBeVisible();
  await expect(page.getByText('Section unavailable')).toHaveCount(0);
  expect(passed.length).toBeGreaterThan(0);
});

test('a console that requires integrity loads released remotes only; a line without hashes is unavailable', async ({
  page,
}) => {
  await serveRegistry(page, promotedRegistry);
  // config.json's setting, as an administrator sets it (REQUIRE_REMOTE_INTEGRITY=true locally).
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, requireRemoteIntegrity: true } });
  });
  await openSignedIn(page, '/incidents');
  await expect(page.locator('[data-remote="mfe_incidents"]')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Devices' }).click();
  await expect(page.getByText('Section unavailable')).toBeVisible();
  await expect(
    page.getByText(
      'Devices could not be loaded. Its registry line has no integrity hashes, and this console requires them.',
    ),
  ).toBeVisible();
  await expectRailEntryWorks(page, dashboard);
});
