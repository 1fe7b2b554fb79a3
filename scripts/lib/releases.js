// Releases as data (issue 29): a remote's production build copied into an immutable, versioned folder of the
// releases root, the subresource-integrity hashes of its files, and one registry file (`registry.json` in the root)
// that keeps every version of every remote and every promotion. `scripts/release.mjs` is the command; this module is
// its pure parts (a `.js` ES module, so that the root's Jest 'tooling' project can test it).
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** The registry file's name inside the releases root. */
export const REGISTRY_FILE = 'registry.json';

/** Files of a build that are not part of its release (the build's input stamp). */
const NOT_RELEASED = new Set(['.build-hash']);

/** A file's subresource-integrity value: `sha384-` and the base64 digest, as the `integrity` attribute takes it. */
export function integrityOf(content) {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/** Every file under a folder, by its path relative to the folder ('/' separated), sorted. */
function filesUnder(folder) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return walk(folder)
    .map((file) => relative(folder, file).split(sep).join('/'))
    .filter((path) => !NOT_RELEASED.has(path))
    .sort();
}

/** The integrity of every file of a release folder, by relative path. */
export function hashFolder(folder) {
  return Object.fromEntries(filesUnder(folder).map((path) => [path, integrityOf(readFileSync(join(folder, path)))]));
}

/**
 * A release's version: the package's version plus the commit, as semver build metadata (`0.1.0+ab12cd3`). A build of a
 * tree with uncommitted changes is marked as such and by its time, so that it never passes for the commit's build.
 */
export function releaseVersion(packageVersion, commit, { dirty = false, at = new Date() } = {}) {
  const base = `${packageVersion}+${commit.slice(0, 7)}`;
  if (!dirty) return base;
  return `${base}.dirty.${at.toISOString().replace(/\D/g, '').slice(0, 14)}`;
}

/** An empty registry. `format` changes only with an incompatible change of its shape. */
export function emptyRegistry() {
  return { format: 1, remotes: {} };
}

/** Reads the registry of a releases root (an empty one when there is none yet). */
export function readRegistry(root) {
  const file = join(root, REGISTRY_FILE);
  if (!existsSync(file)) return emptyRegistry();
  const registry = JSON.parse(readFileSync(file, 'utf8'));
  if (registry.format !== 1 || typeof registry.remotes !== 'object' || registry.remotes === null) {
    throw new Error(`${file} is not a release registry of format 1`);
  }
  return registry;
}

/** Writes the registry whole, through a temporary file and a rename, so that a reader never sees half of it. */
export function writeRegistry(root, registry) {
  mkdirSync(root, { recursive: true });
  const file = join(root, REGISTRY_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temporary, file);
}

/** The folder of one version of one remote, relative to the releases root ('/' separated). */
export function releasePath(packageName, version) {
  return `${packageName}/${version}`;
}

/**
 * Copies a build into the release folder of its version, refusing an existing one (a version is immutable). The copy
 * goes to a temporary folder first and is renamed into place whole; its files are made read-only. Answers the hashes.
 */
export function copyRelease({ dist, root, packageName, version }) {
  const target = join(root, releasePath(packageName, version));
  if (existsSync(target))
    throw new Error(`${packageName} ${version} is already released (${target}); versions are immutable`);
  const temporary = join(root, packageName, `.${version}.${process.pid}.tmp`);
  rmSync(temporary, { recursive: true, force: true });
  mkdirSync(dirname(temporary), { recursive: true });
  cpSync(dist, temporary, { recursive: true, filter: (source) => !NOT_RELEASED.has(relative(dist, source)) });
  const files = hashFolder(temporary);
  for (const path of Object.keys(files)) chmodSync(join(temporary, path), 0o444);
  renameSync(temporary, target);
  return files;
}

/** The registry's record of one remote (created empty when absent). */
function remoteRecord(registry, packageName, federationName) {
  registry.remotes[packageName] ??= { name: federationName, versions: [], promotions: [] };
  return registry.remotes[packageName];
}

/** Adds a version to the registry; refuses a version it already has. */
export function addRelease(registry, { packageName, federationName, release }) {
  const record = remoteRecord(registry, packageName, federationName);
  if (record.versions.some((known) => known.version === release.version)) {
    throw new Error(`${packageName} ${release.version} is already in the registry; versions are immutable`);
  }
  record.versions.push(release);
  return registry;
}

/** One version's record, or an error naming the versions there are. */
export function findRelease(registry, packageName, version) {
  const record = registry.remotes[packageName];
  const release = record?.versions.find((known) => known.version === version);
  if (!release) {
    const known = record?.versions.map((item) => item.version).join(', ') || 'none';
    throw new Error(`${packageName} has no release ${version} (released: ${known})`);
  }
  return release;
}

/** The version live for every tenant now, or undefined when the remote was never promoted. */
export function currentVersion(registry, packageName) {
  return registry.remotes[packageName]?.promotions.at(-1)?.version;
}

/** The version that was live before the last promotion: what a rollback promotes. */
export function previousVersion(registry, packageName) {
  return registry.remotes[packageName]?.promotions.at(-2)?.version;
}

/**
 * Records a promotion: who made which version live, when, for whom. `audience` is `'all'` today; per-tenant rollout
 * (issue 29, item 3) adds `{ tenants: [...] }` and `{ percent: n }` audiences beside it.
 */
export function recordPromotion(registry, { packageName, version, action = 'promote', by, at }) {
  findRelease(registry, packageName, version);
  const record = registry.remotes[packageName];
  const from = currentVersion(registry, packageName) ?? null;
  record.promotions.push({ version, action, from, audience: 'all', by, at });
  return registry;
}

/** Whether the files of a release folder are still the ones that were released; answers the paths that differ. */
export function changedFiles(root, packageName, release) {
  const folder = join(root, releasePath(packageName, release.version));
  if (!existsSync(folder)) return ['(the folder is missing)'];
  const now = hashFolder(folder);
  const paths = new Set([...Object.keys(now), ...Object.keys(release.files)]);
  return [...paths].filter((path) => now[path] !== release.files[path]).sort();
}

/** The files the shell checks (the manifest it fetches and the scripts it runs), with their integrity. */
export function shellIntegrity(files) {
  return Object.fromEntries(
    Object.entries(files).filter(([path]) => path === 'mf-manifest.json' || path.endsWith('.js')),
  );
}

/** A remotes.json line pointing at a release: the line's other fields kept, its manifest, version and integrity set. */
export function promotedLine(line, { baseUrl, packageName, release }) {
  const folder = new URL(`${encodeURI(releasePath(packageName, release.version))}/`, baseUrl);
  return {
    ...line,
    manifest: new URL('mf-manifest.json', folder).toString(),
    version: release.version,
    integrity: shellIntegrity(release.files),
  };
}

/** The remotes.json text: one remote per line, so that a promotion or a hand edit is a one-line change. */
export function formatRemotes(remotes) {
  const lines = remotes.map((remote) => `    ${JSON.stringify(remote)}`);
  return `{\n  "remotes": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

/** The lines of remotes.json with each promoted remote pointing at its live release. */
export function applyPromotions(lines, registry, { baseUrlOf }) {
  return lines.map((line) => {
    const entry = Object.entries(registry.remotes).find(([, record]) => record.name === line.name);
    if (!entry) return line;
    const [packageName] = entry;
    const version = currentVersion(registry, packageName);
    if (!version) return line;
    return promotedLine(line, {
      baseUrl: baseUrlOf(packageName),
      packageName,
      release: findRelease(registry, packageName, version),
    });
  });
}
