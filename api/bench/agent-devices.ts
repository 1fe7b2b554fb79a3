import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { uncheckedRows } from '../src/testing/query-rows';
import { withMaintenance } from '../src/db/tenant-scope';
import { BENCH_TENANT, BENCH_USER } from './generate-incidents';

/** The bench tenant and its user (an Analyst: a member, who may read devices), as the other benchmarks use them. */
export async function ensureBenchTenant(database: Database): Promise<void> {
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql`INSERT INTO tenants (id, name) VALUES (${BENCH_TENANT}, 'Benchmark') ON CONFLICT DO NOTHING`);
    await tx.execute(sql`INSERT INTO users (id, login_id, email, name) VALUES (${BENCH_USER.id}, ${BENCH_USER.loginId},
      ${BENCH_USER.loginId}, 'Bench Analyst') ON CONFLICT DO NOTHING`);
    await tx.execute(sql`INSERT INTO memberships (tenant_id, user_id, role_names)
      VALUES (${BENCH_TENANT}, ${BENCH_USER.id}, '{Analyst}') ON CONFLICT DO NOTHING`);
  });
}

/**
 * Makes the bench tenant hold exactly `count` devices (kept between runs when the count matches): 60% seen within
 * the last 15 minutes, 30% within a week, 10% older, as a fleet looks; then VACUUM ANALYZE.
 */
export async function ensureBenchDevices(database: Database, count: number, log: (line: string) => void) {
  const [row] = await withMaintenance(database, (tx) =>
    uncheckedRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM devices WHERE tenant_id = ${BENCH_TENANT}`),
  );
  if (row?.n === count) return log(`${count.toLocaleString('en-US')} bench devices already there`);
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql`DELETE FROM devices WHERE tenant_id = ${BENCH_TENANT}`);
    await tx.execute(sql`INSERT INTO devices (tenant_id, id, hostname, last_active_user, operating_system, os_version,
        cpu_architecture, agent_version, extension_version, extension_status, agent_disabled, agent_disabled_current,
        ip_address, last_seen, created)
      SELECT ${BENCH_TENANT}, md5('bench-device:' || i)::uuid, 'BENCH-' || lpad(i::text, 6, '0'),
        'user' || lpad((i % 40000)::text, 5, '0'), (ARRAY['Windows', 'macOS', 'Linux'])[1 + i % 3],
        (ARRAY['Windows 11 24H2', 'macOS 15.3', 'Ubuntu 24.04'])[1 + i % 3], (ARRAY['x64', 'arm64'])[1 + i % 2],
        (ARRAY['4.12.3', '4.13.0', '4.11.8'])[1 + i % 3], (ARRAY['2.9.1', '2.8.0', ''])[1 + i % 3],
        (ARRAY['Active', 'Active', 'Not installed'])[1 + i % 3], i % 20 = 0, i % 25 = 0,
        '10.' || (i % 200) || '.' || (i % 250) || '.' || (1 + i % 253),
        now() - CASE WHEN i % 10 < 6 THEN (i % 840) * interval '1 second'
          WHEN i % 10 < 9 THEN interval '1 hour' + (i % 500000) * interval '1 second'
          ELSE interval '14 days' + (i % 2000000) * interval '1 second' END,
        now() - interval '200 days' + (i % 10000) * interval '1 minute'
      FROM generate_series(1, ${count}) AS i`);
  });
  await database.db.execute(sql.raw('VACUUM ANALYZE devices'));
  log(`loaded ${count.toLocaleString('en-US')} bench devices`);
}
