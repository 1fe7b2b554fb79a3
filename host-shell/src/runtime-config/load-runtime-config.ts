import { REMOTES, type RemoteRegistry, type RemoteRegistryEntry, type RuntimeConfig } from 'shared-contracts';

/**
 * The runtime configuration with the API base URL resolved. `requireRemoteIntegrity` (the shell's own setting): load
 * only remotes whose registry line has integrity hashes; the others show "Section unavailable".
 */
export type ResolvedRuntimeConfig = RuntimeConfig & { apiBaseUrl: string; requireRemoteIntegrity?: boolean };

/**
 * A registry line as the shell reads it: the contract's fields, and for a version promoted with `npm run release`
 * (scripts/release.mjs) its version and the subresource integrity (`sha384-…`) of its manifest and scripts, by path
 * relative to the manifest's folder. The remotes never read these, so they are the shell's, not the contract's.
 */
export interface ShellRegistryEntry extends RemoteRegistryEntry {
  version?: string;
  integrity?: Record<string, string>;
}

/** The registry as the shell reads it. */
export interface ShellRegistry extends RemoteRegistry {
  remotes: ShellRegistryEntry[];
}

/** SPEC §7: the API host is the current host with 'app' replaced by 'api'. */
export function deriveApiBaseUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol}//${location.host.replace('app', 'api')}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A line's integrity map: absent, or relative paths to `sha256-`, `sha384-` or `sha512-` base64 digests. */
function isIntegrityMap(value: unknown): boolean {
  if (value === undefined) return true;
  return (
    isRecord(value) &&
    Object.values(value).every((hash) => typeof hash === 'string' && /^sha(256|384|512)-[A-Za-z0-9+/]+=*$/.test(hash))
  );
}

function isRegistryEntry(value: unknown): value is ShellRegistryEntry {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.manifest === 'string' &&
    typeof value.contractVersion === 'number' &&
    (value.version === undefined || typeof value.version === 'string') &&
    // A malformed integrity map drops the line (its section shows as unavailable) rather than load it unchecked.
    isIntegrityMap(value.integrity)
  );
}

/** Reads `config.json`; throws when it is missing or has no project id. */
export function parseRuntimeConfig(raw: unknown, location: Pick<Location, 'protocol' | 'host'>): ResolvedRuntimeConfig {
  if (!isRecord(raw) || typeof raw.descopeProjectId !== 'string' || raw.descopeProjectId === '') {
    throw new Error('config.json has no descopeProjectId');
  }
  const config = raw as unknown as RuntimeConfig;
  return { ...config, apiBaseUrl: (config.apiBaseUrl || deriveApiBaseUrl(location)).replace(/\/+$/, '') };
}

/** Facts of the console's build that a registry line once restated; the shell never reads them from the line. */
const RESTATED_FIELDS = ['mountPath', 'exposed'] as const;

/**
 * Whether the line names one of the console's remotes; warns about a line of an unknown remote (ignored: the console
 * has no route to mount it on) and about a line restating a build fact (kept: the fact is not read from it).
 */
function isKnownRemote(line: RemoteRegistryEntry): boolean {
  const remote = REMOTES.find((candidate) => candidate.name === line.name);
  if (!remote) {
    const known = REMOTES.map((candidate) => candidate.name).join(', ');
    console.warn(`remotes.json: ignored the line of ${line.name}, which is not a remote of this console (${known})`);
    return false;
  }
  const restated = RESTATED_FIELDS.filter((field) => field in line);
  if (restated.length > 0) {
    console.warn(
      `remotes.json: the line of ${line.name} restates ${restated.join(', ')}, which the console does not read: ` +
        `it mounts ${line.name} at ${remote.mountPath}, as built`,
    );
  }
  return true;
}

/** Reads `remotes.json`, keeping the well-formed lines of the console's remotes and warning about the others. */
export function parseRemoteRegistry(raw: unknown): ShellRegistry {
  const lines = isRecord(raw) && Array.isArray(raw.remotes) ? raw.remotes : [];
  const wellFormed = lines.filter(isRegistryEntry);
  if (wellFormed.length !== lines.length)
    console.warn('remotes.json: ignored malformed entries', lines.length - wellFormed.length);
  return { remotes: wellFormed.filter(isKnownRemote) };
}

async function fetchJson(path: string): Promise<unknown> {
  // The registry and config change without a rebuild; never take them from a cache.
  const response = await fetch(path, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** Fetches the runtime configuration and the remote registry served beside the shell. */
export async function loadRuntimeConfig(): Promise<{ config: ResolvedRuntimeConfig; registry: ShellRegistry }> {
  const [config, registry] = await Promise.all([
    fetchJson('/config.json').then((raw) => parseRuntimeConfig(raw, window.location)),
    fetchJson('/remotes.json').then(parseRemoteRegistry),
  ]);
  return { config, registry };
}
