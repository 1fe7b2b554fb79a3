// The Data Egress page at scale: `npm run bench:egress` at the root (`npm run bench:egress -- --events 10000000`).
//   `--events N` or BENCH_EVENTS (1,000,000 egress events in one tenant, over 30 days, generated server-side),
//   BENCH_RUNS (30 timed calls of each figure, after 3 warm-up calls), BENCH_DATABASE_URL (a PostgreSQL server),
//   BENCH_SKIP_PGLITE=1 (PostgreSQL only), BENCH_PGLITE_EVENTS (the PGlite size, BENCH_EVENTS unless set),
//   BENCH_ONLY (a comma-separated list of the sections to measure: pages, counts, lineage, combinations, options;
//   BENCH_ONLY=counts, the counts against exact counts, is the figure of issue 32 that does not depend on load).
// Through app.inject, as the bench user in the events' tenant, times: the first page of each tab (All Events, Not
// Covered, Monitored, Protected), filtered first pages and deeper pages reached by nextToken; each view's counts,
// checked against an exact count(*) of the same rows (more than 5% off fails the run); the high-level lineage and its
// combinations over 90 days, the lineage's totalEvents checked against the exact count; and the option lists with and
// without a search. The PGlite data set is cached under <repo>/.data/bench/ so a second run does not regenerate it.
import { sql } from 'drizzle-orm';
import { LINEAGE_COMBINATION_LIMIT } from 'shared-contracts';
import type { SQL } from 'drizzle-orm';
import { openPostgres } from '../src/db/database';
import { uncheckedRows } from '../src/testing/query-rows';
import type { Database } from '../src/db/database';
import { withTenant } from '../src/db/tenant-scope';
import { countPlan, estimateListing, parseListQuery } from '../src/lib/listing';
import { egressEventListing } from '../src/modules/egress-events/egress-event-listing';
import { createBenchApp } from './bench-app';
import type { BenchApp } from './bench-app';
import { benchEvents, log, migrateBench, openBenchPglite, positiveEnv } from './bench-databases';
import { eventDiskLine, prepareEgressEvents, prepareEgressTenant, TENANT } from './egress-bench-data';
import { time } from './measure';
import type { Timing } from './measure';

const EVENTS = benchEvents();
const PGLITE_EVENTS = positiveEnv('BENCH_PGLITE_EVENTS', EVENTS);
const RUNS = positiveEnv('BENCH_RUNS', 30);
const WARMUP = 3;
const RANGE_DAYS = 90;
const MAX_COUNT_ERROR = 0.05;
const GOAL_PAGE_MS = 30;
const GOAL_LINEAGE_MS = 200;
const GOAL_OPTIONS_MS = 20;
/** Issue 32: the lineage's combinations under 1 s up to 10M events, under 3 s past it (to 100M). */
const GOAL_COMBINATIONS_MS = EVENTS > 10_000_000 ? 3_000 : 1_000;
const SECTIONS = ['pages', 'counts', 'lineage', 'combinations', 'options'] as const;
/** BENCH_ONLY names the sections to measure (every one unless set): `BENCH_ONLY=counts` measures the counts alone. */
const ONLY = (process.env.BENCH_ONLY ?? SECTIONS.join(',')).split(',').map((word) => word.trim());
for (const word of ONLY) {
  if (!(SECTIONS as readonly string[]).includes(word)) throw new Error(`BENCH_ONLY: ${word} is not one of ${SECTIONS}`);
}
const measures = (section: (typeof SECTIONS)[number]) => ONLY.includes(section);

/** A view of the events: its query parameters and the same rows as a condition on egress_events. */
interface View {
  name: string;
  params: Record<string, string>;
  where: SQL;
}

const tab = (name: string, verdict?: string): View => ({
  name,
  params: verdict ? { policyVerdict: verdict } : {},
  where: verdict ? sql`policy_verdict = ${verdict}` : sql`true`,
});

/** The tabs of the page (mfe-egress's EGRESS_TABS): each but All Events is a policyVerdict filter. */
const TABS: View[] = [
  tab('All Events'),
  tab('Not Covered', 'NOT_COVERED'),
  tab('Monitored', 'CHALLENGE'),
  tab('Protected', 'BLOCK'),
];
const ALL = TABS[0]!;

/** Filtered first pages: a common and a rare filter, a user, a search, and a filter inside a tab. */
const FILTERED: View[] = [
  { name: 'All Events, egressChannel=Email', params: { egressChannel: 'Email' }, where: sql`egress_channel = 'Email'` },
  { name: 'All Events, username=user.7', params: { username: 'user.7' }, where: sql`username = 'user.7'` },
  {
    name: 'All Events, search "crm-export"',
    params: { search: 'crm-export' },
    where: sql`search_text LIKE '%crm-export%'`,
  },
  {
    name: 'Monitored, egressChannel=Email',
    params: { policyVerdict: 'CHALLENGE', egressChannel: 'Email' },
    where: sql`policy_verdict = 'CHALLENGE' AND egress_channel = 'Email'`,
  },
];

/** Pages reached by following nextToken: a view and the page number. */
const DEEP: [View, number][] = [
  [ALL, 2],
  [ALL, 10],
  ...TABS.slice(1).map((view): [View, number] => [view, 10]),
  [FILTERED[3]!, 10],
];

/** The option lists of the filters and a search term of each. */
const OPTIONS: [string, string][] = [
  ['hostname-options', 'host-1'],
  ['username-options', 'user.1'],
  ['source-name-options', 'micro'],
  ['destination-options', 'chat'],
  ['mip-label-options', 'confidential'],
  ['policy-name-options', 'block'],
];

/** One timed figure. */
interface Figure {
  section: string;
  name: string;
  goalMs?: number;
  timing: Timing;
}

/** A view's counts against the exact count(*) of the same rows; the error is the worst of every call's answer. */
interface CountCheck {
  view: string;
  total: number;
  exactTotal: number;
  filtered: number;
  exactFiltered: number;
  approximate: boolean;
  error: number;
  /** The estimate the count answers past its time budget, read on its own (null: the rollup counts, never estimated). */
  estimate: { filtered: number; error: number } | null;
}

/** The figures of one database. */
interface Results {
  name: string;
  events: number;
  figures: Figure[];
  /** The disk the events take (eventDiskLine). */
  disk: string;
  counts: CountCheck[];
  lineage: { view: string; totalEvents: number; exact: number }[];
  /** Each tab's combinations against the same grouped exactly from the events: how many rows differ (0: exact). */
  combinations: { view: string; rows: number; wrong: number }[];
}

const pathOf = (path: string, ...params: Record<string, string>[]) =>
  `${path}?${new URLSearchParams(Object.assign({}, ...params) as Record<string, string>).toString()}`;

async function json(bench: BenchApp, path: string): Promise<Record<string, unknown>> {
  const response = await bench.get(path);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${response.body.slice(0, 300)}`);
  return JSON.parse(response.body) as Record<string, unknown>;
}

/** One page of events; answers its nextToken. */
async function page(bench: BenchApp, path: string): Promise<string | null> {
  const body = await json(bench, path);
  if (!Array.isArray(body.events) || body.events.length === 0) throw new Error(`${path} answered no events`);
  return body.nextToken as string | null;
}

/** The worse of a view's answers and of its estimate read alone. */
const worstError = (check: CountCheck) => Math.max(check.error, check.estimate?.error ?? 0);

const relativeError = (answer: number, exact: number) =>
  exact === 0 ? (answer === 0 ? 0 : 1) : Math.abs(answer - exact) / exact;

/** Rows of the tenant up to the cutoff matching `where`, counted exactly. */
async function exactCount(database: Database, cutoff: string, where: SQL): Promise<number> {
  const [row] = await withTenant(database, TENANT, (tx) =>
    uncheckedRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM egress_events
          WHERE tenant_id = ${TENANT} AND created <= ${cutoff}::timestamptz AND ${where}`,
    ),
  );
  return row?.n ?? 0;
}

/** The time of the tenant's newest event (ISO). */
async function newestEvent(database: Database): Promise<string> {
  const [row] = await withTenant(database, TENANT, (tx) =>
    uncheckedRows<{ newest: Date | string }>(
      tx,
      sql`SELECT max(created) AS newest FROM egress_events WHERE tenant_id = ${TENANT}`,
    ),
  );
  if (!row?.newest) throw new Error('the bench tenant has no events');
  return new Date(row.newest).toISOString();
}

/**
 * The lineage's combinations of the tenant's events up to the cutoff matching `where`, grouped from the events
 * (count(DISTINCT username)): what GET /high-level-lineage/combinations must answer, in its order and shape.
 */
function exactCombinations(database: Database, cutoff: string, where: SQL): Promise<unknown[]> {
  return withTenant(database, TENANT, (tx) =>
    uncheckedRows<unknown>(
      tx,
      sql`SELECT source AS origin, egress_channel AS channel, destination, count(*)::int AS events,
            count(DISTINCT username)::int AS users, sum(data_volume)::float8 AS volume
          FROM egress_events WHERE tenant_id = ${TENANT} AND created <= ${cutoff}::timestamptz AND ${where}
          GROUP BY source, egress_channel, destination
          ORDER BY events DESC, origin, channel, destination
          LIMIT ${LINEAGE_COMBINATION_LIMIT}`,
    ),
  );
}

async function measure(name: string, database: Database, events: number): Promise<Results> {
  const say = (line: string) => log(`${name}: ${line}`);
  // In process, PGlite holds the event loop for the whole of each query: the loop's delay is then the query's own
  // time, and shedding on it would refuse the call after a slow one. Calls here come one at a time.
  const bench = await createBenchApp(database, name === 'PGlite' ? { shedEventLoopDelayMs: 0 } : {}, TENANT);
  const results: Results = {
    name,
    events,
    figures: [],
    disk: await eventDiskLine(database),
    counts: [],
    lineage: [],
    combinations: [],
  };
  say(results.disk);
  const timed = async (section: string, figure: string, work: () => Promise<unknown>, goalMs?: number) => {
    const timing = await time(RUNS, async () => void (await work()), WARMUP);
    results.figures.push({ section, name: figure, timing, ...(goalMs !== undefined && { goalMs }) });
    // Each figure as it is measured too: a long run stopped early has shown what it measured.
    say(`${section}: ${figure}: p50 ${timing.p50.toFixed(1)} / p95 ${timing.p95.toFixed(1)} ms`);
  };
  try {
    // The page captures the cutoff on entry; every call of the run reads the events up to it. It is the newest
    // event's time, as if the page opened as it arrived: the partial hour at the end of a range then holds an hour's
    // events (the raw rows the rollup reads add), whenever the run comes after the data was generated.
    const cutoff = await newestEvent(database);
    const at = { cutoff };
    if (measures('pages')) say('first pages');
    for (const view of measures('pages') ? [...TABS, ...FILTERED] : []) {
      await timed('First page', view.name, () => page(bench, pathOf('/egress-events', view.params, at)), GOAL_PAGE_MS);
    }
    if (measures('pages')) say('deep pages');
    for (const [view, number] of measures('pages') ? DEEP : []) {
      let token: string | null = null;
      for (let n = 1; n < number; n += 1) {
        token = await page(bench, pathOf('/egress-events', view.params, at, token ? { nextToken: token } : {}));
        if (!token) throw new Error(`${view.name} ended at page ${n}`);
      }
      const path = pathOf('/egress-events', view.params, at, { nextToken: token! });
      await timed(`Page ${number}`, view.name, () => page(bench, path), GOAL_PAGE_MS);
    }
    if (measures('counts')) say('counts against exact counts');
    const exactTotal = measures('counts') ? await exactCount(database, cutoff, sql`true`) : 0;
    for (const view of measures('counts') ? [...TABS, ...FILTERED] : []) {
      const answers: Record<string, unknown>[] = [];
      const path = pathOf('/egress-events/count', view.params, at);
      await timed('Count', view.name, async () => answers.push(await json(bench, path)));
      const exactFiltered = await exactCount(database, cutoff, view.where);
      const checks = answers.map((answer) => {
        const total = Number(answer.totalEgressEvents);
        const filtered = Number(answer.totalFilteredEgressEvents);
        const error = Math.max(relativeError(total, exactTotal), relativeError(filtered, exactFiltered));
        return { total, filtered, approximate: answer.approximate === true, error };
      });
      const worst = checks.reduce((a, b) => (b.error > a.error ? b : a));
      // Which answer a call gets (exact within the budget, else the estimate) depends on the machine's load: the
      // estimate's own error is measured as well, whatever the load.
      // The query as the route's schema hands it over: each filter's values a list.
      const raw = Object.fromEntries(
        Object.entries(view.params).map(([key, value]) => [key, key === 'search' ? value : [value]]),
      );
      const query = parseListQuery(egressEventListing, raw, new Date(cutoff));
      let estimate: CountCheck['estimate'] = null;
      if (countPlan(egressEventListing, query) !== 'rollup') {
        const counts = await estimateListing(database, TENANT, egressEventListing, query);
        const error = Math.max(relativeError(counts.total, exactTotal), relativeError(counts.filtered, exactFiltered));
        estimate = { filtered: counts.filtered, error };
      }
      const estimated = estimate ? `${(estimate.error * 100).toFixed(2)} %` : 'none (rollup)';
      say(`${view.name}: worst answer ${(worst.error * 100).toFixed(2)} %, estimate alone ${estimated}`);
      results.counts.push({
        view: view.name,
        exactTotal,
        exactFiltered,
        ...worst,
        estimate,
      });
    }
    const range = { from: new Date(Date.parse(cutoff) - RANGE_DAYS * 86_400_000).toISOString(), to: cutoff };
    if (measures('lineage')) say(`lineage over ${RANGE_DAYS} days`);
    for (const view of measures('lineage') ? TABS : []) {
      const answers: number[] = [];
      const path = pathOf('/high-level-lineage', view.params, at, range);
      const work = async () => answers.push(Number((await json(bench, path)).totalEvents));
      await timed('Lineage', view.name, work, GOAL_LINEAGE_MS);
      const exact = await exactCount(
        database,
        cutoff,
        sql`${view.where} AND created >= ${range.from}::timestamptz AND created <= ${range.to}::timestamptz`,
      );
      const wrong = answers.find((answer) => answer !== exact);
      results.lineage.push({ view: view.name, totalEvents: wrong ?? answers[0] ?? -1, exact });
    }
    if (measures('combinations')) say(`lineage combinations over ${RANGE_DAYS} days`);
    for (const view of measures('combinations') ? TABS : []) {
      const path = pathOf('/high-level-lineage/combinations', view.params, at, range);
      let answer: unknown[] = [];
      await timed(
        'Combinations',
        view.name,
        async () => {
          const { combinations } = await json(bench, path);
          if (!Array.isArray(combinations) || combinations.length === 0) throw new Error(`${path} answered none`);
          answer = combinations as unknown[];
        },
        GOAL_COMBINATIONS_MS,
      );
      const exact = await exactCombinations(
        database,
        cutoff,
        sql`${view.where} AND created >= ${range.from}::timestamptz AND created <= ${range.to}::timestamptz`,
      );
      const key = (row: unknown) => {
        const r = row as Record<string, unknown>;
        return ['origin', 'channel', 'destination', 'events', 'users', 'volume']
          .map((field) => String(r[field]))
          .join('|');
      };
      const expected = new Set(exact.map(key));
      const wrong = answer.filter((row) => !expected.has(key(row))).length + Math.abs(exact.length - answer.length);
      say(`${view.name}: ${answer.length} combinations, ${wrong} unlike the events grouped exactly`);
      results.combinations.push({ view: view.name, rows: answer.length, wrong });
    }
    if (measures('options')) say('option lists');
    for (const [endpoint, search] of measures('options') ? OPTIONS : []) {
      for (const searched of [false, true]) {
        const path = pathOf(`/filters/${endpoint}`, searched ? { search } : {});
        const figure = searched ? `${endpoint}, search "${search}"` : endpoint;
        await timed(
          'Options',
          figure,
          async () => {
            const { options } = await json(bench, path);
            if (!Array.isArray(options) || options.length === 0) throw new Error(`${path} answered no options`);
          },
          GOAL_OPTIONS_MS,
        );
      }
    }
    return results;
  } finally {
    await bench.app.close();
  }
}

/**
 * Migrates, then the tenant and its events unless they are there already; PGlite's are then vacuumed, as the
 * incidents' are (it has no autovacuum; a server's own autovacuum looks after its tables).
 */
async function prepare(database: Database, events: number, vacuum: boolean): Promise<void> {
  await migrateBench(database);
  await prepareEgressTenant(database);
  const [have] = await withTenant(database, TENANT, (tx) =>
    uncheckedRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM egress_events WHERE tenant_id = ${TENANT}`),
  );
  await prepareEgressEvents(database, events);
  if (vacuum && have?.n !== events) {
    await database.db.execute(sql`VACUUM ANALYZE egress_events`);
    log('vacuum analyze done');
  }
}

const ms = (value: number) => value.toFixed(1);
const thousands = (value: number) => value.toLocaleString('en-US');

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

/** Prints the figures of every database; answers whether every count and lineage total was correct. */
function print(all: Results[]): boolean {
  console.log(
    `\nData Egress benchmark: ${all.map((r) => `${r.name} ${thousands(r.events)} events`).join(', ')} in one tenant; ` +
      `${RUNS} calls of each figure after ${WARMUP} warm-up calls (through app.inject), page size 100, ` +
      `Created descending; p50 / p95 / max in ms\n`,
  );
  const figures = all[0]?.figures ?? [];
  printTable(
    ['Measure', 'Goal (p95)', ...all.flatMap((r) => [`${r.name} p50 / p95 / max`, `${r.name} goal`])],
    figures.map((figure, index) => [
      `${figure.section}: ${figure.name}`,
      figure.goalMs === undefined ? '-' : `< ${figure.goalMs} ms`,
      ...all.flatMap((r) => {
        const { timing, goalMs } = r.figures[index]!;
        const status = goalMs === undefined ? '-' : timing.p95 < goalMs ? 'met' : 'NOT met';
        return [`${ms(timing.p50)} / ${ms(timing.p95)} / ${ms(timing.max)}`, status];
      }),
    ]),
  );
  if (measures('counts')) {
    console.log(
      `\nCounts (GET /egress-events/count, worst of the ${RUNS} answers; and the estimate it answers past its time ` +
        `budget, read on its own) against an exact count(*):\n`,
    );
    printTable(
      [
        'Database',
        'View',
        'totalEgressEvents / exact',
        'totalFilteredEgressEvents / exact',
        'Error',
        'Estimate alone: filtered, error',
        'Within 5%',
      ],
      all.flatMap((r) =>
        r.counts.map((c) => [
          r.name,
          c.view,
          `${thousands(c.total)} / ${thousands(c.exactTotal)}`,
          `${thousands(c.filtered)} / ${thousands(c.exactFiltered)}${c.approximate ? ' (approximate)' : ''}`,
          `${(c.error * 100).toFixed(2)} %`,
          c.estimate ? `${thousands(c.estimate.filtered)}, ${(c.estimate.error * 100).toFixed(2)} %` : 'never (rollup)',
          worstError(c) <= MAX_COUNT_ERROR ? 'yes' : 'NO',
        ]),
      ),
    );
  }
  if (measures('lineage')) {
    console.log(`\nLineage totalEvents over ${RANGE_DAYS} days against the exact count of the tab:\n`);
    printTable(
      ['Database', 'Tab', 'totalEvents', 'Exact', 'Equal'],
      all.flatMap((r) =>
        r.lineage.map((l) => [
          r.name,
          l.view,
          thousands(l.totalEvents),
          thousands(l.exact),
          l.totalEvents === l.exact ? 'yes' : 'NO',
        ]),
      ),
    );
  }
  if (measures('combinations')) {
    console.log(`\nLineage combinations over ${RANGE_DAYS} days against the events grouped exactly:\n`);
    printTable(
      ['Database', 'Tab', 'Combinations', 'Unlike the exact ones', 'Exact'],
      all.flatMap((r) =>
        r.combinations.map((c) => [
          r.name,
          c.view,
          thousands(c.rows),
          thousands(c.wrong),
          c.wrong === 0 ? 'yes' : 'NO',
        ]),
      ),
    );
  }
  console.log('');
  for (const r of all) console.log(`${r.name}: ${r.disk}`);
  const postgres = all.find((r) => r.name === 'PostgreSQL');
  if (postgres && postgres.figures.length > 0) {
    const goal = (section: string[], label: string) => {
      const missed = postgres.figures.filter((f) => section.includes(f.section) && f.timing.p95 >= f.goalMs!);
      return `${label}: ${missed.length === 0 ? 'met' : `NOT met (${missed.map((f) => `${f.section}: ${f.name}`).join('; ')})`}`;
    };
    console.log(
      `\nGoals on PostgreSQL:\n  ${[
        goal(['First page', 'Page 2', 'Page 10'], `any page p95 < ${GOAL_PAGE_MS} ms`),
        goal(['Lineage'], `high-level lineage over ${RANGE_DAYS} days p95 < ${GOAL_LINEAGE_MS} ms`),
        goal(['Combinations'], `lineage combinations over ${RANGE_DAYS} days p95 < ${GOAL_COMBINATIONS_MS} ms`),
        goal(['Options'], `option lists p95 < ${GOAL_OPTIONS_MS} ms`),
      ].join('\n  ')}`,
    );
  }
  const countsRight = all.every((r) => r.counts.every((c) => worstError(c) <= MAX_COUNT_ERROR));
  const lineageRight = all.every((r) => r.lineage.every((l) => l.totalEvents === l.exact));
  const combinationsRight = all.every((r) => r.combinations.every((c) => c.wrong === 0));
  console.log(
    `Every count within 5% of exact: ${countsRight ? 'yes' : 'NO'}; every lineage total exact: ${lineageRight ? 'yes' : 'NO'}; ` +
      `every combination exact: ${combinationsRight ? 'yes' : 'NO'}`,
  );
  return countsRight && lineageRight && combinationsRight;
}

const all: Results[] = [];
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (databaseUrl) {
  const database = await openPostgres(databaseUrl, { max: 4, connectTimeoutMs: 0 });
  try {
    await prepare(database, EVENTS, false);
    all.push(await measure('PostgreSQL', database, EVENTS));
  } finally {
    await database.close();
  }
} else {
  log('BENCH_DATABASE_URL not set: PostgreSQL skipped');
}
if (process.env.BENCH_SKIP_PGLITE !== '1') {
  const folder = `pglite-egress-${PGLITE_EVENTS}`;
  const database = await openBenchPglite(PGLITE_EVENTS, { folder, prepare: (db) => prepare(db, PGLITE_EVENTS, true) });
  try {
    all.push(await measure('PGlite', database, PGLITE_EVENTS));
  } catch (error) {
    // The figures of PostgreSQL are still printed.
    log(`PGlite failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
if (!print(all)) process.exitCode = 1;
