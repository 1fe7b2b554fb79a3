import { readFile } from 'node:fs/promises';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** One version in the release command's registry (scripts/lib/releases.js): what the API offers to promote. */
const RegistryRelease = Type.Object({
  version: Type.String({ minLength: 1 }),
  commit: Type.String(),
  dirty: Type.Optional(Type.Boolean()),
  builtAt: Type.String(),
  builtBy: Type.String(),
  path: Type.String({ minLength: 1 }),
  files: Type.Record(Type.String(), Type.String()),
});
export type RegistryRelease = Static<typeof RegistryRelease>;

const RegistryFile = Type.Object({
  format: Type.Literal(1),
  remotes: Type.Record(Type.String(), Type.Object({ versions: Type.Array(RegistryRelease) })),
});

/** The versions of each remote package, oldest first. */
export type ReleaseVersions = Record<string, RegistryRelease[]>;

/**
 * Reads the releases registry (`RELEASES_REGISTRY`): read at each call, since the release command adds versions while
 * the API runs. No file yet: no versions. A file that is not a registry of format 1 throws.
 */
export async function readReleaseVersions(file: string | undefined): Promise<ReleaseVersions> {
  if (!file) return {};
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const registry: unknown = JSON.parse(text);
  if (!Value.Check(RegistryFile, registry)) throw new Error(`${file} is not a release registry of format 1`);
  return Object.fromEntries(Object.entries(registry.remotes).map(([name, record]) => [name, record.versions]));
}

/** The files the shell checks (the manifest and the scripts), as the release command's `shellIntegrity`. */
export function shellIntegrity(files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(files).filter(([path]) => path === 'mf-manifest.json' || path.endsWith('.js')),
  );
}

/** Where a release's manifest is served: its folder (`path`) under the remote's releases base URL. */
export function manifestUrl(baseUrl: string, release: Pick<RegistryRelease, 'path'>): string {
  const base = baseUrl.replace(/\/*$/, '/');
  return new URL(`${encodeURI(release.path)}/mf-manifest.json`, base).toString();
}
