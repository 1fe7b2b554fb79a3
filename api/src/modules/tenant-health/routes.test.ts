import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { withMaintenance, withTenant } from '../../db/tenant-scope';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { setWallClock } from '../../testing/wall-clock';
import { readInScope } from '../../db/scope-read';
import type { TenantHealth } from './schemas';

const NOW = Date.parse('2026-11-20T12:30:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BUSY = 'health-busy';
const STOPPED = 'health-stopped';

let t: TestApp;
let root: string;
let admin: string;

/** Events of `tenantId` at NOW minus each of `ago` (ms), written as the API writes them (the triggers keep the rollups). */
async function seedEvents(tenantId: string, ago: number[]) {
  await withTenant(t.database, tenantId, (tx) =>
    tx.execute(sql`INSERT INTO egress_events (tenant_id, id, created, hostname, username, source, destination,
        egress_channel, content_category, policy_verdict, destination_type)
      SELECT ${tenantId}, gen_random_uuid(), ${new Date(NOW).toISOString()}::timestamptz - make_interval(secs => a / 1000.0),
        'host', 'user', 'Desktop', 'example.com', 'Web', 'Other', 'CHALLENGE', 'Website'
      FROM unnest(${`{${ago.join(',')}}`}::bigint[]) AS a`),
  );
}

async function seedDevices(tenantId: string, lastSeenAgo: number[]) {
  await withTenant(t.database, tenantId, (tx) =>
    tx.execute(sql`INSERT INTO devices (tenant_id, id, hostname, operating_system, cpu_architecture, extension_status,
        last_seen)
      SELECT ${tenantId}, gen_random_uuid(), 'host', 'Windows', 'x64', 'Active',
        ${new Date(NOW).toISOString()}::timestamptz - make_interval(secs => a / 1000.0)
      FROM unnest(${`{${lastSeenAgo.join(',')}}`}::bigint[]) AS a`),
  );
}

async function seedIncident(tenantId: string, severity: string, status: string) {
  await withTenant(t.database, tenantId, (tx) =>
    tx.execute(sql`INSERT INTO incidents (tenant_id, id, created, title, severity, status, hostname, username, source,
        destination, egress_channel, content_category, policy_verdict)
      VALUES (${tenantId}, gen_random_uuid(), ${new Date(NOW - 3 * DAY).toISOString()}::timestamptz, 'Incident',
        ${severity}, ${status}, 'host', 'user', 'Desktop', 'example.com', 'Web', 'Other', 'BLOCK')`),
  );
}

const range = (count: number, from: number, step: number) => Array.from({ length: count }, (_, i) => from + i * step);

beforeAll(async () => {
  t = await createTestApp();
  await withMaintenance(t.database, (tx) =>
    tx.execute(sql`INSERT INTO tenants (id, name) VALUES (${BUSY}, 'Health Busy'), (${STOPPED}, 'Health Stopped')`),
  );
  // Busy: 100 events a day, evenly, for the last 8 days (one every 14.4 minutes, the newest 14.4 minutes ago).
  await seedEvents(BUSY, range(800, 14.4 * MINUTE, 14.4 * MINUTE));
  // Stopped: one event every 30 minutes from 8 days ago until 30 hours ago, none since (its simulator stopped).
  await seedEvents(STOPPED, range(325, 30 * HOUR, 30 * MINUTE));
  await seedDevices(BUSY, [MINUTE, 14 * MINUTE, 16 * MINUTE, 6 * DAY, 8 * DAY]);
  await seedIncident(BUSY, 'high', 'open');
  await seedIncident(BUSY, 'high', 'open');
  await seedIncident(BUSY, 'medium', 'in_progress');
  await seedIncident(BUSY, 'low', 'resolved');
  await seedIncident(BUSY, 'low', 'dismissed');
  // Resolving one of the open ones takes it out of the open count (the rollup follows the update).
  await withTenant(t.database, BUSY, (tx) =>
    tx.execute(sql`UPDATE incidents SET status = 'resolved' WHERE ctid = (SELECT ctid FROM incidents
      WHERE severity = 'high' AND status = 'open' LIMIT 1)`),
  );
  root = await t.tokenFor('root@platform.example');
  admin = await t.tokenFor('admin@acme.example');
});
afterAll(() => t.close());
afterEach(() => jest.useRealTimers());

const healthAt = async (epochMs: number) => {
  setWallClock(epochMs);
  const response = await t.call({ method: 'GET', url: '/tenant-health', token: root });
  expect(response.statusCode).toBe(200);
  const body = response.json() as TenantHealth;
  return { body, row: (id: string) => body.tenants.find((tenant) => tenant.id === id)! };
};

describe('GET /tenant-health', () => {
  it('answers each tenant’s figures at the server’s time and flags the tenant whose ingest stopped', async () => {
    const { body, row } = await healthAt(NOW);
    expect(body.at).toBe(new Date(NOW).toISOString());
    expect(body.tenants.map((tenant) => tenant.id)).toEqual(expect.arrayContaining(['acme-corp', BUSY, STOPPED]));
    expect(row(BUSY)).toEqual({
      id: BUSY,
      name: 'Health Busy',
      events24h: 100,
      events7d: 700,
      devicesOnline: 2,
      devicesOffline: 2,
      lastEventAt: new Date(NOW - 14.4 * MINUTE).toISOString(),
      openIncidents: { high: 1, medium: 1, low: 0 },
      flag: null,
    });
    // 8 days less 30 hours, every 30 minutes: 325 events; 277 of them in the last 7 days; 325 / 7 = 46 a day.
    expect(row(STOPPED)).toEqual({
      id: STOPPED,
      name: 'Health Stopped',
      events24h: 0,
      events7d: 277,
      devicesOnline: 0,
      devicesOffline: 0,
      lastEventAt: new Date(NOW - 30 * HOUR).toISOString(),
      openIncidents: { high: 0, medium: 0, low: 0 },
      flag: 'No events in the last 24 h; 46 a day in the 7 days before',
    });
  });

  it('counts the last 24 hours to the minute, not to the hour (the partial hour at the start is read raw)', async () => {
    // 20 minutes on, the window starts mid-hour: the events of that partial hour count as the raw rows say.
    const later = NOW + 20 * MINUTE;
    const { row } = await healthAt(later);
    const inWindow = range(800, 14.4 * MINUTE, 14.4 * MINUTE).filter((ago) => ago + 20 * MINUTE <= DAY).length;
    expect(row(BUSY).events24h).toBe(inWindow);
  });

  it('flags the stopped tenant no more once its events come back (10% of its baseline or more)', async () => {
    await seedEvents(STOPPED, range(5, MINUTE, MINUTE));
    const { row } = await healthAt(NOW);
    expect(row(STOPPED)).toMatchObject({ events24h: 5, lastEventAt: new Date(NOW - MINUTE).toISOString(), flag: null });
  });

  it('reads the scope as the scope role: row-level security, not the statement, keeps other tenants out', async () => {
    // No tenant condition in the statement: the answer is still the scope's tenants' rows alone, counts included.
    const Counts = Type.Object({ tenant: Type.String(), n: Type.Integer() });
    const count = (ids: string[]) =>
      readInScope(
        t.database,
        ids,
        sql`SELECT tenant_id AS tenant, count(*)::int AS n FROM egress_events GROUP BY tenant_id ORDER BY tenant_id`,
        Counts,
      );
    expect(await count([BUSY, STOPPED])).toEqual([
      { tenant: BUSY, n: 800 },
      { tenant: STOPPED, n: 330 },
    ]);
    expect(await count([STOPPED])).toEqual([{ tenant: STOPPED, n: 330 }]);
    const total = Type.Object({ n: Type.Integer() });
    const devices = sql`SELECT count(*)::int AS n FROM devices`;
    expect(await readInScope(t.database, [STOPPED], devices, total)).toEqual([{ n: 0 }]);
    expect(await readInScope(t.database, [BUSY, 'no-such-tenant'], devices, total)).toEqual([{ n: 5 }]);
  });

  it('lets the scope role read only the tables declared for it, and write none', async () => {
    const n = Type.Object({ n: Type.Integer() });
    // PGlite's driver wraps the database's error (as its cause); a server's pool answers it as is.
    const failure = (statement: ReturnType<typeof sql>) =>
      readInScope(t.database, [BUSY], statement, n).then(
        () => 'no error',
        (error: Error) => `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}`,
      );
    expect(await failure(sql`SELECT count(*)::int AS n FROM incident_comments`)).toMatch(/permission denied/);
    expect(await failure(sql`SELECT count(*)::int AS n FROM audit_logs`)).toMatch(/permission denied/);
    expect(
      await failure(sql`WITH gone AS (DELETE FROM devices RETURNING 1) SELECT count(*)::int AS n FROM gone`),
    ).toMatch(/read-only transaction|permission denied/);
  });

  it('shows a Tenant Group Admin the tenants of their groups only, and their rows only', async () => {
    await withMaintenance(t.database, async (tx) => {
      await tx.execute(
        sql`INSERT INTO tenant_groups (id, name) VALUES ('0b0b0b0b-0000-4000-8000-00000000b1b1', 'Health pair')`,
      );
      await tx.execute(sql`INSERT INTO tenant_group_tenants (group_id, member_tenant_id)
        VALUES ('0b0b0b0b-0000-4000-8000-00000000b1b1', ${BUSY}), ('0b0b0b0b-0000-4000-8000-00000000b1b1', 'acme-corp')`);
      await tx.execute(sql`INSERT INTO tenant_group_grants (group_id, user_id, granted_by)
        SELECT '0b0b0b0b-0000-4000-8000-00000000b1b1', id, 'test' FROM users WHERE login_id = 'analyst@acme.example'`);
    });
    const analyst = await t.tokenFor('analyst@acme.example');
    setWallClock(NOW);
    const response = await t.call({ method: 'GET', url: '/tenant-health', token: analyst, tenant: 'acme-corp' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as TenantHealth;
    expect(body.tenants.map((tenant) => tenant.id)).toEqual(['acme-corp', BUSY]);
    expect(body.tenants[1]).toMatchObject({ events24h: 100, events7d: 700, devicesOnline: 2, devicesOffline: 2 });
    expect(response.body).not.toContain(STOPPED);
    // A Tenant-Id naming a tenant outside the scope widens nothing.
    const other = await t.call({ method: 'GET', url: '/tenant-health', token: analyst, tenant: STOPPED });
    expect((other.json() as TenantHealth).tenants.map((tenant) => tenant.id)).toEqual(['acme-corp', BUSY]);
  });

  it('refuses anyone without a scope (403 problem details)', async () => {
    const response = await t.call({ method: 'GET', url: '/tenant-health', token: admin, tenant: 'acme-corp' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
