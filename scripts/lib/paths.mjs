import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

/** Repository root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const registry = JSON.parse(readFileSync(join(ROOT, 'shared-contracts', 'src', 'remotes.json'), 'utf8'));

/** The remotes, written once in shared-contracts/src/remotes.json: package folder, federation name, mount path. */
export const REMOTES = registry.remotes.map((remote) => ({
  dir: remote.package,
  name: remote.name,
  mountPath: remote.mountPath,
}));

/** The shell-to-remote contract version the registry declares for every remote. */
export const CONTRACT_VERSION = registry.contractVersion;

/** Every app that webpack builds: the host and the remotes. */
export const APPS = ['host-shell', ...REMOTES.map((remote) => remote.dir)];

/** Local identity provider's project id, shared by the API and the shell's runtime config. */
export const LOCAL_PROJECT_ID = 'P2LocalConsole00000000000000';
