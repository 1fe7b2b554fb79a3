import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { RAIL, expectRailEntryWorks, headerTitle, openSignedIn, type RailEntry } from '../tests/console';

// A remote's smoke suite (issue 29, item 6): sign in, open the remote's section, see it mount and show its main screen
// with the data the console holds. Nothing else is assumed (no API call of its own, no write), so that a remote's team
// can run it alone against any console: `npm run e2e -- --smoke mfe-incidents --base-url https://...`.

/** Who signs in: E2E_SMOKE_EMAIL and E2E_SMOKE_PASSWORD, else the demo Tenant Admin of Acme Corp. */
const email = process.env.E2E_SMOKE_EMAIL ?? 'admin@acme.example';
const password = process.env.E2E_SMOKE_PASSWORD;

/**
 * The smoke suites' test. Against a console that is already running (E2E_BASE_URL) with a registry of QA's own
 * (E2E_REGISTRY), the browser is given that file instead of the deployment's /remotes.json, so QA composes remote
 * versions on a deployed shell. The shell's Content-Security-Policy is still the deployment's: a remote on an origin
 * it does not allow shows "Section unavailable". A locally served shell reads the file itself (REMOTES_FILE).
 */
export const test = base.extend<{ registryOverride: null }>({
  registryOverride: [
    async ({ page }, use) => {
      const file = process.env.E2E_REGISTRY;
      if (file && process.env.E2E_BASE_URL) {
        const body = readFileSync(file, 'utf8');
        await page.route('**/remotes.json', (route) =>
          route.fulfill({
            status: 200,
            contentType: 'application/json',
            body,
            headers: { 'cache-control': 'no-store' },
          }),
        );
      }
      await use(null);
    },
    { auto: true },
  ],
});

/** The rail entry of a remote, by its federation name. */
export function railEntry(remote: RailEntry['remote']): RailEntry {
  const entry = RAIL.find((candidate) => candidate.remote === remote);
  if (!entry) throw new Error(`${remote} has no rail entry`);
  return entry;
}

/** The part of a remotes.json line the smoke suites read. */
interface RegistryLine {
  name: string;
  manifest: string;
  version?: string;
}

/** The console's remotes: package folder and federation name (shared-contracts/src/remotes.json). */
function consoleRemotes(): { package: string; name: string }[] {
  const file = new URL('../../shared-contracts/src/remotes.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { remotes: { package: string; name: string }[] }).remotes;
}

/** The rail entry of a remote, by its package folder (a smoke project's name), such as `mfe-incidents`. */
export function railEntryOfPackage(packageName: string): RailEntry {
  const remote = consoleRemotes().find((candidate) => candidate.package === packageName);
  if (!remote) throw new Error(`${packageName} is not one of the console's remotes`);
  return railEntry(remote.name as RailEntry['remote']);
}

/**
 * Which build of the remote the page loaded: its registry line as the browser reads it, checked against the manifests
 * the page fetched. Printed and kept as the test's annotation, so that a run says which composition it checked.
 */
async function expectLoadedFromRegistry(page: Page, entry: RailEntry, manifests: readonly string[]): Promise<void> {
  const registry = await page.evaluate(async () => {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    return (await response.json()) as { remotes: RegistryLine[] };
  });
  const line = registry.remotes.find((candidate) => candidate.name === entry.remote);
  if (!line) throw new Error(`${entry.remote} has no line in the registry the shell serves`);
  const manifest = new URL(line.manifest, page.url()).toString();
  expect(manifests, `${entry.remote}'s manifest of the registry, ${manifest}, was loaded`).toContain(manifest);
  const loaded = `${entry.remote} ${line.version ?? '(no version: a build, not a release)'} from ${manifest}`;
  test.info().annotations.push({ type: 'remote', description: loaded });
  console.log(`Loaded ${loaded}`);
}

/**
 * Signs in at the remote's path and checks that the section mounted from the registry's manifest: its title and tabs,
 * and the remote's own element. A section that shows "Section unavailable" fails at once with the reason it shows.
 */
export async function openSection(page: Page, entry: RailEntry): Promise<Locator> {
  const manifests: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('/mf-manifest.json')) manifests.push(response.url());
  });
  await openSignedIn(page, entry.path, email, password);
  const remote = page.locator(`[data-remote="${entry.remote}"]`);
  const unavailable = page.getByText('Section unavailable');
  await expect(remote.or(unavailable).first()).toBeVisible({ timeout: 30_000 });
  if (await unavailable.isVisible()) {
    const screen = (await page.locator('main').innerText()).replace(/\s+/g, ' ').trim();
    throw new Error(`${entry.nav} (${entry.remote}) did not mount: the page shows "${screen}"`);
  }
  await expect(headerTitle(page)).toHaveText(entry.title);
  await expectLoadedFromRegistry(page, entry, manifests);
  // Its rail entry leads to it, with its tabs.
  await expectRailEntryWorks(page, entry);
  return remote;
}

/**
 * The compatibility gate's other outcome (`npm run compat`, scripts/compat-matrix.mjs): a remote the shell must refuse
 * (another major of the kit, another contract version). Signs in at the remote's path and checks that the shell
 * refused it cleanly: "Section unavailable" with the reason, nothing of the remote mounted, no error thrown in the page;
 * and that the rest of the console works: the rail leads to another section, one expected to mount. The reason the page
 * gives is printed and kept as the test's annotation.
 */
export async function expectSectionUnavailable(page: Page, entry: RailEntry): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openSignedIn(page, entry.path, email, password);
  await expect(page.getByText('Section unavailable')).toBeVisible({ timeout: 30_000 });
  const reason = page.getByText(`${entry.nav} could not be loaded.`);
  await expect(reason).toBeVisible();
  await expect(page.locator(`[data-remote="${entry.remote}"]`)).toHaveCount(0);
  const said = (await reason.innerText()).replace(/\s+/g, ' ').trim();
  test.info().annotations.push({ type: 'unavailable', description: said });
  console.log(`${entry.remote}: Section unavailable, "${said}"`);
  // The rest works: the rail leads to a section expected to mount in this run (E2E_SMOKE_UNAVAILABLE names those that
  // are not), or when none is, the shell still serves its own page.
  const refused = (process.env.E2E_SMOKE_UNAVAILABLE ?? '').split(',');
  const mounting = consoleRemotes().filter((remote) => !refused.includes(remote.package));
  const other = RAIL.find((candidate) => mounting.some((remote) => remote.name === candidate.remote));
  if (other) {
    await expectRailEntryWorks(page, other);
  } else {
    await page.goto('/integrations');
    await expect(page.getByText('Coming Soon')).toBeVisible();
  }
  expect(errors, 'errors thrown in the page').toEqual([]);
}

export { expect };
