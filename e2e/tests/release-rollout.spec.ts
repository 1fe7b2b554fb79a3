import { expect, test, type Browser, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openSignedIn } from './console';

// Issue 29, item 3: per-tenant rollout from the Releases page. Two versions of mfe-reports in the suite's releases
// root; a platform admin promotes the first to all tenants and the second to Acme Corp only; Acme's user loads the
// second, Globex's the first; a rollback from the page gives Acme the first again, and Acme's open page offers a
// reload. mfe-reports, since the journeys that rewrite registry lines (remote-failure, release-integrity) use others.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const shellPort = process.env.E2E_SHELL_PORT ?? '8180';
// The stack's releases root (playwright.config.ts gives the served stack this RELEASES_DIR); its API reads the
// registry there (RELEASES_REGISTRY, scripts/lib/stack.mjs).
const releasesDir = join(process.env.E2E_DATA_DIR ?? '', 'releases');
const registryFile = join(releasesDir, 'registry.json');
const REMOTE = 'mfe-reports';

interface Registry {
  remotes: Record<string, { versions: { version: string; path: string; builtAt: string }[] }>;
}

const readRegistry = async () => JSON.parse(await readFile(registryFile, 'utf8')) as Registry;

/** Releases mfe-reports once per stack with the release command (the tree may have uncommitted changes here). */
async function firstVersion(): Promise<string> {
  if (existsSync(registryFile)) {
    const known = (await readRegistry()).remotes[REMOTE]?.versions[0]?.version;
    if (known) return known;
  }
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(ROOT, 'scripts', 'release.mjs'), REMOTE, '--allow-dirty'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        RELEASES_DIR: releasesDir,
        SHELL_PORT: shellPort,
        REMOTE_PORT_BASE: process.env.E2E_REMOTE_PORT_BASE ?? String(Number(shellPort) + 11),
        RELEASE_BY: 'release-rollout.spec.ts',
      },
    },
  );
  const version = new RegExp(`Released ${REMOTE} (\\S+)`).exec(stdout)?.[1];
  if (!version) throw new Error(`the release printed no version:\n${stdout}`);
  return version;
}

/**
 * A second version: the first one's files recorded under another version in a folder of its own, as the release
 * command records one (a second real build needs a second commit; `npm run bench:release` makes one that way).
 */
async function secondVersion(first: string): Promise<string> {
  const second = `${first}.second`;
  const registry = await readRegistry();
  const record = registry.remotes[REMOTE]!;
  if (record.versions.some((known) => known.version === second)) return second;
  const release = record.versions.find((known) => known.version === first)!;
  await cp(join(releasesDir, release.path), join(releasesDir, REMOTE, second), { recursive: true });
  record.versions.push({ ...release, version: second, path: `${REMOTE}/${second}`, builtAt: new Date().toISOString() });
  await writeFile(registryFile, `${JSON.stringify(registry, null, 2)}\n`);
  return second;
}

test.skip(Boolean(process.env.E2E_BASE_URL), 'releases into the suite’s own stack, not a console already running');

let v1 = '';
let v2 = '';

test.beforeAll(async () => {
  v1 = await firstVersion();
  v2 = await secondVersion(v1);
});

/** The manifests a page fetches, by URL. */
function manifestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mf-manifest.json')) urls.push(request.url());
  });
  return urls;
}

const folderOf = (version: string) => `/releases/${REMOTE}/${encodeURIComponent(version).replace(/%2B/g, '+')}/`;

/** A page of its own (its own session) in the one browser. */
async function signedInPage(
  browser: Browser,
  path: string,
  email: string,
): Promise<{ page: Page; manifests: string[] }> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  const manifests = manifestsOf(page);
  await openSignedIn(page, path, email);
  return { page, manifests };
}

async function promote(page: Page, version: string, tenant?: string) {
  const section = page.locator(`[data-remote-releases="${REMOTE}"]`);
  await section.getByRole('button', { name: `Promote Reports ${version}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Promote Reports ${version}` });
  if (tenant) {
    await dialog.getByText('Named tenants', { exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Tenants' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: tenant }).click();
    await dialog.getByText('Users of the chosen tenants').click();
  }
  await dialog.getByRole('button', { name: 'Promote', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByRole('row', { name: new RegExp(`^${version.replace(/[+.]/g, '\\$&')} `) })).toContainText(
    tenant ?? 'All tenants',
  );
}

test('a version promoted to one tenant from the Releases page reaches that tenant only; a rollback brings a reload offer', async ({
  browser,
}) => {
  const admin = await signedInPage(browser, '/releases', 'root@platform.example');
  await expect(admin.page.getByRole('heading', { level: 1 })).toHaveText('Releases');
  await promote(admin.page, v1);
  await promote(admin.page, v2, 'Acme Corp');

  // Acme's user loads the second version, Globex's the first, each from its release folder (hashes checked).
  const acme = await signedInPage(browser, '/report-templates', 'admin@acme.example');
  await expect(acme.page.locator('[data-remote="mfe_reports"]')).toBeVisible();
  expect(acme.manifests.filter((url) => url.includes(`/releases/${REMOTE}/`))).toEqual([
    expect.stringContaining(folderOf(v2)),
  ]);
  const globex = await signedInPage(browser, '/report-templates', 'multi@globex.example');
  await expect(globex.page.locator('[data-remote="mfe_reports"]')).toBeVisible();
  expect(globex.manifests.filter((url) => url.includes(`/releases/${REMOTE}/`))).toEqual([
    expect.stringContaining(folderOf(v1)),
  ]);

  // Roll back from the page, confirmed in one popover naming what changes.
  await admin.page.getByRole('button', { name: 'Roll back Reports' }).click();
  await expect(admin.page.getByText(`Roll back Reports for Acme Corp from ${v2} to ${v1}?`)).toBeVisible();
  await admin.page.getByRole('button', { name: 'Roll back', exact: true }).click();
  const history = admin.page.getByRole('table', { name: 'History of Reports' });
  await expect(history.getByRole('row').nth(1)).toContainText(`Rolled back${v2} → ${v1}Acme Corp`);

  // Acme's open page keeps working on what it loaded, and offers a reload at a navigation (the lines are re-read
  // after 5 s).
  const rail = acme.page.getByRole('navigation', { name: 'Main navigation' });
  const offer = acme.page.getByText('A new version of Reports is available.');
  await expect(async () => {
    await rail.getByRole('link', { name: 'Dashboard' }).click();
    await rail.getByRole('link', { name: 'Reports' }).click();
    await expect(offer).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(acme.page.locator('[data-remote="mfe_reports"]')).toBeVisible();
  await expect(acme.page.getByText('Section unavailable')).toHaveCount(0);
  const before = acme.manifests.length;
  await acme.page.getByRole('button', { name: 'Reload' }).click();
  await expect(acme.page.locator('[data-remote="mfe_reports"]')).toBeVisible();
  await expect(offer).toHaveCount(0);
  expect(acme.manifests.slice(before).filter((url) => url.includes(`/releases/${REMOTE}/`))).toEqual([
    expect.stringContaining(folderOf(v1)),
  ]);
});
