import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ShellRegistry } from '../runtime-config/load-runtime-config';
import type { RemoteModuleLoader } from './remote-module-store';
import {
  createIntegrityLookup,
  createIntegrityRequirement,
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
  const integrity = createIntegrityLookup(registry, document.baseURI);
  installRemoteIntegrity(integrity);
  registerPlugins([withIntegrity(createTimeoutPlugin(), integrity), createKitCompatibilityPlugin()]);
  const refuseUnchecked = createIntegrityRequirement(registry, requireIntegrity);
  registerRemotes(registry.remotes.map((remote) => ({ name: remote.name, entry: remote.manifest })));
  return async (entry, { force }) => {
    refuseUnchecked(entry.name);
    // force drops the cached manifest, entry script and module of a failed attempt.
    if (force) registerRemotes([{ name: entry.name, entry: entry.manifest }], { force: true });
    return loadRemote(`${entry.name}/${EXPOSED_MODULE}`);
  };
}
