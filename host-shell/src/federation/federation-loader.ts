import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ShellRegistry } from '../runtime-config/load-runtime-config';
import type { RemoteModuleLoader } from './remote-module-store';
import {
  createIntegrityRequirement,
  createIntegrityTable,
  installRemoteIntegrity,
  withIntegrity,
} from './integrity-plugin';
import { createKitCompatibilityPlugin } from './kit-compatibility';
import { createTimeoutPlugin } from './timeout-plugin';

/** The one module every remote exposes (`exposes: { './routes': … }` in its build): a contract fact, not a registry one. */
const EXPOSED_MODULE = 'routes';

/**
 * Registers the registry's remotes with the federation runtime at run time (never at build time)
 * and answers a loader for the store. `requireIntegrity` refuses the lines without integrity hashes.
 */
export function createFederationLoader(
  registry: ShellRegistry,
  { requireIntegrity = false }: { requireIntegrity?: boolean } = {},
): RemoteModuleLoader {
  // Integrity (issue 29): the files of a line with hashes load only when they match them, chunks included.
  const integrity = createIntegrityTable(document.baseURI);
  for (const remote of registry.remotes) integrity.add(remote);
  installRemoteIntegrity(integrity.lookup);
  registerPlugins([withIntegrity(createTimeoutPlugin(), integrity.lookup), createKitCompatibilityPlugin()]);
  const refuseUnchecked = createIntegrityRequirement(registry, requireIntegrity);
  registerRemotes(registry.remotes.map((remote) => ({ name: remote.name, entry: remote.manifest })));
  const registered = new Map(registry.remotes.map((remote) => [remote.name, remote.manifest]));
  return async (entry, { force }) => {
    // A line the API resolved for the tenant carries its hashes; a static line is checked against the requirement.
    if (!entry.integrity) refuseUnchecked(entry.name);
    const moved = registered.get(entry.name) !== entry.manifest;
    if (moved) {
      // The tenant's line (issue 29, item 3): its hashes join the page's table before any of its files load.
      integrity.add(entry);
      registered.set(entry.name, entry.manifest);
    }
    // force drops the cached manifest, entry script and module of a failed attempt (or of another version's line).
    if (force || moved) registerRemotes([{ name: entry.name, entry: entry.manifest }], { force: true });
    return loadRemote(`${entry.name}/${EXPOSED_MODULE}`);
  };
}
