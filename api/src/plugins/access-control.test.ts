import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { SessionClaims } from '../auth/session-verifier';
import type { Tx } from '../db/database';
import { copyTemplateDatabase } from '../testing/test-app';
import { accessControlPlugin } from './access-control';
import { databasePlugin } from './database';
import { errorsPlugin } from './errors';

const acme = 'acme-corp';
const MISSING_TENANT = 'A Tenant-Id header naming one of your tenants is required';

/** An analyst of Acme Corp, whatever the token. */
const claims: SessionClaims = {
  sub: 'user-1',
  iss: 'test',
  exp: Number.MAX_SAFE_INTEGER,
  tenants: Object.assign(Object.create(null) as Record<string, never>, {
    [acme]: { roles: ['Analyst'], permissions: [] },
  }),
  roles: [],
  permissions: [],
  amr: [],
  payload: {},
};

interface ScopeSettings {
  tenant: string;
  role: string;
  readOnly: string;
  transaction: string;
}

/** The scope's settings as the transaction sees them (a raw statement's result is untyped: its one row is checked). */
const settingsOf = async (tx: Tx): Promise<Record<string, unknown>> => {
  const { rows } = (await tx.execute(
    sql`SELECT current_setting('app.tenant_id') AS tenant, current_user AS role,
        current_setting('transaction_read_only') AS "readOnly", txid_current()::text AS transaction`,
  )) as { rows: Record<string, unknown>[] };
  expect(rows).toHaveLength(1);
  return { ...rows[0] };
};

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(errorsPlugin);
  await app.register(databasePlugin, { database: await copyTemplateDatabase(), closeWithApp: true });
  await app.register(accessControlPlugin, {
    verifier: { verify: async () => claims },
    agents: {
      enrolment: () => Promise.reject(new Error('no agents here')),
      device: () => Promise.reject(new Error('no agents here')),
    },
  });
  app.get('/scoped', { config: { access: 'tenant' } }, async (request) => {
    const first = await request.inTenant(async (tx, tenant) => ({ ...(await settingsOf(tx)), name: tenant.name }));
    const second = await request.inTenant(settingsOf, { readOnly: true });
    return { tenant: request.tenant.id, first, second };
  });
  app.get('/unscoped', { config: { access: 'authenticated' } }, async (request) => {
    const use = (request.headers['x-use'] as string | undefined) ?? 'optional';
    if (use === 'inTenant') return request.inTenant(settingsOf);
    if (use === 'tenant') return { tenant: request.tenant.id };
    return { tenant: request.optionalTenant?.id ?? null };
  });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers: { authorization: 'Bearer token', ...headers } });

describe('a tenant route', () => {
  it("works in the Tenant-Id's tenant, as console_app, one transaction a call, with the scope's options", async () => {
    const response = await get('/scoped', { 'tenant-id': acme });
    expect(response.statusCode).toBe(200);
    const { tenant, first, second } = response.json<{ tenant: string; first: ScopeSettings; second: ScopeSettings }>();
    expect(tenant).toBe(acme);
    expect(first).toEqual(expect.objectContaining({ tenant: acme, role: 'console_app', readOnly: 'off' }));
    expect(first).toEqual(expect.objectContaining({ name: 'Acme Corp' }));
    expect(second).toEqual(expect.objectContaining({ tenant: acme, role: 'console_app', readOnly: 'on' }));
    // Each call ends its transaction: the request holds none between them.
    expect(second.transaction).not.toBe(first.transaction);
  });

  it('answers 403 without a Tenant-Id or with a tenant the session may not enter, before the handler', async () => {
    const missing = await get('/scoped', {});
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual(expect.objectContaining({ status: 403, detail: MISSING_TENANT }));
    const foreign = await get('/scoped', { 'tenant-id': 'globex' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual(expect.objectContaining({ detail: 'You are not a member of this tenant' }));
  });
});

describe('a route that is not tenant-scoped', () => {
  it('reads the tenant it was sent as optionalTenant only', async () => {
    expect((await get('/unscoped', { 'tenant-id': acme })).json()).toEqual({ tenant: acme });
    expect((await get('/unscoped', {})).json()).toEqual({ tenant: null });
  });

  it.each(['inTenant', 'tenant'])('answers 403 to %s, even with a valid Tenant-Id', async (use) => {
    for (const headers of [{ 'tenant-id': acme }, {}] as Record<string, string>[]) {
      const response = await get('/unscoped', { ...headers, 'x-use': use });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(expect.objectContaining({ status: 403, detail: MISSING_TENANT }));
    }
  });
});
