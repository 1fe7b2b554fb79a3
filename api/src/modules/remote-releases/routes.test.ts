import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
let root: string;
let admin: string;
let multi: string;
const acme = 'acme-corp';
const globex = 'globex';

const files = (tag: string) => ({
  'mf-manifest.json': `sha384-manifest${tag}`,
  'remoteEntry.js': `sha384-entry${tag}`,
  'style.css': `sha384-style${tag}`,
});
const release = (version: string) => ({
  version,
  commit: `${version.replace(/\W/g, '')}0000000`,
  dirty: false,
  builtAt: '2026-11-29T10:00:00.000Z',
  builtBy: 'release.test',
  path: `mfe-incidents/${version}`,
  files: files(version.replace(/\W/g, '')),
});
const V1 = '0.2.0+aaaaaaa';
const V2 = '0.2.1+bbbbbbb';

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'releases-'));
  const registry = join(dir, 'registry.json');
  writeFileSync(
    registry,
    JSON.stringify({
      format: 1,
      remotes: {
        'mfe-incidents': { name: 'mfe_incidents', versions: [release(V1), release(V2)], promotions: [] },
        'mfe-devices': {
          name: 'mfe_devices',
          versions: [{ ...release(V1), path: `mfe-devices/${V1}` }],
          promotions: [],
        },
      },
    }),
  );
  t = await createTestApp({ releasesRegistry: registry, releasesBaseUrl: 'https://releases.example/r/' });
  root = await t.tokenFor('root@platform.example');
  admin = await t.tokenFor('admin@acme.example');
  multi = await t.tokenFor('multi@globex.example');
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = root) =>
  t.call({ method: 'POST', url, token, tenant: acme, payload });
const linesOf = async (tenant: string, token: string) => {
  const response = await t.call({ method: 'GET', url: '/releases/lines', token, tenant });
  expect(response.statusCode).toBe(200);
  return (response.json() as { remotes: { name: string; version: string; manifest: string }[] }).remotes;
};
const incidentsLine = async (tenant: string, token: string) =>
  (await linesOf(tenant, token)).find((line) => line.name === 'mfe_incidents');

describe('releases', () => {
  it('refuses every release route but the lines to anyone but a platform admin', async () => {
    for (const token of [admin, multi]) {
      const tenant = token === admin ? acme : globex;
      expect((await t.call({ method: 'GET', url: '/releases', token, tenant })).statusCode).toBe(403);
      const promote = await t.call({
        method: 'POST',
        url: '/releases/promotions',
        token,
        tenant,
        payload: { remote: 'mfe-incidents', version: V1, audience: { kind: 'all' } },
      });
      expect(promote.statusCode).toBe(403);
      expect(promote.headers['content-type']).toMatch(/application\/problem\+json/);
      const rollback = await t.call({
        method: 'POST',
        url: '/releases/rollbacks',
        token,
        tenant,
        payload: { remote: 'mfe-incidents' },
      });
      expect(rollback.statusCode).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: '/releases/lines' })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/releases/lines', token: admin, tenant: globex })).statusCode).toBe(
      403,
    );
  });

  it('answers problem details for bad input', async () => {
    const cases: [object, number][] = [
      [{ remote: 'mfe-incidents', version: V1, audience: { kind: 'percent', percent: 0 } }, 400],
      [{ remote: 'mfe-incidents', version: V1, audience: { kind: 'percent', percent: 101 } }, 400],
      [{ remote: 'mfe-incidents', version: V1, audience: { kind: 'tenants', tenants: [] } }, 400],
      [{ remote: 'mfe-incidents', version: V1, audience: { kind: 'everyone' } }, 400],
      [{ remote: 'mfe-incidents', audience: { kind: 'all' } }, 400],
      [{ remote: 'mfe-incidents', version: V1, audience: { kind: 'tenants', tenants: ['no-such-tenant'] } }, 422],
      [{ remote: 'mfe-nothing', version: V1, audience: { kind: 'all' } }, 404],
      [{ remote: 'mfe-incidents', version: '9.9.9+0000000', audience: { kind: 'all' } }, 404],
      [{ remote: 'mfe-devices', version: V2, audience: { kind: 'all' } }, 404],
    ];
    for (const [payload, status] of cases) {
      const response = await post('/releases/promotions', payload);
      expect([JSON.stringify(payload), response.statusCode]).toEqual([JSON.stringify(payload), status]);
      expect(response.json()).toEqual(expect.objectContaining({ status, detail: expect.any(String) }));
    }
    const unknown = await post('/releases/promotions', {
      remote: 'mfe-incidents',
      version: V1,
      audience: { kind: 'tenants', tenants: ['no-such-tenant'] },
    });
    expect(unknown.json().detail).toBe('No tenant no-such-tenant');
    const never = await post('/releases/rollbacks', { remote: 'mfe-egress' });
    expect(never.statusCode).toBe(409);
    expect((await post('/releases/rollbacks', { remote: 'mfe-incidents', extra: 1 })).statusCode).toBe(400);
  });

  it('promotes to all, then to one tenant; each tenant resolves its line; rollback gives the version before', async () => {
    expect(await incidentsLine(acme, admin)).toBeUndefined();
    const first = await post('/releases/promotions', {
      remote: 'mfe-incidents',
      version: V1,
      audience: { kind: 'all' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(
      expect.objectContaining({ version: V1, fromVersion: null, action: 'promote', by: 'Riley Root' }),
    );
    const line = await incidentsLine(globex, multi);
    expect(line).toEqual({
      name: 'mfe_incidents',
      manifest: `https://releases.example/r/mfe-incidents/${encodeURIComponent(V1).replace('%2B', '+')}/mf-manifest.json`,
      contractVersion: expect.any(Number),
      version: V1,
      // The manifest and the scripts: what the shell checks.
      integrity: { 'mf-manifest.json': 'sha384-manifest020aaaaaaa', 'remoteEntry.js': 'sha384-entry020aaaaaaa' },
    });

    const canary = await post('/releases/promotions', {
      remote: 'mfe-incidents',
      version: V2,
      audience: { kind: 'tenants', tenants: [acme] },
    });
    expect(canary.statusCode).toBe(200);
    expect(canary.json()).toEqual(expect.objectContaining({ version: V2, fromVersion: V1 }));
    expect((await incidentsLine(acme, admin))?.version).toBe(V2);
    expect((await incidentsLine(globex, multi))?.version).toBe(V1);
    // A platform admin entering a tenant resolves that tenant's lines.
    expect((await incidentsLine(globex, root))?.version).toBe(V1);

    // Audited into the named tenant's log, not into the others'.
    const audit = (tenant: string, token: string) =>
      t.call({ method: 'GET', url: '/audit-logs?search=mfe-incidents&pageSize=100', token, tenant });
    const acmeEntries = (await audit(acme, admin)).json().results as { page: string; action: string }[];
    expect(acmeEntries).toEqual([expect.objectContaining({ page: 'Releases', action: 'Promote release' })]);
    expect((await audit(globex, multi)).json().results).toEqual([]);

    const overview = await t.call({ method: 'GET', url: '/releases', token: root, tenant: acme });
    expect(overview.statusCode).toBe(200);
    const incidents = (
      overview.json() as {
        remotes: { remote: string; versions: { version: string }[]; live: { version: string }[]; history: unknown[] }[];
      }
    ).remotes.find((remote) => remote.remote === 'mfe-incidents')!;
    expect(incidents.versions.map((item) => item.version)).toEqual([V2, V1]);
    expect(incidents.live.map((item) => item.version)).toEqual([V2, V1]);
    expect(incidents.history).toHaveLength(2);

    const rollback = await post('/releases/rollbacks', { remote: 'mfe-incidents' });
    expect(rollback.statusCode).toBe(200);
    expect(rollback.json()).toEqual(
      expect.objectContaining({
        action: 'rollback',
        version: V1,
        fromVersion: V2,
        audience: { kind: 'tenants', tenants: [acme] },
      }),
    );
    expect((await incidentsLine(acme, admin))?.version).toBe(V1);
    expect((await incidentsLine(globex, multi))?.version).toBe(V1);
  });

  it('a percent rollout at 100 reaches every tenant; rolling back a first promotion gives back the static line', async () => {
    await post('/releases/promotions', {
      remote: 'mfe-incidents',
      version: V2,
      audience: { kind: 'percent', percent: 100 },
    });
    expect((await incidentsLine(globex, multi))?.version).toBe(V2);
    await post('/releases/rollbacks', { remote: 'mfe-incidents' });
    expect((await incidentsLine(globex, multi))?.version).toBe(V1);

    const devices = async (tenant: string, token: string) =>
      (await linesOf(tenant, token)).find((line) => line.name === 'mfe_devices');
    await post('/releases/promotions', {
      remote: 'mfe-devices',
      version: V1,
      audience: { kind: 'tenants', tenants: [globex] },
    });
    expect((await devices(globex, multi))?.version).toBe(V1);
    expect(await devices(acme, admin)).toBeUndefined();
    const rollback = await post('/releases/rollbacks', { remote: 'mfe-devices' });
    expect(rollback.json()).toEqual(expect.objectContaining({ version: null, fromVersion: V1 }));
    expect(await devices(globex, multi)).toBeUndefined();
  });
});
