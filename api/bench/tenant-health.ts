// Tenant health at 50 tenants (issue 31, item 5): `npm run bench:health` at the root.
//   BENCH_TENANTS (50), BENCH_EVENTS_PER_DAY (500 egress events a day per tenant, over the last 8 days),
//   BENCH_DEVICES (200 per tenant), BENCH_INCIDENTS (1,000 per tenant over 90 days, half open), BENCH_RUNS (50).
//   BENCH_DATABASE_URL: a PostgreSQL server (its database is migrated and gains the bench tenants); a fresh PGlite
//   in a temporary folder otherwise.
// Every fifth tenant's simulator "stopped" 30 hours ago; the seeded tables are then vacuumed and analysed. Times GET
// /tenant-health through the whole API (routing, the platform admin's session, validation, serialisation), prints p50
// and p95, and checks that exactly the stopped tenants are flagged and that each tenant's open incidents past their SLA
// target are those the owner counts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PLATFORM_ADMIN_ROLE } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { openPglite, openPostgres, queryRows, type Database } from '../src/db/database';
import { withMaintenance } from '../src/db/tenant-scope';
import type { TenantHealth } from '../src/modules/tenant-health/schemas';
import { createBenchApp } from './bench-app';
import { log, migrateBench, positiveEnv } from './bench-databases';
import { BENCH_USER } from './generate-incidents';
import { percentile } from './measure';

const tenantCount = positiveEnv('BENCH_TENANTS', 50);
const eventsPerDay = positiveEnv('BENCH_EVENTS_PER_DAY', 500);
const devicesPerTenant = positiveEnv('BENCH_DEVICES', 200);
const incidentsPerTenant = positiveEnv('BENCH_INCIDENTS', 1_000);
const runs = positiveEnv('BENCH_RUNS', 50);

const tenantId = (index: number) => `health-bench-${String(index).padStart(3, '0')}`;
const stopped = (index: number) => index % 5 === 0;

/** One tenant's rows, written as the owner under maintenance (the triggers keep the rollups as for any writer). */
async function seedTenant(database: Database, index: number, now: Date): Promise<void> {
  const id = tenantId(index);
  const at = now.toISOString();
  const events = eventsPerDay * 8;
  // A stopped tenant's newest event is 30 hours old; the others' a few seconds.
  const newest = stopped(index) ? 30 * 3600 : 5;
  const step = (8 * 86_400 - newest) / events;
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql`INSERT INTO tenants (id, name) VALUES (${id}, ${`Health Bench ${index}`})
      ON CONFLICT DO NOTHING`);
    await tx.execute(sql`INSERT INTO egress_events (tenant_id, id, created, hostname, username, source, destination,
        egress_channel, content_category, policy_verdict, destination_type)
      SELECT ${id}, gen_random_uuid(), ${at}::timestamptz - make_interval(secs => ${newest}::float8 + g * ${step}::float8),
        'host-' || (g % 50), 'user-' || (g % 80), 'Desktop', 'site-' || (g % 30) || '.example', 'Web', 'Other',
        (ARRAY['BLOCK', 'CHALLENGE', 'NOT_COVERED'])[1 + g % 3], 'Website'
      FROM generate_series(0, ${events - 1}) AS g`);
    await tx.execute(sql`INSERT INTO devices (tenant_id, id, hostname, operating_system, cpu_architecture,
        extension_status, last_seen)
      SELECT ${id}, gen_random_uuid(), 'host-' || g, 'Windows', 'x64', 'Active',
        ${at}::timestamptz - make_interval(mins => (g * 37) % 20000)
      FROM generate_series(1, ${devicesPerTenant}) AS g`);
    await tx.execute(sql`INSERT INTO incidents (tenant_id, id, created, title, severity, status, hostname, username,
        source, destination, egress_channel, content_category, policy_verdict)
      SELECT ${id}, gen_random_uuid(), ${at}::timestamptz - make_interval(mins => (g * 127) % 129600), 'Incident',
        (ARRAY['high', 'medium', 'low'])[1 + g % 3], (ARRAY['open', 'in_progress', 'resolved', 'dismissed'])[1 + g % 4],
        'host', 'user', 'Desktop', 'site.example', 'Web', 'Other', 'BLOCK'
      FROM generate_series(1, ${incidentsPerTenant}) AS g`);
  });
}

/** Makes the bench user a platform admin (a membership with the platform admin's role) before its session is issued. */
async function benchPlatformAdmin(database: Database, tenant: string): Promise<void> {
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql`INSERT INTO users (id, login_id, email, name) VALUES (${BENCH_USER.id}, ${BENCH_USER.loginId},
      ${BENCH_USER.loginId}, 'Bench Admin') ON CONFLICT DO NOTHING`);
    await tx.execute(sql`INSERT INTO memberships (tenant_id, user_id, role_names)
      VALUES (${tenant}, ${BENCH_USER.id}, ${`{${PLATFORM_ADMIN_ROLE}}`}::text[])
      ON CONFLICT (tenant_id, user_id) DO UPDATE SET role_names = excluded.role_names`);
  });
}

const url = process.env.BENCH_DATABASE_URL;
const folder = url ? undefined : await mkdtemp(join(tmpdir(), 'health-bench-'));
const database = url ? await openPostgres(url) : await openPglite({ dataDir: folder! });
try {
  log(`${url ? 'PostgreSQL' : 'PGlite'}: migrating`);
  await migrateBench(database);
  const now = new Date();
  log(
    `seeding ${tenantCount} tenants: ${(eventsPerDay * 8).toLocaleString('en-US')} events, ${devicesPerTenant} devices ` +
      `and ${incidentsPerTenant} incidents each`,
  );
  for (let index = 1; index <= tenantCount; index += 1) {
    await seedTenant(database, index, now);
    if (index % 10 === 0) log(`seeded ${index} tenants`);
  }
  // Statistics and visibility as autovacuum leaves them on a server in use (a database loaded a moment ago has none:
  // the planner would guess the sizes, and an index-only scan would visit every heap page it just wrote).
  await database.db.execute(sql`VACUUM ANALYZE egress_events, ingest_hourly, devices, incidents, open_incidents_daily`);
  await benchPlatformAdmin(database, tenantId(1));
  // PGlite runs in the API's own thread: its statements hold the event loop, which load shedding would take for overload.
  const bench = await createBenchApp(database, url ? {} : { shedEventLoopDelayMs: 0 }, tenantId(1));
  const times: number[] = [];
  let answer: TenantHealth | undefined;
  for (let run = -5; run < runs; run += 1) {
    const started = performance.now();
    const response = await bench.get('/tenant-health');
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET /tenant-health answered ${response.status}: ${response.body}`);
    if (run >= 0) times.push(elapsed);
    answer = JSON.parse(response.body) as TenantHealth;
  }
  const ours = answer!.tenants.filter((tenant) => tenant.id.startsWith('health-bench-'));
  const flagged = ours.filter((tenant) => tenant.flag !== null).map((tenant) => tenant.id);
  const expected = ours.map((tenant) => tenant.id).filter((id) => stopped(Number(id.slice(-3))));
  if (ours.length !== tenantCount || flagged.join() !== expected.join())
    throw new Error(`flagged ${flagged.join(', ')}; expected ${expected.join(', ')}`);
  // The owner's own count of open incidents past their SLA target at the answer's time, tenant by tenant.
  const at = answer!.at;
  const counted = await withMaintenance(database, (tx) =>
    queryRows(
      tx,
      sql`SELECT tenant_id AS id, count(*)::int AS past FROM incidents
        WHERE tenant_id LIKE 'health-bench-%' AND sla_due < ${at}::timestamptz GROUP BY tenant_id`,
      Type.Object({ id: Type.String(), past: Type.Integer() }),
    ),
  );
  const past = new Map(counted.map((row) => [row.id, row.past]));
  const wrong = ours.filter((tenant) => tenant.pastSla !== (past.get(tenant.id) ?? 0));
  if (wrong.length > 0 || ours.every((tenant) => tenant.pastSla === 0))
    throw new Error(`past SLA: ${wrong.map((tenant) => `${tenant.id} ${tenant.pastSla}`).join(', ') || 'none'}`);
  times.sort((a, b) => a - b);
  log(
    `GET /tenant-health, ${answer!.tenants.length} tenants, ${runs} runs: p50 ${percentile(times, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(1)} ms (${flagged.length} stopped tenants flagged, as expected; ` +
      `${ours.reduce((sum, tenant) => sum + tenant.pastSla, 0).toLocaleString('en-US')} open incidents past SLA)`,
  );
  await bench.app.close();
} finally {
  await database.close();
  if (folder) await rm(folder, { recursive: true, force: true });
}
