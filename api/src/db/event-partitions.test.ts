import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { uncheckedRows } from '../testing/query-rows';
import { openServerDatabase } from '../testing/server-database';
import { MIGRATIONS_FOLDER } from '../testing/template-database';
import { openPglite, type Database } from './database';
import { EventPartitionKeeper, addEventPartitions, prepareEventPartitions } from './event-partitions';
import { migrate } from './migrate';
import { accessProblems } from './rls-check';
import * as schema from './schema';
import { tableAccesses } from './schema/rls';
import { withMaintenance, withTenant } from './tenant-scope';

// egress_events partitioned by month (migration 0019): an existing database converted with every row, the default
// partition catching any other time, and the partitions made ahead by the API.

/** A copy of the migrations folder cut after `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const file = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(file, 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((entry) => entry.tag === lastTag);
  await writeFile(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo + 1) }));
  return folder;
}

/** An empty database: a PGlite data folder, or a new database on TEST_DATABASE_URL's server (dropped by `close`). */
async function emptyDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'console-data-'));
    const database = await openPglite({ dataDir });
    return {
      ...database,
      close: async () => {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  return openServerDatabase(serverUrl, `console_partitions_${process.pid}_${Math.floor(Math.random() * 1e9)}`, {
    max: 2,
  });
}

/** Every column an event is written with (search_text is generated). */
const EVENT_COLUMNS = sql.raw(`tenant_id, id, created, device_id, hostname, username, source, destination,
  destination_type, egress_channel, data_types, content_category, mip_label, data_volume, total_hit_count, policy_id,
  policy_name, policy_verdict, file_name, details, content_fingerprint`);

/** `count` events of `tenant` from `first`, one every 17 hours, as the owner under maintenance (triggers fire). */
async function addEvents(database: Database, tenant: string, first: string, count: number, seed: string) {
  await withMaintenance(database, (tx) =>
    tx.execute(sql`INSERT INTO egress_events (${EVENT_COLUMNS})
      SELECT ${tenant}, md5(${seed} || n)::uuid, ${first}::timestamptz + n * interval '17 hours', NULL,
        'host-' || n % 7, 'user.' || n % 5, 'Documents', 'site-' || n % 11 || '.example', 'Website',
        (ARRAY['Web', 'Email', 'USB'])[1 + n % 3], ARRAY['Credit card'], 'Finance', '', n * 100, n % 4, NULL,
        CASE WHEN n % 2 = 0 THEN 'Block cards' ELSE '' END, (ARRAY['BLOCK', 'CHALLENGE', 'NOT_COVERED'])[1 + n % 3],
        'file-' || n || '.xlsx', jsonb_build_object('n', n), CASE WHEN n % 3 = 0 THEN md5(${seed} || n) END
      FROM generate_series(1, ${count}::int) AS n`),
  );
}

interface State {
  rows: number;
  checksum: string;
  daily: string;
  flows: string;
  options: number;
}

/** Every event's count and a checksum of every row in key order, and the sums of the rollups they feed. */
async function state(database: Database): Promise<State> {
  const [row] = await withMaintenance(database, (tx) =>
    uncheckedRows<State>(
      tx,
      sql`SELECT
        (SELECT count(*)::int FROM egress_events) AS rows,
        (SELECT md5(string_agg(md5(row(${EVENT_COLUMNS}, search_text)::text), '' ORDER BY tenant_id, id))
          FROM egress_events) AS checksum,
        (SELECT sum(events)::text || '/' || sum(volume)::text FROM egress_daily) AS daily,
        (SELECT sum(events)::text || '/' || sum(volume)::text FROM egress_flows_daily) AS flows,
        (SELECT count(*)::int FROM egress_filter_options) AS options`,
    ),
  );
  return row!;
}

/** The partition each event of `tenant` is in, by its id's first characters, and how many each holds. */
async function rowsByPartition(database: Database): Promise<Record<string, number>> {
  const rows = await withMaintenance(database, (tx) =>
    uncheckedRows<{ partition: string; n: number }>(
      tx,
      sql`SELECT tableoid::regclass::text AS partition, count(*)::int AS n FROM egress_events GROUP BY 1 ORDER BY 1`,
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.partition, row.n]));
}

describe('egress_events partitioned by month', () => {
  let database: Database;
  let folder: string;
  let before: State;
  beforeAll(async () => {
    database = await emptyDatabase();
    folder = await migrationsUpTo('0018_tenant_rls_rollups');
    await migrate(database, folder);
    await withMaintenance(database, (tx) =>
      tx.execute(sql`INSERT INTO tenants (id, name) VALUES ('t1', 'T1'), ('t2', 'T2')`),
    );
    await addEvents(database, 't1', '2025-06-01T00:00:00Z', 300, 'a');
    await addEvents(database, 't2', '2025-07-15T00:00:00Z', 200, 'b');
    await addEvents(database, 't2', '1999-12-01T00:00:00Z', 1, 'c');
    before = await state(database);
  });
  afterAll(async () => {
    await database?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('converts a database of the old layout keeping every row, its rollups and its filter options', async () => {
    expect(before.rows).toBe(501);
    expect(await rowsByPartition(database)).toEqual({ egress_events: 501 });
    const report = await migrate(database, MIGRATIONS_FOLDER);
    expect(report.applied).toEqual(expect.arrayContaining(['0019_egress_partitions', '0020_tenant_rls_rollups']));
    expect(await state(database)).toEqual(before);
    const [kind] = await uncheckedRows<{ kind: string }>(
      database.db,
      sql`SELECT relkind::text AS kind FROM pg_class WHERE relname = 'egress_events'`,
    );
    expect(kind?.kind).toBe('p');
    // Every month that held rows got its partition; the default one is empty.
    const partitions = await rowsByPartition(database);
    expect(partitions).toMatchObject({ egress_events_1999_12: 1, egress_events_2025_06: expect.any(Number) });
    expect(partitions).not.toHaveProperty('egress_events_default');
    expect(Object.values(partitions).reduce((sum, n) => sum + n, 0)).toBe(501);
    expect(await accessProblems(database.db, tableAccesses(schema))).toEqual([]);
  });

  it('keeps each tenant to its own rows through the parent, and refuses a row of another tenant', async () => {
    const seen = await withTenant(database, 't1', (tx) =>
      uncheckedRows<{ tenant: string; n: number }>(
        tx,
        sql`SELECT tenant_id AS tenant, count(*)::int AS n FROM egress_events GROUP BY 1`,
      ),
    );
    expect(seen).toEqual([{ tenant: 't1', n: 300 }]);
    const refused = await withTenant(database, 't1', (tx) =>
      tx.execute(sql`INSERT INTO egress_events (tenant_id, id, hostname, username, source, destination,
          destination_type, egress_channel, content_category, policy_verdict)
          VALUES ('t2', gen_random_uuid(), 'h', 'u', 's', 'd', 'Website', 'Web', 'c', 'BLOCK')`),
    ).then(
      () => 'stored',
      (error: unknown) =>
        error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error),
    );
    expect(refused).toMatch(/row-level security/);
  });

  it('stores an event of a month without partition in the default one, then moves it to the month made later', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    await withTenant(database, 't1', (tx) =>
      tx.execute(sql`INSERT INTO egress_events (tenant_id, id, created, hostname, username, source, destination,
          destination_type, egress_channel, content_category, policy_verdict, data_volume)
          VALUES ('t1', ${id}, '2001-05-05T10:00:00Z', 'h', 'u', 's', 'd', 'Website', 'Web', 'c', 'BLOCK', 7)`),
    );
    expect(await rowsByPartition(database)).toMatchObject({ egress_events_default: 1 });
    const counted = await state(database);
    expect(counted.rows).toBe(502);
    expect(counted.daily).toBe(`${Number(before.daily.split('/')[0]) + 1}/${Number(before.daily.split('/')[1]) + 7}`);
    const made = await withMaintenance(database, (tx) =>
      addEventPartitions(tx, new Date('2001-05-01T00:00:00Z'), new Date('2001-05-20T00:00:00Z')),
    );
    expect(made).toBe(1);
    const partitions = await rowsByPartition(database);
    expect(partitions).toMatchObject({ egress_events_2001_05: 1 });
    expect(partitions).not.toHaveProperty('egress_events_default');
    // Moved, not written again: the rollups still count it once.
    expect(await state(database)).toEqual(counted);
    const [found] = await withTenant(database, 't1', (tx) =>
      uncheckedRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM egress_events WHERE id = ${id}`),
    );
    expect(found?.n).toBe(1);
  });

  it('makes the month before, this one and two ahead, adopts recent months the default caught, once', async () => {
    await withMaintenance(database, (tx) =>
      tx.execute(sql`INSERT INTO egress_events (tenant_id, id, created, hostname, username, source, destination,
          destination_type, egress_channel, content_category, policy_verdict)
          VALUES ('t2', gen_random_uuid(), '2029-11-11T00:00:00Z', 'h', 'u', 's', 'd', 'Website', 'Web', 'c', 'BLOCK'),
            ('t2', gen_random_uuid(), '2020-01-01T00:00:00Z', 'h', 'u', 's', 'd', 'Website', 'Web', 'c', 'BLOCK')`),
    );
    const counted = await state(database);
    const now = new Date('2031-03-10T08:00:00Z');
    expect(await prepareEventPartitions(database, now)).toBe(5);
    expect(await prepareEventPartitions(database, now)).toBe(0);
    const names = await uncheckedRows<{ name: string }>(
      database.db,
      sql`SELECT inhrelid::regclass::text AS name FROM pg_inherits WHERE inhparent = 'egress_events'::regclass
          AND inhrelid::regclass::text >= 'egress_events_2029' ORDER BY 1`,
    );
    expect(names.map((row) => row.name)).toEqual([
      'egress_events_2029_11',
      'egress_events_2031_02',
      'egress_events_2031_03',
      'egress_events_2031_04',
      'egress_events_2031_05',
      'egress_events_default',
    ]);
    // The row of 2020, older than the longest retention, stays in the default partition.
    expect(await rowsByPartition(database)).toMatchObject({ egress_events_2029_11: 1, egress_events_default: 1 });
    expect(await state(database)).toEqual(counted);
    expect(await accessProblems(database.db, tableAccesses(schema))).toEqual([]);
  });

  it("keeps making them in the server's process: a pass at start, a failed pass reported", async () => {
    const keeper = new EventPartitionKeeper(database, () => new Date('2033-06-10T00:00:00Z'));
    keeper.start();
    await keeper.stop();
    const names = await uncheckedRows<{ name: string }>(
      database.db,
      sql`SELECT inhrelid::regclass::text AS name FROM pg_inherits WHERE inhparent = 'egress_events'::regclass
          AND inhrelid::regclass::text LIKE 'egress_events_2033%' ORDER BY 1`,
    );
    expect(names.map((row) => row.name)).toEqual([
      'egress_events_2033_05',
      'egress_events_2033_06',
      'egress_events_2033_07',
      'egress_events_2033_08',
    ]);
    const errors: unknown[] = [];
    const failing = new EventPartitionKeeper(
      database,
      () => new Date(Number.NaN),
      (error) => errors.push(error),
    );
    failing.start();
    await failing.stop();
    expect(errors).toEqual([expect.any(RangeError)]);
  });
});
