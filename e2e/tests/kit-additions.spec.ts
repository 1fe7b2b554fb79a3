import { expect, test, type Locator, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { manifestOf, openSignedIn } from './console';

// A remote built against a newer minor of the kit than the shell's runs in that shell (issue 29, item 1): the fixture
// (scripts/kit-ahead.mjs, which the compatibility gate builds too) is a copy of the kit one minor ahead with a synthetic
// piece, KitProbe (antd's Table, an icon, the kit internal ensureStyle, antd's Tag and theme, the router and the shell's
// context), and a new icon, RocketOutlined, and a copy of the Devices remote that renders both; the shell is this
// tree's build, which lacks them. The remote's build brings them (build-tools/kit-additions.cjs) and the page serves
// that build in place of the Devices remote.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);

interface Fixture {
  folder: string;
  dist: string;
  shellKit: string;
  newerKit: string;
}

/** Builds the fixture (scripts/kit-ahead.mjs) in a temporary folder. */
async function buildFixture(): Promise<Fixture> {
  const folder = await mkdtemp(join(tmpdir(), 'kit-additions-'));
  const { stdout } = await run(process.execPath, [join(ROOT, 'scripts', 'kit-ahead.mjs'), folder], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const built = JSON.parse(stdout.trim().split('\n').pop()!) as Omit<Fixture, 'folder'>;
  return { folder, ...built };
}

/**
 * Serves the fixture's build in place of the Devices remote (same origin, so the shell's policy lets it load); answers
 * the files the page fetched from it. `rewrite` changes the manifest served.
 */
async function serveFixture(page: Page, dist: string, rewrite?: (manifest: ManifestJson) => void): Promise<string[]> {
  const manifest = await manifestOf(page, 'mfe_devices');
  const folder = manifest.replace(/mf-manifest\.json$/, '');
  const fetched: string[] = [];
  await page.route(`${folder}**`, async (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop()!;
    fetched.push(file);
    if (file === 'mf-manifest.json') {
      const json = JSON.parse(await readFile(join(dist, file), 'utf8')) as ManifestJson;
      rewrite?.(json);
      await route.fulfill({ json, headers: { 'access-control-allow-origin': '*' } });
      return;
    }
    await route.fulfill({ path: join(dist, file), headers: { 'access-control-allow-origin': '*' } });
  });
  return fetched;
}

interface ManifestJson {
  shared: { name: string; version?: string; requiredVersion?: string }[];
}

let fixture: Fixture;

test.describe('a remote built against a newer minor of the kit', () => {
  test.beforeAll(async () => {
    // A production build of a remote on a loaded machine: minutes, not seconds.
    test.setTimeout(900_000);
    fixture = await buildFixture();
  });
  test.afterAll(async () => {
    if (fixture) await rm(fixture.folder, { recursive: true, force: true });
  });

  test('declares the least kit it needs and brings the newer pieces, which render in the older shell with its contexts', async ({
    page,
  }) => {
    const manifest = JSON.parse(await readFile(join(fixture.dist, 'mf-manifest.json'), 'utf8')) as ManifestJson;
    const kit = manifest.shared.find((shared) => shared.name === 'shared-ui');
    // The copies read antd's Table and the icon base from the shell's kit: the remote needs the first kit that has
    // them (the record of each export's first version) or what the Devices remote's own code needs, whichever is later;
    // not the newer kit it was built with.
    const record = JSON.parse(await readFile(join(ROOT, 'shared-ui', 'api-versions.json'), 'utf8')) as {
      exports: Record<string, Record<string, string>>;
    };
    const own = JSON.parse(
      await readFile(join(ROOT, 'mfe-devices', 'dist', 'mf-manifest.json'), 'utf8'),
    ) as ManifestJson;
    const ownRange = own.shared.find((shared) => shared.name === 'shared-ui')?.requiredVersion ?? '^0.0.0';
    const needed = [record.exports['.']!.Table!, record.exports['.']!.AntdIcon!, ownRange.slice(1)]
      .map((version) => version.split('.').map(Number))
      .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!)
      .at(-1)!
      .join('.');
    expect(kit).toMatchObject({ version: fixture.newerKit, requiredVersion: `^${needed}` });
    const fetched = await serveFixture(page, fixture.dist);
    await openSignedIn(page, '/devices');
    const probe = page.getByTestId('kit-probe');
    await expect(probe.locator('.ant-tag')).toHaveText('Kit probe at /devices');
    // The shell's antd theme (the console's brand colour, not antd's default), its router and its shell context.
    await expect(probe).toHaveAttribute('data-primary', /^#6a00ff$/i);
    await expect(probe).toHaveAttribute('data-shell', 'object');
    // antd's Table through the kit, styled by the shell's one antd context: the same theme class (antd's style hash of
    // the console's theme) as the Devices grid's own Table (a second antd, outside the shell's ConfigProvider, would
    // hash antd's default theme).
    const table = probe.locator('.ant-table-wrapper');
    await expect(table.getByRole('columnheader', { name: 'Brought piece' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'antd Table through the kit' })).toBeVisible();
    const themeClasses = (locator: Locator) =>
      locator.evaluate((element) => [...element.classList].filter((name) => name.startsWith('css-')).sort());
    const probeTheme = await themeClasses(table);
    expect(probeTheme).toContainEqual(expect.stringMatching(/^css-\w+$/));
    // The probe's table, then the Devices grid's.
    const tables = page.locator('.ant-table-wrapper');
    await expect(tables).toHaveCount(2);
    const gridTable = tables.last();
    expect(await themeClasses(gridTable)).toEqual(probeTheme);
    // Icons: the piece's own icon and the kit's new icon, each its definition drawn by the shell's icon base (its
    // icon context's class prefix, anticon).
    await expect(probe.locator('.ant-tag .anticon.anticon-rocket svg')).toBeVisible();
    await expect(page.getByTestId('kit-probe-icon')).toHaveClass(/\banticon anticon-rocket\b/);
    await expect(page.getByTestId('kit-probe-icon').locator('svg')).toBeVisible();
    // The kit internal it copied (ensureStyle) added its style once.
    await expect(page.locator('style#kit-probe-style')).toHaveCount(1);
    // The rest of the page is the Devices remote's, working.
    await expect(page.getByRole('switch', { name: /^Agent of / }).first()).toBeVisible();
    await expect(page.getByText('Section unavailable')).toHaveCount(0);
    // The shell lacks KitProbe and RocketOutlined, so the fallback chunk loaded.
    expect(fetched.some((file) => /^kit-additions\.[0-9a-f]+\.js$/.test(file))).toBe(true);
    await page.screenshot({ path: test.info().outputPath('kit-probe.png'), fullPage: true });
  });

  test('another major is still refused before any of its code loads', async ({ page }) => {
    const fetched = await serveFixture(page, fixture.dist, (json) => {
      for (const shared of json.shared) {
        if (shared.name.startsWith('shared-ui'))
          shared.requiredVersion = `^${Number(fixture.shellKit.split('.')[0]) + 1}.0.0`;
      }
    });
    await openSignedIn(page, '/devices');
    await expect(page.getByText('Section unavailable')).toBeVisible();
    await expect(page.getByText(/another major version of the console’s kit/)).toBeVisible();
    expect(fetched).toEqual(['mf-manifest.json']);
  });
});
