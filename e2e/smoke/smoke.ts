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

export { expect };
