import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, type Database } from '../../db/database';
import { addEventPartitions } from '../../db/event-partitions';
import { migrate } from '../../db/migrate';
import { egressFlowRollups, egressRollups, incidentRollups } from '../../db/schema/dashboard';
import { BUCKET_COLUMN, type RollupTarget } from '../../db/schema/rollups';
import { withMaintenance, withTenant } from '../../db/tenant-scope';
import { educationFirstsDifferences } from '../../testing/education-firsts';
import { uncheckedRows } from '../../testing/query-rows';
import { openServerDatabase } from '../../testing/server-database';
import { MIGRATIONS_FOLDER } from '../../testing/template-database';
import { RETENTION_ACTOR, RetentionKeeper, expireRetention, retentionCutoff } from './retention-pass';

// The expiry pass (issue 32) on a database of its own: month partitions dropped when every tenant's cutoff is past
// them, a tenant's rows deleted from the partitions others still keep, the default partition kept, closed incidents
// expired with their comments, and every rollup equal to an exact aggregate of the rows that remain. On PGlite, and on
// TEST_DATABASE_URL's PostgreSQL server when it is set.

/** An empty database: a PGlite data folder, or a new database on TEST_DATABASE_URL's server (dropped by `close`). */
async function emptyDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'console-retention-'));
    const database = await openPglite({ dataDir });
    return {
      ...database,
      close: async () => {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  return openServerDatabase(serverUrl, `console_retention_${process.pid}_${Math.floor(Math.random() * 1e9)}`, {
    max: 2,
  });
}

const NOW = new Date('2026-11-29T10:00:00Z');
/** Short (t-short, 30 days), long (t-long, 60 days) and default (t-default, 180 days) retention of events. */
const TENANTS = { short: 't-short', long: 't-long', usual: 't-default' } as const;

/** `count` events of `tenant` from `first`, one every 13 hours, through the parent (the rollup triggers count them). */
async function addEvents(database: Database, tenant: string, first: string, count: number) {
  await withMaintenance(database, (tx) =>
    tx.execute(sql`INSERT INTO egress_events (tenant_id, id, created, hostname, username, source, destination,
        destination_type, egress_channel, data_types, content_category, data_volume, total_hit_count, policy_id,
        policy_name, policy_verdict)
      SELECT ${tenant}, gen_random_uuid(), ${first}::timestamptz + n * interval '13 hours', 'host-' || n % 3,
        'user.' || n % 4, 'Documents', 'site-' || n % 5 || '.example',
        CASE WHEN n % 4 = 0 THEN 'AI service' ELSE 'Website' END, (ARRAY['Web', 'Email', 'USB'])[1 + n % 3],
        ARRAY['Credit card', 'IBAN'], 'Finance', n * 100, n % 3,
        (ARRAY['00000000-0000-4000-8000-00000000ed01', '00000000-0000-4000-8000-00000000ed02', NULL]::uuid[])[1 + n % 3],
        CASE WHEN n % 2 = 0 THEN 'Block cards' ELSE '' END,
        (ARRAY['BLOCK', 'CHALLENGE', 'NOT_COVERED', 'educate'])[1 + n % 4]
      FROM generate_series(0, ${count - 1}::int) AS n`),
  );
}

/** An incident of `tenant` created and last changed at `at`, with a comment. */
async function addIncident(database: Database, tenant: string, id: string, status: string, at: string) {
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql`INSERT INTO incidents (tenant_id, id, created, updated, title, severity, status, hostname,
        username, source, destination, egress_channel, content_category, policy_verdict)
      VALUES (${tenant}, ${id}::uuid, ${at}::timestamptz, ${at}::timestamptz, 'Card numbers', 'high', ${status}, 'h',
        'u', 's', 'd', 'Web', 'Finance', 'BLOCK')`);
    await tx.execute(sql`INSERT INTO incident_comments (tenant_id, id, incident_id, author_id, author_name, message)
      VALUES (${tenant}, gen_random_uuid(), ${id}::uuid, 'u1', 'Avery', 'Looked at it')`);
  });
}

const rows = <T>(database: Database, text: ReturnType<typeof sql>) =>
  withMaintenance(database, (tx) => uncheckedRows<T>(tx, text));

/** The partitions of egress_events and how many rows each holds. */
async function partitionRows(database: Database): Promise<Record<string, number>> {
  const found = await rows<{ name: string; n: number }>(
    database,
    sql`SELECT c.relname::text AS name, (SELECT count(*)::int FROM egress_events e WHERE e.tableoid = c.oid) AS n
        FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'egress_events'::regclass ORDER BY 1`,
  );
  return Object.fromEntries(found.map((row) => [row.name, row.n]));
}

/**
 * The rows of a rollup table that its trigger's statement computes from every row of its source now (the statement
 * as its trigger runs it, over the whole table instead of a statement's changed rows), that the table lacks or has
 * more of: none when the rollup is exact. Rows whose measures are all zero count as absent.
 */
async function rollupDifferences(database: Database, source: string, target: RollupTarget): Promise<unknown[]> {
  const lines = target.statement.split('\n').map((line) => line.trim());
  const columns = /\(([^)]*)\)/.exec(lines[0]!)![1]!;
  const select = lines[1]!.replace(/\bs \* /g, '');
  const from = lines[2]!.replace('changed_rows', source).replace(/ ORDER BY .*$/, '');
  const table = lines[0]!.split(' ')[2]!;
  const keys = /ON CONFLICT \(([^)]*)\)/.exec(lines[3]!)![1]!.split(', ');
  const measures = columns.split(', ').filter((column) => !keys.includes(column));
  const exact = `${select} ${from}`;
  const stored = `SELECT ${columns} FROM ${table} WHERE NOT (${measures.map((m) => `${m} = 0`).join(' AND ')})`;
  return rows(database, sql.raw(`(${exact} EXCEPT ALL ${stored}) UNION ALL (${stored} EXCEPT ALL ${exact})`));
}

/** The flow users rollup of `bucket` (migration 0052): each row's users (its bits read back as names), against the
 * distinct users of the events of its bucket and flow; the rows either side lacks. */
function flowUsersDifferences(database: Database, bucket: 'day' | 'hour'): Promise<unknown[]> {
  const table = bucket === 'day' ? 'egress_flow_users_daily' : 'egress_flow_users_hourly';
  const of = bucket === 'day' ? `(created AT TIME ZONE 'UTC')::date` : `date_trunc('hour', created, 'UTC')`;
  const exact = `SELECT DISTINCT tenant_id, ${of} AS bucket, policy_verdict, source, egress_channel, destination, username
    FROM egress_events`;
  const stored = `SELECT r.tenant_id, r.${bucket}, r.policy_verdict, r.source, r.egress_channel, r.destination, u.username
    FROM ${table} r JOIN egress_user_numbers u ON u.tenant_id = r.tenant_id AND u.n < length(r.users)
    WHERE substring(r.users FROM u.n + 1 FOR 1) = B'1'`;
  return rows(database, sql.raw(`(${exact} EXCEPT ${stored}) UNION ALL (${stored} EXCEPT ${exact})`));
}

async function allRollupDifferences(database: Database): Promise<Record<string, unknown[]>> {
  const found: Record<string, unknown[]> = {};
  for (const bucket of ['day', 'hour'] as const) {
    const differences = await flowUsersDifferences(database, bucket);
    if (differences.length > 0) found[`egress_flow_users, by ${bucket}`] = differences;
  }
  const firsts = await withMaintenance(database, (tx) => educationFirstsDifferences(tx));
  if (firsts.length > 0) found.egress_education_firsts = firsts;
  for (const trigger of [egressRollups, egressFlowRollups, incidentRollups]) {
    for (const target of trigger.targets) {
      const differences = await rollupDifferences(database, trigger.source, target);
      const table = target.statement.split(' ')[2]!;
      if (differences.length > 0) found[table] = differences;
      // Every table is compared over rows it holds.
      expect(table).toMatch(/^[a-z_]+$/);
    }
  }
  return found;
}

/** Rollup rows of the days a tenant's retention expired at `now` (none should be left, not even zero ones). */
async function expiredRollupRows(database: Database, now: Date): Promise<string[]> {
  const found: string[] = [];
  const flowUsers = [
    { table: 'egress_flow_users_daily', bucket: 'day' as const },
    { table: 'egress_flow_users_hourly', bucket: 'hour' as const },
  ];
  const targets = [...egressRollups.targets, ...egressFlowRollups.targets].map((target) => ({
    table: target.statement.split(' ')[2]!,
    bucket: target.bucket,
  }));
  for (const { table, bucket } of [...targets, ...flowUsers]) {
    const column = BUCKET_COLUMN[bucket];
    const [row] = await rows<{ n: number }>(
      database,
      sql.raw(`SELECT count(*)::int AS n FROM ${table} r
        JOIN (SELECT t.id, coalesce(x.events_days, 180) AS days FROM tenants t
          LEFT JOIN tenant_retention x ON x.tenant_id = t.id) d ON d.id = r.tenant_id
        WHERE r.${column} < date_trunc('day', '${now.toISOString()}'::timestamptz, 'UTC') - make_interval(days => d.days)`),
    );
    if (row!.n > 0) found.push(`${table}: ${row!.n}`);
  }
  return found;
}

const countsByTenant = (database: Database, table: string) =>
  rows<{ tenant: string; n: number }>(
    database,
    sql.raw(`SELECT tenant_id AS tenant, count(*)::int AS n FROM ${table} GROUP BY 1 ORDER BY 1`),
  ).then((found) => Object.fromEntries(found.map((row) => [row.tenant, row.n])));

describe('the retention expiry pass', () => {
  let database: Database;
  let before: { short: number; long: number; usual: number };
  beforeAll(async () => {
    database = await emptyDatabase();
    await migrate(database, MIGRATIONS_FOLDER);
    await withMaintenance(database, async (tx) => {
      await tx.execute(sql`INSERT INTO tenants (id, name) VALUES ('t-short', 'Short'), ('t-long', 'Long'),
          ('t-default', 'Default')`);
      await tx.execute(
        sql`INSERT INTO users (id, login_id, email, name) VALUES ('u1', 'a@x.example', 'a@x.example', 'Avery')`,
      );
      await tx.execute(sql`INSERT INTO tenant_retention (tenant_id, events_days, incidents_days, evidence_days, updated_by)
          VALUES ('t-short', 30, 30, 30, 'u1'), ('t-long', 60, 730, 180, 'u1')`);
      await addEventPartitions(tx, new Date('2026-03-01T00:00:00Z'), new Date('2026-12-01T00:00:00Z'));
    });
    // 440 events each from 1 April to 25 November; and two a long time ago, in the default partition.
    for (const tenant of Object.values(TENANTS)) await addEvents(database, tenant, '2026-04-01T00:00:00Z', 440);
    await addEvents(database, TENANTS.short, '1999-01-01T00:00:00Z', 2);
    await addEvents(database, TENANTS.usual, '1999-01-01T00:00:00Z', 2);
    // A closed incident past the 30 days of t-short, an open one as old, a closed one too recent; the same in t-long.
    for (const [tenant, prefix] of [
      [TENANTS.short, '1'],
      [TENANTS.long, '2'],
    ] as const) {
      await addIncident(
        database,
        tenant,
        `${prefix}0000000-0000-4000-8000-000000000001`,
        'resolved',
        '2026-09-01T00:00:00Z',
      );
      await addIncident(
        database,
        tenant,
        `${prefix}0000000-0000-4000-8000-000000000002`,
        'open',
        '2026-09-01T00:00:00Z',
      );
      await addIncident(
        database,
        tenant,
        `${prefix}0000000-0000-4000-8000-000000000003`,
        'dismissed',
        '2026-11-20T00:00:00Z',
      );
    }
    const kept = async (tenant: string, days: number) => {
      const [row] = await rows<{ n: number }>(
        database,
        sql`SELECT count(*)::int AS n FROM egress_events WHERE tenant_id = ${tenant}
            AND created >= ${retentionCutoff(NOW, days).toISOString()}::timestamptz`,
      );
      return row!.n;
    };
    before = {
      short: await kept(TENANTS.short, 30),
      long: await kept(TENANTS.long, 60),
      usual: await kept(TENANTS.usual, 180),
    };
  });
  afterAll(() => database?.close());

  it('cuts at UTC midnight, so whole days expire', () => {
    expect(retentionCutoff(NOW, 30)).toEqual(new Date('2026-10-30T00:00:00Z'));
    expect(retentionCutoff(new Date('2026-11-29T23:59:59.999Z'), 60)).toEqual(new Date('2026-09-30T00:00:00Z'));
  });

  it('starts with rollups that are exact', async () => {
    expect(await allRollupDifferences(database)).toEqual({});
    const [firsts] = await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM egress_education_firsts`);
    expect(firsts!.n).toBeGreaterThan(0);
  });

  it("drops the months older than every tenant's cutoff, deletes a tenant's rows from the others only", async () => {
    const partitions = await partitionRows(database);
    expect(Object.keys(partitions)).toEqual(expect.arrayContaining(['egress_events_2026_03', 'egress_events_default']));
    // t-default keeps 180 days (from 2 June): no month is older than every cutoff yet.
    const first = await expireRetention(database, NOW);
    expect(first.droppedPartitions).toEqual([
      'egress_events_2026_03',
      'egress_events_2026_04',
      'egress_events_2026_05',
    ]);
    expect(first.tenants[TENANTS.short]).toMatchObject({
      eventsBefore: '2026-10-30T00:00:00.000Z',
      partitions: ['egress_events_2026_04', 'egress_events_2026_05'],
    });
    expect(first.tenants[TENANTS.long]).toMatchObject({ eventsBefore: '2026-09-30T00:00:00.000Z' });
    // Only the events before each tenant's cutoff are gone: t-default's old ones (the default partition's) included.
    expect(await countsByTenant(database, 'egress_events')).toEqual({
      [TENANTS.short]: before.short,
      [TENANTS.long]: before.long,
      [TENANTS.usual]: before.usual,
    });
    expect(first.tenants[TENANTS.short]!.events).toBe(442 - before.short);
    expect(first.tenants[TENANTS.long]!.events).toBe(440 - before.long);
    expect(first.tenants[TENANTS.usual]).toMatchObject({
      events: 442 - before.usual,
      incidents: 0,
      partitions: ['egress_events_2026_04', 'egress_events_2026_05'],
    });
    const [oldest] = await rows<{ short: string; long: string }>(
      database,
      sql`SELECT min(created) FILTER (WHERE tenant_id = 't-short')::text AS short,
            min(created) FILTER (WHERE tenant_id = 't-long')::text AS long FROM egress_events`,
    );
    expect(Date.parse(oldest!.short)).toBeGreaterThanOrEqual(Date.parse('2026-10-30T00:00:00Z'));
    expect(Date.parse(oldest!.long)).toBeGreaterThanOrEqual(Date.parse('2026-09-30T00:00:00Z'));
    // The default partition stays (empty now), and every rollup is an exact aggregate of what remains.
    expect(await partitionRows(database)).toMatchObject({ egress_events_default: 0 });
    expect(await allRollupDifferences(database)).toEqual({});
    expect(await expiredRollupRows(database, NOW)).toEqual([]);
    // A second pass finds nothing left to do.
    expect(await expireRetention(database, NOW)).toEqual({ tenants: {}, droppedPartitions: [] });
  });

  it('expires closed incidents last changed before the cutoff, with their comments; never an open one', async () => {
    const left = await rows<{ tenant: string; id: string }>(
      database,
      sql`SELECT tenant_id AS tenant, left(id::text, 1) || right(id::text, 1) AS id FROM incidents ORDER BY 1, 2`,
    );
    expect(left).toEqual([
      { tenant: TENANTS.long, id: '21' },
      { tenant: TENANTS.long, id: '22' },
      { tenant: TENANTS.long, id: '23' },
      { tenant: TENANTS.short, id: '12' },
      { tenant: TENANTS.short, id: '13' },
    ]);
    expect(await countsByTenant(database, 'incident_comments')).toEqual({ [TENANTS.long]: 3, [TENANTS.short]: 2 });
    expect(await allRollupDifferences(database)).toEqual({});
  });

  it("audits what each tenant lost, in that tenant's log only", async () => {
    const entries = await withTenant(database, TENANTS.short, (tx) =>
      uncheckedRows<{ tenant: string; user: string; page: string; action: string; description: string }>(
        tx,
        sql`SELECT tenant_id AS tenant, dashboard_user_id AS user, page, action, description FROM audit_logs`,
      ),
    );
    expect(entries).toEqual([
      {
        tenant: TENANTS.short,
        user: RETENTION_ACTOR,
        page: 'Retention',
        action: 'Expire',
        description: expect.stringMatching(
          /^Expired \d+ events before 2026-10-30, 1 closed incident last changed before 2026-10-30, 0 evidence files; partitions dropped: egress_events_2026_04, egress_events_2026_05$/,
        ),
      },
    ]);
  });

  it('drops a month once every tenant has passed it, with its rollup rows, leaving the others exact', async () => {
    // A month later t-default's cutoff (2 July 2026 → 1 July) passes June: that partition goes whole.
    await withMaintenance(database, (tx) =>
      tx.execute(sql`UPDATE tenant_retention SET events_days = 60 WHERE tenant_id = 't-short'`),
    );
    const later = new Date('2026-12-29T10:00:00Z');
    const report = await expireRetention(database, later);
    expect(report.droppedPartitions).toEqual(['egress_events_2026_06']);
    expect(report.tenants[TENANTS.usual]).toMatchObject({ partitions: ['egress_events_2026_06'] });
    expect(await expiredRollupRows(database, later)).toEqual([]);
    expect(Object.keys(await partitionRows(database))).not.toContain('egress_events_2026_06');
    expect(Object.keys(await partitionRows(database))).toContain('egress_events_default');
    expect(await allRollupDifferences(database)).toEqual({});
    const [oldest] = await rows<{ n: number }>(
      database,
      sql`SELECT count(*)::int AS n FROM egress_events WHERE tenant_id = 't-default'
          AND created < ${retentionCutoff(later, 180).toISOString()}::timestamptz`,
    );
    expect(oldest!.n).toBe(0);
  });

  it('runs in the background with its own clock, reporting each pass', async () => {
    const reports: unknown[] = [];
    const keeper = new RetentionKeeper(database, {
      now: () => new Date('2027-01-05T00:00:00Z'),
      onPass: (r) => reports.push(r),
    });
    keeper.start();
    await keeper.stop();
    expect(reports).toHaveLength(1);
  });
});
