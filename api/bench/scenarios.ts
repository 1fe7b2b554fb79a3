import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { uncheckedRows } from '../src/testing/query-rows';
import { withTenant } from '../src/db/tenant-scope';
import { exportCsv, parseListQuery } from '../src/lib/listing';
import type { ListingTenants } from '../src/lib/listing';
import { incidentListing } from '../src/modules/incidents/incident-listing';
import type { BenchApp } from './bench-app';
import { measureCopy } from './copy-baseline';
import { roundTrips } from './round-trips';
import { estimateCases } from './estimates';
import type { EstimateCase } from './estimates';
import { BENCH_TENANT } from './generate-incidents';
import { time, withRssSampling } from './measure';
import type { Timing } from './measure';

/** The filter of the filtered page and count. */
export const FILTER = 'severity=high&egressChannel=Email';

/** Figures of one database. */
export interface BenchFigures {
  firstPage: Timing;
  page1000: Timing;
  filteredPage: Timing;
  filteredCount: Timing;
  count: { totalIncidents: number; totalFilteredIncidents: number; approximate?: boolean };
  export: { rows: number; seconds: number; rowsPerSecond: number; startMb: number; tenthMb: number; peakMb: number };
  /** Raw COPY of the same rows, beside the export. */
  copy: { rows: number; rowsPerSecond: number; startMb: number; peakMb: number };
  estimates: EstimateCase[];
  plans: Record<string, string>;
  /** Round trips to the server of one filtered count and one filtered page (PostgreSQL only). */
  trips: { count?: number | undefined; page?: number | undefined };
}

async function json(bench: BenchApp, url: string): Promise<Record<string, unknown>> {
  const response = await bench.get(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${response.body.slice(0, 300)}`);
  return JSON.parse(response.body) as Record<string, unknown>;
}

async function page(bench: BenchApp, url: string): Promise<string | null> {
  const body = await json(bench, url);
  if (!Array.isArray(body.incidents) || body.incidents.length === 0) throw new Error(`${url} answered no incidents`);
  return body.nextToken as string | null;
}

/** The index names a plan uses (the EXPLAIN check of the benchmark). */
async function indexesUsed(database: Database, query: string): Promise<string> {
  const rows = await withTenant(database, BENCH_TENANT, (tx) =>
    uncheckedRows<Record<string, string>>(tx, sql.raw(`EXPLAIN ${query}`)),
  );
  const text = rows.map((row) => Object.values(row)[0]).join('\n');
  const names = [
    ...new Set(
      [...text.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\S+)/g)].map(
        (m) => m[1],
      ),
    ),
  ];
  return names.length > 0 ? names.join(', ') : text.includes('Seq Scan') ? 'SEQ SCAN' : text.split('\n')[0]!;
}

async function explainChecks(database: Database): Promise<Record<string, string>> {
  const base = `FROM incidents WHERE tenant_id = '${BENCH_TENANT}' AND created <= now()`;
  return {
    'first page': await indexesUsed(database, `SELECT id ${base} ORDER BY created DESC, id DESC LIMIT 101`),
    'page 1,000': await indexesUsed(
      database,
      `SELECT id ${base} AND (created, id) < ('2025-06-01'::timestamptz, '00000000-0000-0000-0000-000000000000'::uuid) ORDER BY created DESC, id DESC LIMIT 101`,
    ),
    'filtered page': await indexesUsed(
      database,
      `SELECT id ${base} AND severity IN ('high') AND egress_channel IN ('Email') ORDER BY created DESC, id DESC LIMIT 101`,
    ),
    'filtered count': await indexesUsed(
      database,
      `SELECT count(*) FROM (SELECT 1 ${base} AND severity IN ('high') AND egress_channel IN ('Email') LIMIT 100001) c`,
    ),
    'sort by hostname': await indexesUsed(database, `SELECT id ${base} ORDER BY hostname ASC, id ASC LIMIT 101`),
  };
}

/**
 * Streams the unfiltered export of `tenants` (the bench tenant, or a scope's) through the listing code for at most
 * `seconds`, counting rows and sampling RSS.
 */
export async function measureExport(
  database: Database,
  seconds: number,
  maxRows: number,
  tenants: ListingTenants = BENCH_TENANT,
): Promise<BenchFigures['export']> {
  const query = parseListQuery(incidentListing, {});
  const started = Date.now();
  let tenthMb = 0; // RSS after the first tenth: a flat export peaks near it
  const sampled = await withRssSampling(
    () =>
      new Promise<number>((resolve, reject) => {
        const stream = exportCsv(database, tenants, incidentListing, query);
        let rows = -1; // the header row
        stream.on('data', (chunk: Buffer) => {
          // CR LF ends a record (a CR LF inside a quoted value would be counted too; the bench data holds none).
          for (let i = chunk.indexOf(13); i !== -1; i = chunk.indexOf(13, i + 1)) if (chunk[i + 1] === 10) rows += 1;
          if (tenthMb === 0 && rows >= maxRows / 10) tenthMb = process.memoryUsage().rss / 1048576;
          if (rows >= maxRows || Date.now() - started > seconds * 1000) {
            stream.destroy();
            resolve(rows);
          }
        });
        stream.on('end', () => resolve(rows));
        stream.on('error', reject);
      }),
  );
  const elapsed = (Date.now() - started) / 1000;
  return {
    rows: sampled.result,
    seconds: elapsed,
    rowsPerSecond: sampled.result / elapsed,
    startMb: sampled.startMb,
    tenthMb,
    peakMb: sampled.peakMb,
  };
}

/** Runs every scenario of the benchmark against one database. */
export async function runScenarios(
  database: Database,
  bench: BenchApp,
  options: {
    runs: number;
    exportSeconds: number;
    exportRows: number;
    url?: string;
    log: (line: string) => void;
  },
): Promise<BenchFigures> {
  const { runs, log } = options;
  const plans = await explainChecks(database);
  log('first page');
  const firstPage = await time(runs, async () => void (await page(bench, '/incidents')));
  log('walking to page 1,000');
  const cutoff = new Date().toISOString();
  let token: string | null = null;
  for (let n = 1; n < 1000; n += 1) {
    token = await page(bench, `/incidents?cutoff=${cutoff}${token ? `&nextToken=${token}` : ''}`);
    if (!token) throw new Error(`the list ended at page ${n}`);
  }
  const page1000Url = `/incidents?cutoff=${cutoff}&nextToken=${token}`;
  const page1000 = await time(runs, async () => void (await page(bench, page1000Url)));
  log('filtered page and count');
  const filteredPage = await time(runs, async () => void (await page(bench, `/incidents?${FILTER}`)));
  const filteredCount = await time(runs, async () => void (await json(bench, `/incidents/count?${FILTER}`)));
  const count = (await json(bench, `/incidents/count?${FILTER}`)) as BenchFigures['count'];
  const trips = {
    count: await roundTrips(database, () => json(bench, `/incidents/count?${FILTER}`)),
    page: await roundTrips(database, () => page(bench, `/incidents?${FILTER}`)),
  };
  log('export');
  const exported = await measureExport(database, options.exportSeconds, options.exportRows);
  log('raw COPY of the same rows');
  const copy = await measureCopy(database, options.url);
  log('estimates against exact counts');
  const estimates = await estimateCases(database, log);
  return { firstPage, page1000, filteredPage, filteredCount, count, export: exported, copy, estimates, plans, trips };
}
