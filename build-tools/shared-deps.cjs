// The one shared-dependency preset of the host and every remote: singletons with explicit versions.
const { existsSync, readFileSync, realpathSync } = require('node:fs');
const { dirname, join } = require('node:path');

/**
 * Packages shared as singletons; `via` names the package whose install brings a transitive one, `entryOf` the
 * package whose version an extra entry point carries. antd and @ant-design/icons are not shared: a shared module is
 * never tree-shaken, so the host and the remotes reach antd through shared-ui (the design-system singleton), which
 * re-exports only the components the console uses. `shared-ui/core` is the light part the sign-in page needs; the
 * host provides both entry points, so one antd (one ConfigProvider and cssinjs context) serves every remote.
 */
const SHARED_PACKAGES = [
  { name: 'react', subpaths: true },
  { name: 'react-dom', subpaths: true },
  { name: 'react-router', via: 'react-router-dom' },
  { name: 'react-router-dom' },
  { name: '@ant-design/cssinjs', via: 'antd' },
  { name: 'dayjs' },
  { name: 'swr' },
  { name: 'shared-contracts', via: 'shared-ui', workspace: true },
  { name: 'shared-ui', workspace: true },
  { name: 'shared-ui/core', entryOf: 'shared-ui', workspace: true },
];

function packageJsonPath(fromDir, name) {
  const linked = join(fromDir, 'node_modules', name);
  if (!existsSync(linked)) return undefined;
  return join(realpathSync(linked), 'package.json');
}

/** Installed version of `name` as seen from the app, or through the package that depends on it. */
function installedVersion(appDir, { name: entryName, via, entryOf }) {
  const name = entryOf ?? entryName;
  let file = packageJsonPath(appDir, name);
  if (!file && via) {
    const viaFile = packageJsonPath(appDir, via);
    // pnpm keeps a package's dependencies beside it in the store (or in its own node_modules for workspace packages).
    if (viaFile) {
      const viaDir = dirname(viaFile);
      const storeSibling = join(dirname(viaDir), name, 'package.json');
      file = existsSync(storeSibling) ? storeSibling : packageJsonPath(viaDir, name);
    }
  }
  if (!file) throw new Error(`shared-deps: cannot find ${name} from ${appDir}; run the install first`);
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

/**
 * The `shared` option of ModuleFederationPlugin for the app in `appDir`. Third-party packages accept any
 * compatible minor (`^installed`); the workspace packages are pinned to their exact version.
 */
function createSharedDeps(appDir) {
  const shared = {};
  for (const entry of SHARED_PACKAGES) {
    const version = installedVersion(appDir, entry);
    const config = {
      singleton: true,
      version,
      requiredVersion: entry.workspace ? version : `^${version}`,
      strictVersion: false,
    };
    shared[entry.name] = config;
    if (entry.subpaths) shared[`${entry.name}/`] = { ...config };
  }
  return shared;
}

module.exports = { SHARED_PACKAGES, createSharedDeps };
