#!/usr/bin/env node
// A remote built against a kit one minor ahead of this tree's (issue 29, item 1): the fixture of
// e2e/tests/kit-additions.spec.ts and of the compatibility gate's combination E (scripts/compat-matrix.mjs).
//   node scripts/kit-ahead.mjs <folder>   builds it in <folder> (made when missing); prints
//                                          { "dist", "shellKit", "newerKit" } as JSON on its last line
// In <folder>: shared-ui/, a copy of this tree's kit at the next minor with two additions a shell of this tree's kit
// lacks (KitProbe, a synthetic piece, and RocketOutlined, an icon), and mfe-devices/, a copy of the Devices remote whose
// list page renders both, built in production. KitProbe uses what the kit's own pieces use and a copy once could not
// bring: antd's Table (as the data grid does), an icon imported from @ant-design/icons (as every kit piece does), a kit
// internal (ensureStyle, as ChartMarks does), besides antd's Tag and theme, the router and the shell's context. The
// remote's build brings both (build-tools/kit-additions.cjs) in its kit-additions chunk.
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, readdir, realpath, symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { ROOT } from './lib/paths.mjs';

const run = promisify(execFile);

/** The synthetic piece of the newer kit. */
const KIT_PROBE = `import RocketOutlined from '@ant-design/icons/es/icons/RocketOutlined';
import { Table, Tag, theme } from 'antd';
import { useLocation } from 'react-router';
import { ensureStyle } from '../data-grid/ensure-style';
import { useShell } from '../shell';

const PROBE_STYLE = '.kit-probe-table th { letter-spacing: 0.02em; }';

/** A piece of a newer kit (a test fixture): says where it is, for whom, and with which theme, in antd's Table. */
export function KitProbe() {
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const shell = useShell();
  ensureStyle('kit-probe-style', PROBE_STYLE);
  return (
    <div data-testid="kit-probe" data-primary={token.colorPrimary} data-shell={typeof shell.api}>
      <Tag icon={<RocketOutlined />}>Kit probe at {pathname}</Tag>
      <Table
        className="kit-probe-table"
        size="small"
        pagination={false}
        rowKey="piece"
        columns={[{ title: 'Brought piece', dataIndex: 'piece' }]}
        dataSource={[{ piece: 'antd Table through the kit' }]}
      />
    </div>
  );
}
`;

/** The two additions of the newer kit, appended to its main entry point. */
const ADDITIONS = [
  "export * from './components/kit-probe';",
  "export { default as RocketOutlined } from '@ant-design/icons/es/icons/RocketOutlined';",
];

/**
 * Builds the fixture in `folder`; answers the remote's build folder (`dist`), this tree's kit version (`shellKit`)
 * and the newer kit's (`newerKit`).
 * @param {string} folder
 * @returns {Promise<{ dist: string, shellKit: string, newerKit: string }>}
 */
export async function buildKitAheadRemote(folder) {
  const kit = join(folder, 'shared-ui');
  const remote = join(folder, 'mfe-devices');
  const manifest = JSON.parse(await readFile(join(ROOT, 'shared-ui', 'package.json'), 'utf8'));
  const [major, minor] = manifest.version.split('.').map(Number);
  const newerKit = `${major}.${minor + 1}.0`;
  // The newer kit: its sources with the additions, its version and record one minor ahead.
  await mkdir(kit, { recursive: true });
  await cp(join(ROOT, 'shared-ui', 'src'), join(kit, 'src'), { recursive: true });
  await cp(join(ROOT, 'shared-ui', 'tsconfig.json'), join(kit, 'tsconfig.json'));
  await symlink(await realpath(join(ROOT, 'shared-ui', 'node_modules')), join(kit, 'node_modules'));
  await writeFile(join(kit, 'src', 'components', 'kit-probe.tsx'), KIT_PROBE);
  const index = join(kit, 'src', 'index.ts');
  await writeFile(index, `${await readFile(index, 'utf8')}${ADDITIONS.join('\n')}\n`);
  await writeFile(join(kit, 'package.json'), JSON.stringify({ ...manifest, version: newerKit }, null, 2));
  const record = JSON.parse(await readFile(join(ROOT, 'shared-ui', 'api-versions.json'), 'utf8'));
  record.version = newerKit;
  record.exports['.'].KitProbe = newerKit;
  record.exports['.'].RocketOutlined = newerKit;
  await writeFile(join(kit, 'api-versions.json'), JSON.stringify(record, null, 2));
  // The remote: its sources with KitProbe and the icon above its page, its packages as installed but the kit.
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
      "import { KitProbe, RocketOutlined, remoteRouteModule } from 'shared-ui';",
    )
    .replace(
      'list: <DevicesPage />',
      'list: (\n      <>\n        <KitProbe />\n        <RocketOutlined data-testid="kit-probe-icon" />\n        <DevicesPage />\n      </>\n    )',
    );
  if (withProbe === entry || !withProbe.includes('<KitProbe />')) throw new Error('the Devices entry changed shape');
  await writeFile(entryFile, withProbe);
  await run(process.execPath, [join(ROOT, 'build-tools', 'bin', 'webpack.cjs'), '--mode', 'production'], {
    cwd: remote,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { dist: join(remote, 'dist'), shellKit: manifest.version, newerKit };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [folder] = process.argv.slice(2);
  if (!folder) {
    console.error('usage: node scripts/kit-ahead.mjs <folder>');
    process.exit(2);
  }
  buildKitAheadRemote(resolve(folder)).then(
    (built) => console.log(JSON.stringify(built)),
    (error) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exit(1);
    },
  );
}
