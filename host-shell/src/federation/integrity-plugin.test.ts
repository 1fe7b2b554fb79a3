import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ShellRegistry, ShellRegistryEntry } from '../runtime-config/load-runtime-config';
import {
  REMOTE_INTEGRITY_GLOBAL,
  UNLISTED_INTEGRITY,
  createIntegrityLookup,
  installRemoteIntegrity,
  createIntegrityRequirement,
  withIntegrity,
} from './integrity-plugin';
import { createTimeoutPlugin } from './timeout-plugin';

const base = 'http://app.example.com/incidents';
const release = 'http://cdn.example.com/releases/mfe-incidents/0.1.0+ab12cd3/';
const line = (entry: Partial<ShellRegistryEntry>): ShellRegistryEntry => ({
  name: 'mfe_incidents',
  manifest: `${release}mf-manifest.json`,
  contractVersion: 3,
  ...entry,
});
const registry: ShellRegistry = {
  remotes: [
    line({
      integrity: {
        'mf-manifest.json': 'sha384-manifest',
        'remoteEntry.js': 'sha384-entry',
        '__federation_expose_routes.0123456789.js': 'sha384-routes',
      },
    }),
    // A hand-edited line without hashes, and one served beside the shell (a relative manifest URL).
    line({ name: 'mfe_dashboard', manifest: 'http://cdn.example.com/dashboard/mf-manifest.json' }),
    line({
      name: 'mfe_devices',
      manifest: '/devices/0.2.0/mf-manifest.json',
      integrity: { 'remoteEntry.js': 'sha384-d' },
    }),
  ],
};
const lookup = createIntegrityLookup(registry, base);

describe('the integrity lookup', () => {
  it("answers the registry's hash of each file of a checked release, by its URL", () => {
    expect(lookup(`${release}mf-manifest.json`)).toBe('sha384-manifest');
    expect(lookup(`${release}remoteEntry.js?t=1`)).toBe('sha384-entry');
    expect(lookup(`${release}__federation_expose_routes.0123456789.js`)).toBe('sha384-routes');
    expect(lookup('http://app.example.com/devices/0.2.0/remoteEntry.js')).toBe('sha384-d');
  });

  it('refuses a file a checked release does not list, and leaves a line without hashes as it was', () => {
    expect(lookup(`${release}__federation_expose_routes.ffffffffff.js`)).toBe(UNLISTED_INTEGRITY);
    expect(lookup(`${release}../0.0.9+0000000/remoteEntry.js`)).toBeUndefined();
    expect(lookup('http://cdn.example.com/dashboard/remoteEntry.js')).toBeUndefined();
    expect(lookup('http://cdn.example.com/dashboard/mf-manifest.json')).toBeUndefined();
  });

  it('is the one the remotes ask for (the name build-tools compiles into each remote entry)', () => {
    const buildPlugin = readFileSync(join(__dirname, '../../../build-tools/remote-integrity-plugin.cjs'), 'utf8');
    expect(buildPlugin).toContain(`const REMOTE_INTEGRITY_GLOBAL = '${REMOTE_INTEGRITY_GLOBAL}';`);
    const target = {};
    installRemoteIntegrity(lookup, target);
    expect(Reflect.get(target, REMOTE_INTEGRITY_GLOBAL)).toBe(lookup);
    expect(Reflect.set(target, REMOTE_INTEGRITY_GLOBAL, () => undefined)).toBe(false);
  });
});

describe('the loading plugin with integrity', () => {
  const plugin = withIntegrity(createTimeoutPlugin(1000), lookup);

  it("fetches a checked manifest with the registry's integrity (the browser rejects a differing body)", async () => {
    const inits: RequestInit[] = [];
    const fetching = withIntegrity({ name: 'base', fetch: (_url, init) => void inits.push(init) }, lookup);
    await fetching.fetch!(`${release}mf-manifest.json`, { cache: 'no-store' });
    await fetching.fetch!('http://cdn.example.com/dashboard/mf-manifest.json', { cache: 'no-store' });
    expect(inits).toEqual([{ cache: 'no-store', integrity: 'sha384-manifest' }, { cache: 'no-store' }]);
  });

  it('gives a checked script its integrity and crossorigin, keeping the time-out and the attributes', () => {
    const answer = plugin.createScript!({
      url: `${release}remoteEntry.js`,
      attrs: { fetchpriority: 'high', async: true },
    });
    expect(answer).toMatchObject({ timeout: 1000 });
    const script = (answer as { script: HTMLScriptElement }).script;
    expect(script.integrity).toBe('sha384-entry');
    expect(script.crossOrigin).toBe('anonymous');
    expect(script.getAttribute('fetchpriority')).toBe('high');
    expect(script.async).toBe(true);
  });

  it('leaves a script of a line without hashes to the plain loading plugin', () => {
    expect(plugin.createScript!({ url: 'http://cdn.example.com/dashboard/remoteEntry.js' })).toEqual({ timeout: 1000 });
  });
});

describe('requiring integrity', () => {
  it('refuses a line without hashes only when the console requires them', () => {
    const required = createIntegrityRequirement(registry, true);
    expect(() => required('mfe_dashboard')).toThrow(
      'Its registry line has no integrity hashes, and this console requires them.',
    );
    expect(() => required('mfe_incidents')).not.toThrow();
    expect(() => createIntegrityRequirement(registry, false)('mfe_dashboard')).not.toThrow();
  });
});
