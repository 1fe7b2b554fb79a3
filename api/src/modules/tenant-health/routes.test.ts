import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { withMaintenance, withTenant } from '../../db/tenant-scope';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { setWallClock } from '../../testing/wall-clock';
import { readEachTenant } from './read-each-tenant';
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

  it('reads each tenant under its own setting: row-level security, not the statement, keeps the others out', async () => {
    // No tenant condition in the statement: each answer is still that tenant's rows alone.
    const counts = await readEachTenant(
      t.database,
      [BUSY, STOPPED, BUSY],
      () => sql`SELECT count(*)::int AS n, count(DISTINCT tenant_id)::int AS tenants FROM egress_events`,
      Type.Object({ n: Type.Integer(), tenants: Type.Integer() }),
    );
    expect(counts).toEqual([[{ n: 800, tenants: 1 }], [{ n: 330, tenants: 1 }], [{ n: 800, tenants: 1 }]]);
  });

  it('refuses anyone but a platform admin (403 problem details)', async () => {
    const response = await t.call({ method: 'GET', url: '/tenant-health', token: admin, tenant: 'acme-corp' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
