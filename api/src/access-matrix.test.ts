import { sql } from 'drizzle-orm';
import { forgeTokens } from './auth/forge-tokens';
import type { ForgedTokens } from './auth/forge-tokens';
import { ACCESS_MATRIX, isPluginPublicRoute } from './access-matrix';
import type { MatrixEntry } from './access-matrix';
import { ACME_PROBE_DEVICE_CREDENTIAL, ACME_PROBE_ENROLMENT } from './modules/agents/agent-canaries';
import { CANARY, CANARY_USER_ID } from './testing/canaries';
import { createTestApp, TEST_ISSUER } from './testing/test-app';
import { withMaintenance } from './db/tenant-scope';
import type { TestApp } from './testing/test-app';

let t: TestApp;
let admin: string;
let analyst: string;
let multi: string;
let root: string;
let forged: ForgedTokens;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin@acme.example');
  analyst = await t.tokenFor('analyst@acme.example');
  multi = await t.tokenFor('multi@globex.example');
  root = await t.tokenFor('root@platform.example');
  // Acme's analyst is Tenant Group Admin of a group of Acme alone: the scope routes answer them Acme's rows only,
  // while Acme's admin, who holds no group, is refused (403).
  await withMaintenance(t.database, async (tx) => {
    await tx.execute(
      sql`INSERT INTO tenant_groups (id, name) VALUES ('0a0a0a0a-0000-4000-8000-00000000a1a1', 'Acme only')`,
    );
    await tx.execute(sql`INSERT INTO tenant_group_tenants (group_id, member_tenant_id)
      VALUES ('0a0a0a0a-0000-4000-8000-00000000a1a1', 'acme-corp')`);
    await tx.execute(sql`INSERT INTO tenant_group_grants (group_id, user_id, granted_by)
      SELECT '0a0a0a0a-0000-4000-8000-00000000a1a1', id, 'test' FROM users WHERE login_id = 'analyst@acme.example'`);
  });
  // Forged once for every route: forging makes an RSA key pair (the stranger's), a tenth of a second of work or more.
  forged = await forgeTokens(t.keys, {
    issuer: TEST_ISSUER,
    sub: 'U-forged',
    tenants: { 'acme-corp': { roles: ['Tenant Admin', 'Product Admin'], permissions: [] } },
    tamperTenantId: 'globex',
  });
});
afterAll(() => t.close());

const methodOf = (key: string) => key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The agents API's own credentials (Acme's probe token and device), or the Acme users' sessions elsewhere. */
function acmeCallers(entry: MatrixEntry): string[] {
  if (entry.access === 'enrolment') return [ACME_PROBE_ENROLMENT.token];
  if (entry.access === 'device') return [ACME_PROBE_DEVICE_CREDENTIAL];
  return [admin, analyst];
}
const isAgentRoute = (entry: MatrixEntry) => entry.access === 'enrolment' || entry.access === 'device';

/**
 * Reading the audit log is audited with the filters the reader typed, so an Acme user's own probe (canary and all)
 * comes back in Acme's log as their own read: the reader's input, not another tenant's data. Everything else stays.
 */
function withoutOwnReads(body: string): string {
  const ownRead = (entry: { page?: string; action?: string }) =>
    entry.page === 'Audit Log' && (entry.action === 'View' || entry.action === 'Export');
  if (body.startsWith('{')) {
    const parsed = JSON.parse(body) as { results?: { page?: string; action?: string }[] };
    if (Array.isArray(parsed.results)) parsed.results = parsed.results.filter((entry) => !ownRead(entry));
    return JSON.stringify(parsed);
  }
  return body
    .split('\r\n')
    .filter((line) => !/^[^,]+,[^,]*,[^,]*,Audit Log,(View|Export),/.test(line))
    .join('\r\n');
}

describe('the access matrix', () => {
  it('lists every registered route with the rule the route declares', () => {
    const missing: string[] = [];
    for (const route of t.app.registeredRoutes) {
      const key = `${route.method} ${route.url}`;
      if (isPluginPublicRoute(route.url)) {
        if (route.access !== 'public') missing.push(`${key} (plugin route not public: ${String(route.access)})`);
        continue;
      }
      const entry = ACCESS_MATRIX[key];
      if (!entry) missing.push(`${key} (no matrix entry)`);
      else if (entry.access !== route.access)
        missing.push(`${key} (declares ${String(route.access)}, matrix ${entry.access})`);
      else if ((entry.allTenants ?? false) !== route.allTenants)
        missing.push(`${key} (allTenants: declares ${route.allTenants}, matrix ${String(entry.allTenants ?? false)})`);
    }
    expect(missing).toEqual([]);
    expect(t.app.registeredRoutes.length).toBeGreaterThan(Object.keys(ACCESS_MATRIX).length);
  });

  const guarded = Object.entries(ACCESS_MATRIX).filter(([, entry]) => entry.access !== 'public' && entry.probes);

  it.each(guarded)(
    "%s answers 401 without a token, with forged tokens and with the other API's credentials",
    async (key, entry) => {
      const probe = entry.probes![0]!;
      // On the agents API a valid console session is no credential either; elsewhere a device credential is none.
      const agentRoute = isAgentRoute(entry);
      const other = agentRoute ? [admin, root] : [ACME_PROBE_DEVICE_CREDENTIAL, ACME_PROBE_ENROLMENT.token];
      const tokens = [undefined, 'garbage', ...Object.values(forged), ...other];
      for (const token of tokens) {
        const response = await t.call({
          method: methodOf(key),
          url: probe.url,
          payload: probe.payload,
          token,
          tenant: 'acme-corp',
        });
        expect({ key, status: response.statusCode }).toEqual({ key, status: 401 });
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
    },
  );

  const tenantScoped = guarded.filter(([, entry]) => entry.access === 'tenant' || entry.access === 'tenant-admin');

  it.each(tenantScoped)(
    '%s refuses a tenant the user is not in, an unknown tenant and no tenant (403)',
    async (key, entry) => {
      const probe = entry.probes![0]!;
      for (const tenant of ['globex', 'no-such-tenant', '', undefined, 'constructor']) {
        const response = await t.call({
          method: methodOf(key),
          url: probe.url,
          payload: probe.payload,
          token: admin,
          tenant,
        });
        expect({ key, tenant, status: response.statusCode }).toEqual({ key, tenant, status: 403 });
        expect(response.body).not.toContain(CANARY);
      }
    },
  );

  it.each(tenantScoped.filter(([, entry]) => !entry.allTenants))(
    '%s reads one tenant at a time: Tenant-Id * answers 400 (problem details, never a sign-out)',
    async (key, entry) => {
      const probe = entry.probes![0]!;
      for (const token of [admin, analyst, root]) {
        const response = await t.call({
          method: methodOf(key),
          url: probe.url,
          payload: probe.payload,
          token,
          tenant: '*',
        });
        expect({ key, status: response.statusCode }).toEqual({ key, status: 400 });
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.json()).toMatchObject({
          detail: 'This route reads one tenant at a time: name it in Tenant-Id',
        });
      }
    },
  );

  const overScope = guarded.filter(([, entry]) => entry.allTenants);

  it.each(overScope)(
    '%s over All tenants answers a Tenant Group Admin their scope alone, and a user without one 403',
    async (key, entry) => {
      for (const probe of entry.probes!) {
        const held = await t.call({
          method: methodOf(key),
          url: probe.url,
          payload: probe.payload,
          token: analyst,
          tenant: '*',
        });
        expect({ key, url: probe.url, ok: held.statusCode < 300 }).toEqual({ key, url: probe.url, ok: true });
        expect(held.body).not.toContain(CANARY);
        expect(held.body).not.toContain(CANARY_USER_ID);
        expect(held.body).not.toMatch(/globex|initech/i);
        const none = await t.call({
          method: methodOf(key),
          url: probe.url,
          payload: probe.payload,
          token: admin,
          tenant: '*',
        });
        expect({ key, status: none.statusCode }).toEqual({ key, status: 403 });
      }
    },
  );

  it.each(guarded)('%s never shows an Acme user anything of Globex or Initech', async (key, entry) => {
    for (const probe of entry.probes!) {
      for (const token of acmeCallers(entry)) {
        const response = await t.call({
          method: methodOf(key),
          url: probe.url,
          payload: probe.payload,
          token,
          tenant: 'acme-corp',
        });
        if (
          entry.access === 'platform-admin' ||
          (token === analyst && entry.access === 'tenant-admin') ||
          (token === admin && entry.access === 'scope')
        ) {
          expect(response.statusCode).toBe(403);
        } else {
          expect(response.statusCode).toBeLessThan(300);
        }
        const body = key.startsWith('GET /audit-logs') ? withoutOwnReads(response.body) : response.body;
        expect(body).not.toContain(CANARY);
        expect(body).not.toContain(CANARY_USER_ID);
        expect(body).not.toMatch(/globex|initech/i);
      }
    }
  });

  it('lets the multi-tenant user into both of their tenants and a platform admin into every tenant', async () => {
    for (const tenant of ['globex', 'initech']) {
      expect((await t.call({ method: 'GET', url: '/assignees', token: multi, tenant })).statusCode).toBe(200);
    }
    expect((await t.call({ method: 'GET', url: '/assignees', token: multi, tenant: 'acme-corp' })).statusCode).toBe(
      403,
    );
    for (const tenant of ['acme-corp', 'globex', 'initech']) {
      expect((await t.call({ method: 'GET', url: '/audit-logs/count', token: root, tenant })).statusCode).toBe(200);
    }
    expect(
      (await t.call({ method: 'GET', url: '/audit-logs', token: root, tenant: 'no-such-tenant' })).statusCode,
    ).toBe(403);
    const tenants = await t.call({ method: 'GET', url: '/tenants', token: root });
    expect(tenants.json()).toEqual({
      tenants: [
        { id: 'acme-corp', name: 'Acme Corp' },
        { id: 'globex', name: 'Globex' },
        { id: 'initech', name: 'Initech' },
      ],
    });
  });

  it('shows the Globex canary to Globex, proving the probes would see a leak', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/audit-logs?search=canary-7f3a9c',
      token: multi,
      tenant: 'globex',
    });
    expect(response.body).toContain(CANARY);
  });
});
