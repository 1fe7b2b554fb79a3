import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { Type } from '@sinclair/typebox';
import { egressEventListing } from '../modules/egress-events/egress-event-listing';
import { cappedCountStatement, countListing, keysetRows, parseListQuery, readPage } from '../lib/listing';
import type { RawListQuery } from '../lib/listing';
import { freePort } from '../testing/api-process';
import { MIGRATIONS_FOLDER } from '../testing/template-database';
import { openPostgres, queryRows } from './database';
import type { Database } from './database';
import { inlineSql } from './inline-sql';
import { migrate } from './migrate';
import { accessStatements } from './schema/rls';
import { egressEventsAccess } from './schema/egress-events';
import { withMaintenance } from './tenant-scope';

// Issue 32, item 4: the events past one server, with PostgreSQL's own routing. Two PostgreSQL servers on loopback: a
// coordinator database whose egress_events is partitioned by LIST of tenant_id, each partition a postgres_fdw
// foreign table on a data node (node_a on the first server, node_b on the second), beside a one-server database
// migrated as the API migrates it. The same events go into both (through the coordinator, which routes each row to
// its tenant's node), then the listing's own statements (readPage, countListing: a first page, the next, a filter, a
// count) answer the same on both, EXPLAIN (VERBOSE) shows one Foreign Scan on the tenant's node only (partition
// pruning), and with the second server stopped the first server's tenants are still read. No router in the API: the
// engine prunes. It needs the server's binaries with postgres_fdw (PG_BIN, else the newest /usr/lib/postgresql/*/bin)
// and runs in the PostgreSQL stage (TEST_DATABASE_URL), where CI has them; it starts and stops its own two clusters
// (SHARDS_TEST_PORTS="a,b" picks their ports, else two free ones).

const run = promisify(execFile);

function postgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((version) => existsSync(join(base, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

const bin = postgresBin();
const skipped = !bin
  ? 'no PostgreSQL binaries (PG_BIN or /usr/lib/postgresql/*/bin)'
  : !existsSync(join(bin, '..', 'lib', 'postgres_fdw.so'))
    ? `no postgres_fdw beside ${bin}`
    : !process.env.TEST_DATABASE_URL
      ? 'not the PostgreSQL stage (TEST_DATABASE_URL unset)'
      : undefined;
const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool as the postgres user when we are root (the server refuses to run as root). */
function pgTool(tool: string, args: string[]) {
  const path = join(bin!, tool);
  return isRoot ? run('runuser', ['-u', 'postgres', '--', path, ...args]) : run(path, args);
}

/** The tenants, each on one node: the LIST partitions' values. */
const NODE_A_TENANTS = ['shard-acme', 'shard-globex'];
const NODE_B_TENANTS = ['shard-initech', 'shard-umbrella'];
const TENANTS = [...NODE_A_TENANTS, ...NODE_B_TENANTS];
/** Events a tenant (a few thousand in all), the same in both databases. */
const EVENTS_PER_TENANT = [1500, 900, 1200, 600];
const ANCHOR = '2026-11-20T12:00:00.000Z';
/** Each test's guard on a busy machine (it takes a few seconds). */
const TEST_MS = 60_000;

/** Every column an event is written with (search_text is generated on the one server, and not sharded here). */
const EVENT_COLUMNS = `tenant_id, id, created, device_id, hostname, username, source, destination, destination_type,
  egress_channel, data_types, content_category, mip_label, data_volume, total_hit_count, policy_id, policy_name,
  policy_verdict, file_name, details, content_fingerprint`;

/** `count` events of `tenant`, deterministic: two a minute before the anchor (ties of `created` broken by id). */
const insertEvents = (tenant: string, count: number) => `INSERT INTO egress_events (${EVENT_COLUMNS})
  SELECT '${tenant}', md5('${tenant}:' || n)::uuid, '${ANCHOR}'::timestamptz - (n / 2) * interval '1 minute', NULL,
    'host-' || n % 13, 'user.' || n % 9, 'Documents', 'site-' || n % 11 || '.example', 'Website',
    (ARRAY['Web', 'Email', 'USB', 'Cloud'])[1 + n % 4], ARRAY['Credit card'], 'Finance', '', n * 100, n % 5, NULL,
    CASE WHEN n % 2 = 0 THEN 'Block cards' ELSE '' END, (ARRAY['BLOCK', 'CHALLENGE', 'NOT_COVERED'])[1 + n % 3],
    'file-' || n || '.xlsx', jsonb_build_object('n', n), NULL
  FROM generate_series(1, ${count}) AS n`;

/** The listing's calls compared: a first page, a filter, a filter inside a tab. */
const QUERIES: RawListQuery[] = [
  { cutoff: ANCHOR },
  { cutoff: ANCHOR, egressChannel: 'Email' },
  { cutoff: ANCHOR, policyVerdict: 'BLOCK', hostname: 'host-3' },
];

interface Cluster {
  dir: string;
  port: number;
}

describe('egress events over two PostgreSQL servers, partitioned by tenant (postgres_fdw)', () => {
  if (skipped) {
    // Said where it is skipped: the reason is the skipped test's name.
    it.skip(`runs where PostgreSQL is: ${skipped}`, () => undefined);
    return;
  }
  const clusters: Cluster[] = [];
  let single: Database;
  let coordinator: Database;
  const urlOf = (cluster: Cluster, database: string) => `postgres://postgres@127.0.0.1:${cluster.port}/${database}`;
  const ctl = (cluster: Cluster, args: string[]) => pgTool('pg_ctl', ['-D', join(cluster.dir, 'data'), '-w', ...args]);
  /** Statements as the owner on one database of a cluster. */
  async function admin(cluster: Cluster, database: string, statements: string[]): Promise<void> {
    const client = new pg.Client({ connectionString: urlOf(cluster, database) });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    const given = process.env.SHARDS_TEST_PORTS?.split(',').map(Number);
    const ports = given?.length === 2 ? given : [await freePort(), await freePort()];
    for (const port of ports) {
      const dir = await mkdtemp(join(tmpdir(), 'console-shard-'));
      if (isRoot) await run('chown', ['postgres:postgres', dir]);
      clusters.push({ dir, port });
    }
    // Both clusters made and started side by side; a throwaway cluster need not wait for the disk.
    await Promise.all(
      clusters.map(async (cluster) => {
        await pgTool('initdb', ['-D', join(cluster.dir, 'data'), '-U', 'postgres', '-A', 'trust']);
        const options = `-k ${cluster.dir} -p ${cluster.port} -c listen_addresses=127.0.0.1 -c fsync=off`;
        await ctl(cluster, ['-o', options, '-l', join(cluster.dir, 'log'), 'start']);
      }),
    );
    const [first, second] = clusters as [Cluster, Cluster];
    await admin(first, 'postgres', ['CREATE DATABASE single', 'CREATE DATABASE coordinator', 'CREATE DATABASE node_a']);
    await admin(second, 'postgres', ['CREATE DATABASE node_b']);

    // One server, as the API migrates it: the events' table partitioned by month, its indexes, row-level security.
    single = await openPostgres(urlOf(first, 'single'), { max: 2 });
    await migrate(single, MIGRATIONS_FOLDER);

    // The events' columns as the one server declares them (but the generated search_text), for the nodes and the
    // coordinator alike.
    const [columns] = await withMaintenance(single, (tx) =>
      queryRows(
        tx,
        sql`SELECT string_agg(format('%I %s%s', attname, format_type(atttypid, atttypmod),
              CASE WHEN attnotnull THEN ' NOT NULL' ELSE '' END), ', ' ORDER BY attnum) AS list
            FROM pg_attribute WHERE attrelid = 'egress_events'::regclass AND attnum > 0 AND NOT attisdropped
              AND attgenerated = ''`,
        Type.Object({ list: Type.String() }),
      ),
    );
    const columnList = columns!.list;
    // Each node holds a plain table of its tenants' events, keyed and indexed as the listing reads them.
    for (const [cluster, database] of [
      [first, 'node_a'],
      [second, 'node_b'],
    ] as const) {
      await admin(cluster, database, [
        `CREATE TABLE egress_events (${columnList}, PRIMARY KEY (tenant_id, id, created))`,
        'CREATE INDEX egress_events_created_idx ON egress_events (tenant_id, created, id)',
      ]);
    }
    // The coordinator: the API's row-level security (its role is the cluster's, made by the one server's migrations),
    // the table partitioned by tenant, each partition a foreign table on its node. Its API role reaches the nodes as
    // their owner (trust on loopback).
    const node = (name: string, cluster: Cluster) => [
      `CREATE SERVER ${name} FOREIGN DATA WRAPPER postgres_fdw
         OPTIONS (host '127.0.0.1', port '${cluster.port}', dbname '${name}', use_remote_estimate 'true',
           batch_size '500')`,
      `CREATE USER MAPPING FOR PUBLIC SERVER ${name} OPTIONS (user 'postgres', password_required 'false')`,
    ];
    const inList = (tenants: string[]) => tenants.map((tenant) => `'${tenant}'`).join(', ');
    await admin(first, 'coordinator', [
      'CREATE EXTENSION postgres_fdw',
      ...node('node_a', first),
      ...node('node_b', second),
      `CREATE TABLE egress_events (${columnList}) PARTITION BY LIST (tenant_id)`,
      `CREATE FOREIGN TABLE egress_events_node_a PARTITION OF egress_events FOR VALUES IN (${inList(NODE_A_TENANTS)})
         SERVER node_a OPTIONS (table_name 'egress_events')`,
      `CREATE FOREIGN TABLE egress_events_node_b PARTITION OF egress_events FOR VALUES IN (${inList(NODE_B_TENANTS)})
         SERVER node_b OPTIONS (table_name 'egress_events')`,
      ...accessStatements(egressEventsAccess),
    ]);
    coordinator = await openPostgres(urlOf(first, 'coordinator'), { max: 2 });

    // The same events into both: on the coordinator each row goes to its tenant's node.
    await withMaintenance(single, (tx) =>
      tx.execute(sql.raw(`INSERT INTO tenants (id, name) SELECT t, t FROM unnest(ARRAY[${inList(TENANTS)}]) AS t`)),
    );
    for (const [index, tenant] of TENANTS.entries()) {
      const statement = insertEvents(tenant, EVENTS_PER_TENANT[index]!);
      await withMaintenance(single, (tx) => tx.execute(sql.raw(statement)));
      await withMaintenance(coordinator, (tx) => tx.execute(sql.raw(statement)));
    }
    await admin(first, 'single', ['ANALYZE egress_events']);
    await admin(first, 'node_a', ['ANALYZE egress_events']);
    await admin(second, 'node_b', ['ANALYZE egress_events']);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([single?.close(), coordinator?.close()]);
    for (const cluster of clusters) {
      await ctl(cluster, ['-m', 'immediate', 'stop']).catch(() => undefined);
      if (isRoot) await chown(cluster.dir, 0, 0).catch(() => undefined);
      await rm(cluster.dir, { recursive: true, force: true });
    }
  });

  /** Rows of each node, counted there: the coordinator routed every event to its tenant's node. */
  async function nodeCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const [cluster, database] of [
      [clusters[0]!, 'node_a'],
      [clusters[1]!, 'node_b'],
    ] as const) {
      const client = new pg.Client({ connectionString: urlOf(cluster, database) });
      await client.connect();
      const result = await client.query<{ tenant_id: string; n: number }>(
        'SELECT tenant_id, count(*)::int AS n FROM egress_events GROUP BY tenant_id ORDER BY tenant_id',
      );
      for (const row of result.rows) counts[`${database}:${row.tenant_id}`] = row.n;
      await client.end();
    }
    return counts;
  }

  it(
    'routes each event to its tenant node on write',
    async () => {
      expect(await nodeCounts()).toEqual({
        'node_a:shard-acme': 1500,
        'node_a:shard-globex': 900,
        'node_b:shard-initech': 1200,
        'node_b:shard-umbrella': 600,
      });
    },
    TEST_MS,
  );

  /**
   * The events' listing counting its rows, not its flow rollups: the coordinator holds the events alone (the rollups
   * are the one server's, kept by its triggers), and the routing of the events' reads is what this test checks.
   */
  const counted = { ...egressEventListing, countRollup: undefined };

  /** The listing's page, the page after it, and its counts on one database, in the tenant's scope. */
  async function answers(database: Database, tenant: string, raw: RawListQuery) {
    const query = parseListQuery(egressEventListing, raw, new Date(ANCHOR));
    const first = await readPage(database, tenant, egressEventListing, query);
    const next = first.nextToken
      ? await readPage(
          database,
          tenant,
          egressEventListing,
          parseListQuery(egressEventListing, { ...raw, nextToken: first.nextToken }, new Date(ANCHOR)),
        )
      : null;
    const counts = await countListing(database, tenant, counted, query, 10_000);
    return { first, next, counts };
  }

  it(
    "answers the listing's pages, filters and counts as one server does",
    async () => {
      for (const tenant of TENANTS) {
        for (const raw of QUERIES) {
          const one = await answers(single, tenant, raw);
          const sharded = await answers(coordinator, tenant, raw);
          expect(one.first.rows.length).toBeGreaterThan(0);
          expect(one.counts.filtered).toBeGreaterThan(0);
          expect({ tenant, raw, ...sharded }).toEqual({ tenant, raw, ...one });
        }
      }
    },
    TEST_MS,
  );

  /** The plan of a statement in the tenant's scope on the coordinator, as EXPLAIN (VERBOSE, FORMAT JSON) gives it. */
  async function plan(tenant: string, statement: SQL): Promise<PlanNode> {
    const client = new pg.Client({ connectionString: urlOf(clusters[0]!, 'coordinator') });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `SELECT set_config('role', 'console_app', true), set_config('app.tenant_id', '${tenant}', true)`,
      );
      const result = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `EXPLAIN (VERBOSE, FORMAT JSON) ${inlineSql(statement)}`,
      );
      await client.query('COMMIT');
      return result.rows[0]!['QUERY PLAN'][0].Plan;
    } finally {
      await client.end();
    }
  }

  it(
    "reads a tenant's events on its own node only: its partition's Foreign Scan, the other pruned",
    async () => {
      for (const [tenant, partition] of [
        ['shard-acme', 'egress_events_node_a'],
        ['shard-umbrella', 'egress_events_node_b'],
      ] as const) {
        for (const raw of QUERIES) {
          const query = parseListQuery(egressEventListing, raw, new Date(ANCHOR));
          const page = keysetRows(egressEventListing, tenant, query, {
            select: sql.raw(egressEventListing.projection.sql),
            limit: query.pageSize + 1,
          });
          const count = cappedCountStatement(counted, tenant, query, counted.countCap);
          for (const statement of [page, count]) {
            // A page reads one scan; a count one for the total, one for the filtered rows, one for its sample.
            const scans = foreignScans(await plan(tenant, statement));
            expect(scans.length).toBeGreaterThan(0);
            for (const scan of scans) {
              expect(scan['Relation Name']).toBe(partition);
              // The tenant's condition travels to the node with the scan.
              expect(scan['Remote SQL']).toContain(`tenant_id = '${tenant}'`);
            }
          }
        }
      }
    },
    TEST_MS,
  );

  it(
    "still reads the first node's tenants with the second server stopped",
    async () => {
      const expected = await answers(single, 'shard-globex', QUERIES[1]!);
      await ctl(clusters[1]!, ['-m', 'fast', 'stop']);
      expect(await answers(coordinator, 'shard-globex', QUERIES[1]!)).toEqual(expected);
      // The stopped node's tenants are not: their reads go nowhere else.
      await expect(answers(coordinator, 'shard-initech', QUERIES[1]!)).rejects.toThrow();
    },
    TEST_MS,
  );
});

/** A node of EXPLAIN's JSON plan, as far as the test reads it. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Remote SQL'?: string;
  'Subplans Removed'?: number;
  Plans?: PlanNode[];
}

/** The plan's Foreign Scan nodes, depth first. */
function foreignScans(node: PlanNode): PlanNode[] {
  const own = node['Node Type'] === 'Foreign Scan' ? [node] : [];
  return [...own, ...(node.Plans ?? []).flatMap(foreignScans)];
}
