// The one shared-dependency preset of the host and every remote: singletons with explicit versions.
const { existsSync, readFileSync, realpathSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { planKit } = require('./kit-range.cjs');

/**
 * Packages shared as singletons (`entryOf` names the package whose version an extra entry point carries). A shared
 * module is never tree-shaken, so only what must exist once per page is shared:
 * - react and react-dom (one renderer), dayjs (plugins and locale are global), swr (one fetch cache);
 * - shared-ui, the design-system singleton, and `shared-ui/core`, its light part that the sign-in page needs. The
 *   host provides both, so one antd (one ConfigProvider and cssinjs context) and one react-router (one router
 *   context) serve every remote: apps reach antd, its icons and the router only through shared-ui, which re-exports
 *   the pieces the console uses and bundles them tree-shaken.
 * antd, @ant-design/icons, @ant-design/cssinjs and react-router are therefore not shared themselves, and neither is
 * shared-contracts (stateless types, constants and helpers): each app bundles the parts it uses.
 */
const SHARED_PACKAGES = [
  { name: 'react', subpaths: true },
  { name: 'react-dom', subpaths: true },
  { name: 'dayjs' },
  { name: 'swr' },
  { name: 'shared-ui', workspace: true },
  { name: 'shared-ui/core', entryOf: 'shared-ui', workspace: true },
];

function packageJsonPath(fromDir, name) {
  const linked = join(fromDir, 'node_modules', name);
  if (!existsSync(linked)) return undefined;
  return join(realpathSync(linked), 'package.json');
}

/** Installed version of `name` as the app sees it (an extra entry point carries its package's version). */
function installedVersion(appDir, { name: entryName, entryOf }) {
  const name = entryOf ?? entryName;
  const file = packageJsonPath(appDir, name);
  if (!file) throw new Error(`shared-deps: cannot find ${name} from ${appDir}; run the install first`);
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

/**
 * What the app in `appDir` asks of the shell's kit (build-tools/kit-range.cjs): each entry point's range, and with
 * `bring` (a remote's production build) the newer pieces its build brings as a fallback.
 * @param {string} appDir
 * @param {{ bring?: boolean }} [options]
 */
function kitPlan(appDir, options) {
  const version = installedVersion(appDir, { name: 'shared-ui' });
  return planKit(appDir, dirname(packageJsonPath(appDir, 'shared-ui')), version, options);
}

/**
 * The `shared` option of ModuleFederationPlugin for the app in `appDir`. Third-party packages accept any
 * compatible minor (`^installed`); the kit's entry points declare `^major.<least minor>.0`: the least minor of the kit
 * that has every name the app imports from that entry point (build-tools/kit-range.cjs, from the record
 * shared-ui/api-versions.json), not the minor it was built with. The build writes the range into the app's
 * mf-manifest.json, where the shell reads it before it loads the remote (host-shell/src/federation/kit-compatibility.ts):
 * a shell whose kit has that minor or a newer one of the major serves it, another major is refused.
 * @param {string} appDir
 * @param {{ fallback?: boolean, kit?: { ranges: Record<string, { range: string }> } }} [options] `fallback: false`
 *   builds no copy of its own (`import: false`): the app only consumes what the host provides. A remote's production
 *   build does this, since the host provides every one. `kit` is the app's plan (kitPlan), computed when not given.
 */
function createSharedDeps(appDir, { fallback = true, kit = kitPlan(appDir) } = {}) {
  const shared = {};
  const { ranges } = kit;
  for (const entry of SHARED_PACKAGES) {
    const version = installedVersion(appDir, entry);
    const config = {
      singleton: true,
      version,
      requiredVersion: entry.workspace ? ranges[entry.name].range : `^${version}`,
      strictVersion: false,
      ...(fallback ? {} : { import: false }),
    };
    shared[entry.name] = config;
    if (entry.subpaths) shared[`${entry.name}/`] = { ...config };
  }
  return shared;
}

module.exports = { SHARED_PACKAGES, createSharedDeps, kitPlan };
