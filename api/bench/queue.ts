// The cross-tenant queue's benchmark (issue 31, item 2): `npm run bench:queue` in api/, on a PostgreSQL server only.
//   BENCH_DATABASE_URL (required), BENCH_TENANTS (20), BENCH_ROWS (1000000 in all), BENCH_RUNS (30), BENCH_ONLY.
// A Tenant Group Admin of BENCH_TENANTS tenants holding BENCH_ROWS incidents in all (generated on the server, the same
// rows in every tenant) reads GET /incidents with `Tenant-Id: *` through the whole API (routing, auth, scope, row-level
// security as the scope role): the first page, each filter, the tenant filter, searches, the count and the counts per
// tenant, the 1,000th page, p50 and p95, and the export's rows per second; then EXPLAIN ANALYZE's execution time of the
// first page's and the count's statements. Every answer timed is checked against the exact one.
import { Type } from '@sinclair/typebox';
import { sql, type SQL } from 'drizzle-orm';
import { openPostgres } from '../src/db/database';
import type { Database } from '../src/db/database';
import { readInScope } from '../src/db/scope-read';
import { withMaintenance } from '../src/db/tenant-scope';
import { cappedCountStatement, keysetRows, parseListQuery } from '../src/lib/listing';
import { incidentListing } from '../src/modules/incidents/incident-listing';
import { uncheckedRows } from '../src/testing/query-rows';
import { createBenchApp } from './bench-app';
import { log, migrateBench, positiveEnv } from './bench-databases';
import { BENCH_USER, generateTenantsIncidents } from './generate-incidents';
import { time } from './measure';
import { measureExport } from './scenarios';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('bench:queue runs on a PostgreSQL server: set BENCH_DATABASE_URL');
const TENANTS = positiveEnv('BENCH_TENANTS', 20);
const ROWS = positiveEnv('BENCH_ROWS', 1_000_000);
const RUNS = positiveEnv('BENCH_RUNS', 30);
const EACH = Math.floor(ROWS / TENANTS);
const tenants = Array.from({ length: TENANTS }, (_, i) => `queue-bench-${String(i + 1).padStart(2, '0')}`);
const GROUP = '0c0c0c0c-0000-4000-8000-0000000bec00';

/** Generates the tenants' incidents unless they hold them already, and makes the bench user their group's admin. */
async function prepareQueue(database: Database): Promise<void> {
  await migrateBench(database);
  const [row] = await withMaintenance(database, (tx) =>
    uncheckedRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM incidents WHERE tenant_id LIKE 'queue-bench-%'`,
    ),
  );
  if ((row?.n ?? 0) !== EACH * TENANTS) {
    log(`generating ${EACH.toLocaleString('en-US')} incidents in each of ${TENANTS} tenants`);
    await generateTenantsIncidents(database, tenants, EACH, log);
  } else log(`${(EACH * TENANTS).toLocaleString('en-US')} incidents already there`);
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql`INSERT INTO tenant_groups (id, name) VALUES (${GROUP}, 'Queue bench') ON CONFLICT DO NOTHING`);
    for (const tenant of tenants)
      await tx.execute(sql`INSERT INTO tenant_group_tenants (group_id, member_tenant_id) VALUES (${GROUP}, ${tenant})
        ON CONFLICT DO NOTHING`);
    await tx.execute(sql`INSERT INTO tenant_group_grants (group_id, user_id, granted_by)
      VALUES (${GROUP}, ${BENCH_USER.id}, 'bench') ON CONFLICT DO NOTHING`);
  });
}

/** EXPLAIN ANALYZE's output as PostgreSQL answers it in JSON: the plan's execution time among the rest. */
const PlanRow = Type.Object({ 'QUERY PLAN': Type.Array(Type.Object({ 'Execution Time': Type.Number() })) });

/** EXPLAIN ANALYZE's execution time (ms) of `statement` read as the API reads it over the bench tenants (`readInScope`). */
async function executionMs(database: Database, statement: SQL): Promise<number> {
  const [row] = await readInScope(database, tenants, sql`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`, PlanRow);
  const [plan] = row?.['QUERY PLAN'] ?? [];
  if (!plan) throw new Error('EXPLAIN answered no plan');
  return plan['Execution Time'];
}

/** The worst share an estimated count may be off the exact one (issue 32's counts goal). */
const MAX_ESTIMATE_ERROR = 0.05;

/** A count the API answered against the exact one: equal when exact, within MAX_ESTIMATE_ERROR when estimated. */
function checkCount(name: string, answered: number, approximate: boolean, exact: number): string {
  const error = exact === 0 ? (answered === 0 ? 0 : 1) : Math.abs(answered - exact) / exact;
  if (approximate ? error > MAX_ESTIMATE_ERROR : answered !== exact)
    throw new Error(`${name}: answered ${answered}${approximate ? ' (estimated)' : ''}, exact ${exact}`);
  return `${name}: ${answered.toLocaleString('en-US')} vs exact ${exact.toLocaleString('en-US')}${approximate ? ` (estimated, ${(error * 100).toFixed(2)}% off)` : ''}`;
}

/**
 * The answers timed above, checked against the exact ones read by the owner over the bench tenants: the first two
 * pages (the merge of each tenant's index walk) against one ORDER BY over all of them, the counts and each tenant's
 * count against count(*). A fast wrong answer fails the bench.
 */
async function checkAnswers(get: (path: string) => Promise<string>): Promise<void> {
  const exactRows = (filter: SQL) =>
    withMaintenance(database, (tx) =>
      uncheckedRows<{ tenantId: string; n: number }>(
        tx,
        sql`SELECT tenant_id AS "tenantId", count(*)::int AS n FROM incidents
          WHERE tenant_id LIKE 'queue-bench-%' AND created <= now() AND ${filter} GROUP BY tenant_id`,
      ),
    );
  type Page = { incidents: { id: string; tenantId: string }[]; nextToken: string | null };
  const first = JSON.parse(await get('/incidents')) as Page;
  const second = JSON.parse(await get(`/incidents?nextToken=${encodeURIComponent(first.nextToken ?? '')}`)) as Page;
  const expected = await withMaintenance(database, (tx) =>
    uncheckedRows<{ id: string; tenantId: string }>(
      tx,
      sql`SELECT id::text AS id, tenant_id AS "tenantId" FROM incidents WHERE tenant_id LIKE 'queue-bench-%'
        AND created <= now() ORDER BY created DESC, id DESC, tenant_id DESC LIMIT 200`,
    ),
  );
  const key = (row: { id: string; tenantId: string }) => `${row.tenantId}/${row.id}`;
  const answered = [...first.incidents, ...second.incidents].map(key).join(',');
  if (answered !== expected.map(key).join(','))
    throw new Error('the first two pages over All tenants differ from one ORDER BY over every tenant');
  const lines = ['the first two pages: the same 200 rows in the same order as one ORDER BY over every tenant'];
  // Each search's first two pages (the common term's from the tenants' windows, the rare one's from the plain search
  // after them) against one ORDER BY of the matching rows over every tenant.
  for (const term of ['wetransfer', 'bench-host-4999']) {
    const page = JSON.parse(await get(`/incidents?search=${term}`)) as Page;
    const next = page.nextToken
      ? (JSON.parse(await get(`/incidents?search=${term}&nextToken=${encodeURIComponent(page.nextToken)}`)) as Page)
      : { incidents: [], nextToken: null };
    const matching = await withMaintenance(database, (tx) =>
      uncheckedRows<{ id: string; tenantId: string }>(
        tx,
        sql`SELECT id::text AS id, tenant_id AS "tenantId" FROM incidents WHERE tenant_id LIKE 'queue-bench-%'
          AND created <= now() AND search_text LIKE ${`%${term}%`} ORDER BY created DESC, id DESC, tenant_id DESC
          LIMIT 200`,
      ),
    );
    if ([...page.incidents, ...next.incidents].map(key).join(',') !== matching.map(key).join(','))
      throw new Error(`the search "${term}" over All tenants differs from one ORDER BY over every tenant`);
    lines.push(`search "${term}": its first two pages (${matching.length} rows) as one ORDER BY over every tenant`);
  }
  for (const [name, query, filter] of [
    ['count', '', sql`true`],
    ['count severity=high', '?severity=high', sql`severity = 'high'`],
  ] as const) {
    const exact = await exactRows(filter);
    const counts = JSON.parse(await get(`/incidents/count${query}`)) as {
      totalFilteredIncidents: number;
      approximate?: boolean;
    };
    const total = exact.reduce((sum, row) => sum + row.n, 0);
    lines.push(checkCount(name, counts.totalFilteredIncidents, counts.approximate === true, total));
    const perTenant = JSON.parse(await get(`/incidents/tenant-counts${query}`)) as {
      tenants: { tenantId: string; count: number; approximate: boolean }[];
    };
    const exactOf = new Map(exact.map((row) => [row.tenantId, row.n]));
    if (perTenant.tenants.length !== tenants.length) throw new Error(`tenant-counts${query}: not one row a tenant`);
    for (const row of perTenant.tenants)
      checkCount(`tenant-counts${query} ${row.tenantId}`, row.count, row.approximate, exactOf.get(row.tenantId) ?? 0);
    lines.push(`tenant-counts${query}: every tenant's count as counted by count(*)`);
  }
  for (const line of lines) {
    figures.push(`checked: ${line}`);
    log(`checked: ${line}`);
  }
}

const database = await openPostgres(url, { max: 4, connectTimeoutMs: 0 });
const figures: string[] = [];
try {
  await prepareQueue(database);
  // No load shedding: the machine is shared and loaded, and the reads, not the shedding, are measured.
  const bench = await createBenchApp(database, { shedEventLoopDelayMs: 0, shedMaxInFlight: 0 }, tenants[0]);
  const get = async (path: string) => {
    const response = await bench.app.inject({
      method: 'GET',
      url: path,
      headers: { ...bench.headers(), 'tenant-id': '*' },
    });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response.body;
  };
  const scenarios: [string, string][] = [
    ['first page (created desc, 100 rows)', '/incidents'],
    ['sorted by severity', '/incidents?sortColumn=severity'],
    ['filter severity=high', '/incidents?severity=high'],
    ['filter status=open', '/incidents?status=open'],
    ['filter assignedTo=unassigned', '/incidents?assignedTo=unassigned'],
    ['filter flagged=true', '/incidents?flagged=true'],
    ['filter policyVerdict=BLOCK', '/incidents?policyVerdict=BLOCK'],
    ['filter exceptionRequestStatus=Pending', '/incidents?exceptionRequestStatus=Pending'],
    ['filter sla=breached', '/incidents?sla=breached'],
    ['filter egressChannel=USB', '/incidents?egressChannel=USB'],
    ['filter date range (a week)', '/incidents?from=2025-12-01T00:00:00Z&to=2025-12-08T00:00:00Z'],
    ['tenant filter (2 tenants)', '/incidents?tenant=queue-bench-03&tenant=queue-bench-07'],
    ['search "wetransfer" (common)', '/incidents?search=wetransfer'],
    ['search "bench-host-4999" (rare)', '/incidents?search=bench-host-4999'],
    ['second page (cursor)', ''],
    ['count', '/incidents/count'],
    ['count severity=high', '/incidents/count?severity=high'],
    ['tenant-counts', '/incidents/tenant-counts'],
    ['tenant-counts severity=high', '/incidents/tenant-counts?severity=high'],
  ];
  const first = JSON.parse(await get('/incidents')) as { nextToken: string };
  // BENCH_ONLY: the scenarios whose name holds one of these (comma separated) words; all when unset.
  const only = (process.env.BENCH_ONLY ?? '').split(',').filter((word) => word !== '');
  for (const [name, path] of scenarios.filter(([name]) => only.length === 0 || only.some((w) => name.includes(w)))) {
    // A fresh session when the last is older than five minutes (bench.get renews it; sessions last ten).
    await bench.get('/tenant-scope');
    const target = path === '' ? `/incidents?nextToken=${encodeURIComponent(first.nextToken)}` : path;
    const timing = await time(RUNS, async () => void (await get(target)), 3);
    const line = `| ${name} | ${timing.p50.toFixed(1)} | ${timing.p95.toFixed(1)} |`;
    figures.push(line);
    log(line);
  }
  await checkAnswers(get);

  // The 1,000th page (issue 5's goal: within 1.2x of the first), each tenant's walk seeking its index from the cursor,
  // checked against one ORDER BY over every tenant at its offset; then the export's rows per second and memory.
  if (only.length === 0 || only.some((word) => 'page 1,000 export'.includes(word))) {
    const cutoff = new Date().toISOString();
    let token = '';
    for (let n = 1; n < 1000; n += 1) {
      const page = JSON.parse(
        await get(`/incidents?cutoff=${cutoff}${token ? `&nextToken=${encodeURIComponent(token)}` : ''}`),
      ) as { nextToken: string | null };
      if (!page.nextToken) throw new Error(`the list over All tenants ended at page ${n}`);
      token = page.nextToken;
    }
    const deep = `/incidents?cutoff=${cutoff}&nextToken=${encodeURIComponent(token)}`;
    const timing = await time(RUNS, async () => void (await get(deep)), 3);
    const line = `| page 1,000 (cursor) | ${timing.p50.toFixed(1)} | ${timing.p95.toFixed(1)} |`;
    figures.push(line);
    log(line);
    const answered = (JSON.parse(await get(deep)) as { incidents: { id: string; tenantId: string }[] }).incidents;
    const expected = await withMaintenance(database, (tx) =>
      uncheckedRows<{ id: string; tenantId: string }>(
        tx,
        sql`SELECT id::text AS id, tenant_id AS "tenantId" FROM incidents WHERE tenant_id LIKE 'queue-bench-%'
          AND created <= ${cutoff}::timestamptz ORDER BY created DESC, id DESC, tenant_id DESC OFFSET 99900 LIMIT 100`,
      ),
    );
    const key = (row: { id: string; tenantId: string }) => `${row.tenantId}/${row.id}`;
    if (answered.map(key).join(',') !== expected.map(key).join(','))
      throw new Error('the 1,000th page over All tenants differs from one ORDER BY over every tenant');
    figures.push('checked: the 1,000th page: the rows 99,901 to 100,000 of one ORDER BY over every tenant');

    const exported = await measureExport(database, 60, EACH * TENANTS, { scope: tenants, tenants });
    const exportLine =
      `export over All tenants: ${exported.rows.toLocaleString('en-US')} rows in ${exported.seconds.toFixed(1)} s ` +
      `(${Math.round(exported.rowsPerSecond).toLocaleString('en-US')} rows/s), RSS ${exported.startMb.toFixed(0)} -> ` +
      `${exported.peakMb.toFixed(0)} MB peak`;
    figures.push(exportLine);
    log(exportLine);
  }
  await bench.app.close();

  {
    const scope = { scope: tenants, tenants };
    const plans: [string, SQL][] = [
      [
        'first page',
        keysetRows(incidentListing, scope, parseListQuery(incidentListing, {}), {
          select: sql.raw(incidentListing.projection.sql),
          limit: 101,
        }),
      ],
      [
        'filter severity=high',
        keysetRows(incidentListing, scope, parseListQuery(incidentListing, { severity: ['high'] }), {
          select: sql.raw(incidentListing.projection.sql),
          limit: 101,
        }),
      ],
      [
        'count',
        cappedCountStatement(incidentListing, scope, parseListQuery(incidentListing, {}), incidentListing.countCap),
      ],
      [
        'one tenant count severity=high',
        cappedCountStatement(
          incidentListing,
          { scope: tenants, tenants: [tenants[0]!] },
          parseListQuery(incidentListing, { severity: ['high'] }),
          incidentListing.countCap,
        ),
      ],
    ];
    for (const [name, statement] of plans) {
      const runs: number[] = [];
      for (let i = 0; i < 5; i += 1) runs.push(await executionMs(database, statement));
      runs.sort((a, b) => a - b);
      const line = `EXPLAIN ANALYZE ${name}: median execution ${runs[2]!.toFixed(1)} ms (5 runs: ${runs.map((ms) => ms.toFixed(1)).join(', ')})`;
      figures.push(line);
      log(line);
    }
  }
} finally {
  await database.close();
}
console.log(`\n${TENANTS} tenants, ${(EACH * TENANTS).toLocaleString('en-US')} incidents, ${RUNS} runs each (ms):`);
console.log('| Request (Tenant-Id: *) | p50 | p95 |\n| --- | --- | --- |');
for (const line of figures) console.log(line);
