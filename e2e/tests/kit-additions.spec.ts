import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openSignedIn } from './console';

// A remote built against a newer minor of the kit than the shell's runs in that shell (issue 29, item 1): the fixture
// is a copy of the kit one minor ahead with a synthetic piece, KitProbe, and a copy of the Devices remote that renders
// it; the shell is this tree's build, which lacks it. The remote's build brings KitProbe (build-tools/kit-additions.cjs)
// and the page serves that build in place of the Devices remote.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);

/** The synthetic piece: antd's Tag and theme, the router and the shell's context, all read through the kit. */
const KIT_PROBE = `import { Tag, theme } from 'antd';
import { useLocation } from 'react-router';
import { useShell } from '../shell';

/** A piece of a newer kit (a test fixture): says where it is, for whom, and with which theme. */
export function KitProbe() {
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const shell = useShell();
  return (
    <Tag data-testid="kit-probe" data-primary={token.colorPrimary} data-shell={typeof shell.api}>
      Kit probe at {pathname}
    </Tag>
  );
}
`;

interface Fixture {
  folder: string;
  dist: string;
  shellKit: string;
  newerKit: string;
}

/** Builds the fixture: the kit one minor ahead with KitProbe, and the Devices remote built against it. */
async function buildFixture(): Promise<Fixture> {
  const folder = await mkdtemp(join(tmpdir(), 'kit-additions-'));
  const kit = join(folder, 'shared-ui');
  const remote = join(folder, 'mfe-devices');
  const manifest = JSON.parse(await readFile(join(ROOT, 'shared-ui', 'package.json'), 'utf8')) as { version: string };
  const [major, minor] = manifest.version.split('.').map(Number);
  const newerKit = `${major}.${minor! + 1}.0`;
  // The newer kit: its sources, KitProbe exported, its version and record one minor ahead.
  await mkdir(kit);
  await cp(join(ROOT, 'shared-ui', 'src'), join(kit, 'src'), { recursive: true });
  await cp(join(ROOT, 'shared-ui', 'tsconfig.json'), join(kit, 'tsconfig.json'));
  await symlink(await realpath(join(ROOT, 'shared-ui', 'node_modules')), join(kit, 'node_modules'));
  await writeFile(join(kit, 'src', 'components', 'kit-probe.tsx'), KIT_PROBE);
  await writeFile(
    join(kit, 'src', 'index.ts'),
    `${await readFile(join(kit, 'src', 'index.ts'), 'utf8')}export * from './components/kit-probe';\n`,
  );
  await writeFile(join(kit, 'package.json'), JSON.stringify({ ...manifest, version: newerKit }, null, 2));
  const record = JSON.parse(await readFile(join(ROOT, 'shared-ui', 'api-versions.json'), 'utf8')) as {
    version: string;
    exports: Record<string, Record<string, string>>;
  };
  record.version = newerKit;
  record.exports['.']!.KitProbe = newerKit;
  await writeFile(join(kit, 'api-versions.json'), JSON.stringify(record, null, 2));
  // The remote: its sources with KitProbe above its page, its packages as installed but the kit.
  await mkdir(join(remote, 'node_modules'), { recursive: true });
  for (const file of ['package.json', 'webpack.config.cjs'])
    await cp(join(ROOT, 'mfe-devices', file), join(remote, file));
  await cp(join(ROOT, 'mfe-devices', 'src'), join(remote, 'src'), { recursive: true });
  for (const entry of await readdir(join(ROOT, 'mfe-devices', 'node_modules'))) {
    if (entry.startsWith('.')) continue;
    const target = entry === 'shared-ui' ? kit : await realpath(join(ROOT, 'mfe-devices', 'node_modules', entry));
    await symlink(target, join(remote, 'node_modules', entry));
  }
  const entryFile = join(remote, 'src', 'remote-entry.tsx');
  const entry = await readFile(entryFile, 'utf8');
  const withProbe = entry
    .replace(
      "import { remoteRouteModule } from 'shared-ui';",
      "import { KitProbe, remoteRouteModule } from 'shared-ui';",
    )
    .replace(
      'list: <DevicesPage />',
      'list: (\n      <>\n        <KitProbe />\n        <DevicesPage />\n      </>\n    )',
    );
  if (withProbe === entry || !withProbe.includes('<KitProbe />')) throw new Error('the Devices entry changed shape');
  await writeFile(entryFile, withProbe);
  await run(process.execPath, [join(ROOT, 'build-tools', 'bin', 'webpack.cjs'), '--mode', 'production'], {
    cwd: remote,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { folder, dist: join(remote, 'dist'), shellKit: manifest.version, newerKit };
}

/** The URL of the Devices remote's manifest in the served registry. */
async function devicesManifest(page: Page): Promise<string> {
  const response = await page.request.get('/remotes.json');
  const { remotes } = (await response.json()) as { remotes: { name: string; manifest: string }[] };
  const line = remotes.find((remote) => remote.name === 'mfe_devices');
  if (!line) throw new Error('mfe_devices is not in the registry');
  return new URL(line.manifest, response.url()).toString();
}

/**
 * Serves the fixture's build in place of the Devices remote (same origin, so the shell's policy lets it load); answers
 * the files the page fetched from it. `rewrite` changes the manifest served.
 */
async function serveFixture(page: Page, dist: string, rewrite?: (manifest: ManifestJson) => void): Promise<string[]> {
  const manifest = await devicesManifest(page);
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

  test('declares the least kit it needs and brings the newer piece, which renders in the older shell with its contexts', async ({
    page,
  }) => {
    const manifest = JSON.parse(await readFile(join(fixture.dist, 'mf-manifest.json'), 'utf8')) as ManifestJson;
    const kit = manifest.shared.find((shared) => shared.name === 'shared-ui');
    expect(kit).toMatchObject({ version: fixture.newerKit, requiredVersion: `^${fixture.shellKit.split('.')[0]}.0.0` });
    const fetched = await serveFixture(page, fixture.dist);
    await openSignedIn(page, '/devices');
    const probe = page.getByTestId('kit-probe');
    await expect(probe).toHaveText('Kit probe at /devices');
    // The shell's antd theme (the console's brand colour, not antd's default), its router and its shell context.
    await expect(probe).toHaveAttribute('data-primary', /^#6a00ff$/i);
    await expect(probe).toHaveAttribute('data-shell', 'object');
    await expect(probe).toHaveClass(/\bant-tag\b/);
    // The rest of the page is the Devices remote's, working.
    await expect(page.getByRole('switch', { name: /^Agent of / }).first()).toBeVisible();
    await expect(page.getByText('Section unavailable')).toHaveCount(0);
    // The shell lacks KitProbe, so the fallback chunk loaded.
    expect(fetched.some((file) => /^kit-additions\.[0-9a-f]+\.js$/.test(file))).toBe(true);
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
