/* global afterAll, describe, it, expect */
// The release command's parts (scripts/release.mjs): hashing, the registry, immutable versions, promotion and rollback.
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addRelease,
  applyPromotions,
  changedFiles,
  copyRelease,
  currentVersion,
  emptyRegistry,
  formatRemotes,
  hashFolder,
  integrityOf,
  previousVersion,
  readRegistry,
  recordPromotion,
  releaseVersion,
  writeRegistry,
} from './releases.js';

const folder = mkdtempSync(join(tmpdir(), 'releases-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A small build: its manifest, entry, one chunk in a sub-folder, and the build's stamp (never released). */
function build(name, chunk = 'console.log(1)') {
  const dist = join(folder, name);
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'mf-manifest.json'), '{"name":"mfe_incidents"}');
  writeFileSync(join(dist, 'remoteEntry.js'), 'var mfe_incidents;');
  writeFileSync(join(dist, 'assets', 'chunk.1a2b.js'), chunk);
  writeFileSync(join(dist, '.build-hash'), 'abc');
  return dist;
}

const release = (version, files) => ({
  version,
  commit: 'ab12cd3ef',
  dirty: false,
  builtAt: '2026-11-29T08:00:00.000Z',
  builtBy: 'Dana <dana@example.com>',
  path: `mfe-incidents/${version}`,
  files,
});

describe('release hashes', () => {
  it("are the integrity attribute's sha384 in base64, one for every file released", () => {
    const expected = `sha384-${createHash('sha384').update('var mfe_incidents;').digest('base64')}`;
    expect(integrityOf(Buffer.from('var mfe_incidents;'))).toBe(expected);
    expect(integrityOf('')).toBe('sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb');
    const files = hashFolder(build('hashes'));
    expect(Object.keys(files)).toEqual(['assets/chunk.1a2b.js', 'mf-manifest.json', 'remoteEntry.js']);
    expect(files['remoteEntry.js']).toBe(expected);
  });
});

describe('release versions', () => {
  it('are the package version plus the commit; a dirty tree is marked and timed', () => {
    expect(releaseVersion('0.1.0', 'ab12cd3ef4567')).toBe('0.1.0+ab12cd3');
    const at = new Date('2026-11-29T08:30:05.123Z');
    expect(releaseVersion('0.1.0', 'ab12cd3ef4567', { dirty: true, at })).toBe('0.1.0+ab12cd3.dirty.20261129083005');
  });

  it('are immutable: a released folder is never written again, nor a registered version added twice', () => {
    const root = join(folder, 'immutable');
    const dist = build('immutable-dist');
    const files = copyRelease({ dist, root, packageName: 'mfe-incidents', version: '0.1.0+ab12cd3' });
    const target = join(root, 'mfe-incidents', '0.1.0+ab12cd3');
    expect(existsSync(join(target, '.build-hash'))).toBe(false);
    expect(readFileSync(join(target, 'remoteEntry.js'), 'utf8')).toBe('var mfe_incidents;');
    expect(statSync(join(target, 'remoteEntry.js')).mode & 0o777).toBe(0o444);
    expect(() => copyRelease({ dist, root, packageName: 'mfe-incidents', version: '0.1.0+ab12cd3' })).toThrow(
      'already released',
    );
    const registry = addRelease(emptyRegistry(), {
      packageName: 'mfe-incidents',
      federationName: 'mfe_incidents',
      release: release('0.1.0+ab12cd3', files),
    });
    expect(() =>
      addRelease(registry, {
        packageName: 'mfe-incidents',
        federationName: 'mfe_incidents',
        release: release('0.1.0+ab12cd3', files),
      }),
    ).toThrow('already in the registry');
    expect(changedFiles(root, 'mfe-incidents', registry.remotes['mfe-incidents'].versions[0])).toEqual([]);
    // A file changed on the host after the release is found before a promotion.
    chmodSync(join(target, 'assets', 'chunk.1a2b.js'), 0o644);
    writeFileSync(join(target, 'assets', 'chunk.1a2b.js'), 'console.log(2)');
    expect(changedFiles(root, 'mfe-incidents', registry.remotes['mfe-incidents'].versions[0])).toEqual([
      'assets/chunk.1a2b.js',
    ]);
  });
});

describe('the registry', () => {
  it('keeps every version and every promotion; a rollback promotes the version live before the last promotion', () => {
    const root = join(folder, 'registry');
    let registry = readRegistry(root);
    expect(registry).toEqual(emptyRegistry());
    for (const version of ['0.1.0+aaaaaaa', '0.1.0+bbbbbbb']) {
      addRelease(registry, {
        packageName: 'mfe-incidents',
        federationName: 'mfe_incidents',
        release: release(version, { 'mf-manifest.json': 'sha384-m', 'remoteEntry.js': `sha384-${version.slice(-7)}` }),
      });
    }
    expect(() =>
      recordPromotion(registry, { packageName: 'mfe-incidents', version: '9.9.9', by: 'x', at: 't' }),
    ).toThrow('has no release 9.9.9 (released: 0.1.0+aaaaaaa, 0.1.0+bbbbbbb)');
    recordPromotion(registry, { packageName: 'mfe-incidents', version: '0.1.0+aaaaaaa', by: 'Dana', at: 't1' });
    recordPromotion(registry, { packageName: 'mfe-incidents', version: '0.1.0+bbbbbbb', by: 'Dana', at: 't2' });
    writeRegistry(root, registry);
    registry = readRegistry(root);
    expect(registry.remotes['mfe-incidents'].versions).toHaveLength(2);
    expect(currentVersion(registry, 'mfe-incidents')).toBe('0.1.0+bbbbbbb');
    expect(previousVersion(registry, 'mfe-incidents')).toBe('0.1.0+aaaaaaa');
    recordPromotion(registry, {
      packageName: 'mfe-incidents',
      version: '0.1.0+aaaaaaa',
      action: 'rollback',
      by: 'Sam',
      at: 't3',
    });
    expect(registry.remotes['mfe-incidents'].promotions.at(-1)).toEqual({
      version: '0.1.0+aaaaaaa',
      action: 'rollback',
      from: '0.1.0+bbbbbbb',
      audience: 'all',
      by: 'Sam',
      at: 't3',
    });
    expect(currentVersion(registry, 'mfe-incidents')).toBe('0.1.0+aaaaaaa');
    expect(currentVersion(registry, 'mfe-devices')).toBeUndefined();

    // remotes.json: the promoted line points at the live release with the manifest's and scripts' integrity only.
    const lines = [
      { name: 'mfe_incidents', manifest: 'http://localhost:8092/mf-manifest.json' },
      { name: 'mfe_devices', manifest: 'http://localhost:8097/mf-manifest.json' },
    ];
    const promoted = applyPromotions(lines, registry, { baseUrlOf: () => 'https://cdn.example.com/releases/' });
    expect(promoted[0]).toEqual({
      name: 'mfe_incidents',
      manifest: 'https://cdn.example.com/releases/mfe-incidents/0.1.0+aaaaaaa/mf-manifest.json',
      version: '0.1.0+aaaaaaa',
      integrity: { 'mf-manifest.json': 'sha384-m', 'remoteEntry.js': 'sha384-aaaaaaa' },
    });
    expect(promoted[1]).toBe(lines[1]);
    expect(formatRemotes(promoted).split('\n')).toHaveLength(7);
  });

  it('refuses a file that is not a registry', () => {
    const root = join(folder, 'not-a-registry');
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'registry.json'), '{"remotes":[]}');
    expect(() => readRegistry(root)).toThrow('is not a release registry of format 1');
  });
});
