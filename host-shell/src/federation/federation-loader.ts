import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from 'shared-contracts';
import type { RemoteModuleLoader } from './remote-module-store';
import { createKitCompatibilityPlugin } from './kit-compatibility';
import { createTimeoutPlugin } from './timeout-plugin';

/** The one module every remote exposes (`exposes: { './routes': … }` in its build): a contract fact, not a registry one. */
const EXPOSED_MODULE = 'routes';

/**
 * Registers the registry's remotes with the federation runtime at run time (never at build time)
 * and answers a loader for the store.
 */
export function createFederationLoader(registry: RemoteRegistry): RemoteModuleLoader {
  registerPlugins([createTimeoutPlugin(), createKitCompatibilityPlugin()]);
  registerRemotes(registry.remotes.map((remote) => ({ name: remote.name, entry: remote.manifest })));
  return async (entry, { force }) => {
    // force drops the cached manifest, entry script and module of a failed attempt.
    if (force) registerRemotes([{ name: entry.name, entry: entry.manifest }], { force: true });
    return loadRemote(`${entry.name}/${EXPOSED_MODULE}`);
  };
}
