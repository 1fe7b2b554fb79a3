import { expect, test, type Page } from '@playwright/test';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RAIL, expectRailEntryWorks, manifestOf, openSignedIn, pauseClock } from './console';
import { RemoteServer } from './remote-server';

/** The part of remotes.json these tests change (its full type lives in shared-contracts). */
interface RemoteRegistry {
  remotes: { name: string; manifest: string; contractVersion: number }[];
}

const UNAVAILABLE_BUDGET_MS = 10_000;
const incidents = RAIL.find((entry) => entry.nav === 'Incidents')!;
const others = RAIL.filter((entry) => entry !== incidents);

/** Serves the page a registry with one line changed, as an operator would edit remotes.json. */
async function rewriteRegistry(page: Page, name: string, change: (line: RemoteRegistry['remotes'][number]) => void) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const registry = (await response.json()) as RemoteRegistry;
    const line = registry.remotes.find((remote) => remote.name === name);
    if (!line) throw new Error(`${name} is not in the registry`);
    change(line);
    await route.fulfill({ response, json: registry });
  });
}

/**
 * Changes one line of the served registry file itself, as an operator rolls a remote to another origin (the shell's
 * Content-Security-Policy follows the file, so only a real edit lets the shell load from a new origin); answers the
 * function that puts the file back.
 */
async function editRegistryFile(name: string, manifest: string): Promise<() => Promise<void>> {
  const shellPort = process.env.E2E_SHELL_PORT ?? '8180';
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const file = join(root, '.run', shellPort, 'remotes.json');
  const original = await readFile(file, 'utf8');
  const registry = JSON.parse(original) as RemoteRegistry;
  const line = registry.remotes.find((remote) => remote.name === name);
  if (!line) throw new Error(`${name} is not in ${file}`);
  line.manifest = manifest;
  await writeFile(file, JSON.stringify(registry, null, 2));
  return () => writeFile(file, original);
}

/** Opens Incidents from the rail and expects its unavailable screen. */
async function expectIncidentsUnavailable(page: Page): Promise<void> {
  await openIncidents(page);
  await expect(page.getByText('Section unavailable')).toBeVisible();
  await expect(page.getByText('Incidents could not be loaded.')).toBeVisible();
}

function openIncidents(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Incidents' }).click();
}

async function expectOthersWork(page: Page) {
  for (const entry of others) await expectRailEntryWorks(page, entry);
}

async function retryRecovers(page: Page) {
  await openIncidents(page);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-remote="mfe_incidents"]')).toBeVisible();
  await expect(page.getByText('Section unavailable')).toHaveCount(0);
}

test('a stopped remote server shows the unavailable screen; the rest works; Retry recovers once it is back', async ({
  page,
}) => {
  // It edits the served stack's generated registry file (`npm run e2e -- --base-url` or `--registry` serve another).
  test.skip(
    Boolean(process.env.E2E_BASE_URL || process.env.E2E_REGISTRY),
    'edits the suite’s own stack’s registry file, which this run does not serve',
  );
  const server = new RemoteServer('mfe-incidents', Number(process.env.E2E_SPARE_PORT ?? 8199));
  await server.start();
  const restoreRegistry = await editRegistryFile('mfe_incidents', server.manifestUrl);
  try {
    await openSignedIn(page, '/dashboard');
    await server.stop();
    await expectIncidentsUnavailable(page);
    await expectOthersWork(page);
    await server.start();
    await retryRecovers(page);
  } finally {
    await restoreRegistry();
    await server.stop();
  }
});

test('a remote server stopped while a connection is open with no request on it (a browser’s spare) still exits', async () => {
  const server = new RemoteServer('mfe-incidents', Number(process.env.E2E_SPARE_PORT ?? 8199));
  await server.start();
  const spare = connect(server.port, '127.0.0.1');
  try {
    await once(spare, 'connect');
    // Held until the test's time-out before serve-static ended such connections after its grace.
    await server.stop();
  } finally {
    spare.destroy();
  }
});

test('a manifest answering 404 shows the unavailable screen; Retry recovers', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  const manifest = await manifestOf(page, 'mfe_incidents');
  let broken = true;
  await page.route(manifest, (route) =>
    broken ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback(),
  );
  await expectIncidentsUnavailable(page);
  await expectOthersWork(page);
  broken = false;
  await retryRecovers(page);
});

test('a hanging manifest shows the unavailable screen within 10 s; Retry recovers', async ({ page }) => {
  // "Within 10 s" is the page's own timers' promise (the manifest fetch's time-out, the load's): once the request
  // hangs, the page's clock is the test's, and 10 s of it must bring the screen however loaded the machine is.
  await page.clock.install();
  await openSignedIn(page, '/dashboard');
  // The Dashboard mounted first: a load still in flight when the clock runs 10 s would pass its own time-out (8 s) and
  // show that section unavailable too (seen once in CI, on a loaded machine).
  await expect(page.locator('[data-remote="mfe_dashboard"]')).toBeVisible();
  const manifest = await manifestOf(page, 'mfe_incidents');
  let hanging = true;
  let asked: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  // A hanging server: the request is held and never answered.
  await page.route(manifest, (route) => {
    if (!hanging) return route.fallback();
    asked();
    return new Promise<void>(() => undefined);
  });
  await openIncidents(page);
  await requested;
  await pauseClock(page);
  await page.clock.runFor(UNAVAILABLE_BUDGET_MS);
  await expect(page.getByText('Section unavailable')).toBeVisible();
  await expect(page.getByText('Incidents could not be loaded.')).toBeVisible();
  await page.clock.resume();
  await expectOthersWork(page);
  hanging = false;
  await retryRecovers(page);
});

test('a remote of another contract version is refused before it mounts', async ({ page }) => {
  await rewriteRegistry(page, 'mfe_devices', (line) => (line.contractVersion = 99));
  await openSignedIn(page, '/devices');
  await expect(page.getByText('Section unavailable')).toBeVisible();
  await expect(page.getByText(/contract version 99/)).toBeVisible();
  await expect(page.locator('[data-remote="mfe_devices"]')).toHaveCount(0);
});

/** Serves a remote's mf-manifest.json with the kit range its build declared replaced by `range`; answers its URL. */
async function declareKitRange(page: Page, name: string, range: string): Promise<string> {
  const manifest = await manifestOf(page, name);
  await page.route(manifest, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { shared: { name: string; requiredVersion?: string }[] };
    for (const shared of json.shared) if (shared.name.startsWith('shared-ui')) shared.requiredVersion = range;
    await route.fulfill({ response, json });
  });
  return manifest;
}

const devices = RAIL.find((entry) => entry.nav === 'Devices')!;
// The kit this tree's shell provides, and ranges a remote could declare that it does not meet.
const KIT_VERSION = (
  JSON.parse(
    readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared-ui', 'package.json'), 'utf8'),
  ) as { version: string }
).version;
const [KIT_MAJOR = 0] = KIT_VERSION.split('.').map(Number);
const NEXT_MAJOR = `^${KIT_MAJOR + 1}.0.0`;
const NEWER_MINOR = `^${KIT_MAJOR}.99.0`;
const escaped = (text: string) => text.replace(/[.^]/g, (char) => `\\${char}`);
const KIT_MISMATCH = new RegExp(
  `It needs shared-ui ${escaped(NEXT_MAJOR)} \\(this console provides ${escaped(KIT_VERSION)}\\)\\.`,
);

test('a remote built against another major of the kit is refused before it loads, with the versions for an admin; the rest works', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const manifest = await declareKitRange(page, 'mfe_devices', NEXT_MAJOR);
  // Refused from its manifest: not one of its scripts is fetched.
  const folder = manifest.replace(/mf-manifest\.json$/, '');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(folder) && request.url() !== manifest) scripts.push(request.url());
  });
  await openSignedIn(page, '/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Devices' }).click();
  await expect(page.getByText('Section unavailable')).toBeVisible();
  await expect(
    page.getByText('Devices could not be loaded. It was built for another major version of the console’s kit.'),
  ).toBeVisible();
  await expect(page.getByText(KIT_MISMATCH)).toBeVisible();
  await expect(page.locator('[data-remote="mfe_devices"]')).toHaveCount(0);
  expect(scripts).toEqual([]);
  expect(errors.some((error) => /mfe_devices is unavailable/.test(error) && KIT_MISMATCH.test(error))).toBe(true);
  for (const entry of RAIL.filter((other) => other !== devices)) await expectRailEntryWorks(page, entry);
});

test('an analyst sees the section refused without the versions', async ({ page }) => {
  await declareKitRange(page, 'mfe_devices', NEXT_MAJOR);
  await openSignedIn(page, '/dashboard', 'analyst@acme.example');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Devices' }).click();
  await expect(page.getByText('Section unavailable')).toBeVisible();
  await expect(page.getByText(/another major version of the console’s kit/)).toBeVisible();
  await expect(page.getByText(/It needs shared-ui/)).toHaveCount(0);
});

test('a remote that needs a newer minor of the kit than the shell has is refused, with the versions for an admin', async ({
  page,
}) => {
  await declareKitRange(page, 'mfe_devices', NEWER_MINOR);
  await openSignedIn(page, '/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Devices' }).click();
  await expect(page.getByText('Section unavailable')).toBeVisible();
  await expect(
    page.getByText(
      'Devices could not be loaded. It was built with a newer version of the console’s kit than this console has.',
    ),
  ).toBeVisible();
  await expect(
    page.getByText(`It needs shared-ui ${NEWER_MINOR} (this console provides ${KIT_VERSION}).`),
  ).toBeVisible();
  await expect(page.locator('[data-remote="mfe_devices"]')).toHaveCount(0);
});
