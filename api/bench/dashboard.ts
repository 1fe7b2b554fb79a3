// The dashboard's widgets at scale (issue 15): `npm run bench:dashboard` at the root, on a PostgreSQL server
// (`npm run bench:dashboard -- --events 10000000`).
//   BENCH_DATABASE_URL (required), `--events N` or BENCH_EVENTS (1,000,000 egress events in one tenant, over 30 days,
//   generated server-side), BENCH_ROWS
//   (1,000,000 incidents in another, over a year), BENCH_RUNS (50 calls of each widget).
//   BENCH_EDUCATION_EVENTS (as many events as --events, in a third tenant over 120 days, for "Does educating work?"),
//   BENCH_EDUCATION_USERS (20,000 people, one device each).
// Times each widget over the default 90 days (a range starting and ending inside a quarter hour, so the rollups and
// the raw edges are both read), prints p50 and p95, and checks every widget's answer against a direct count of the
// raw rows over the same range: the rollups are exact, and the benchmark proves it at this size. The education widget
// (issue 30 item 4: every educating policy's cohorts as of now) is checked against a count done in the benchmark from
// the policy's raw events, and its plan is shown and checked like the SLA widget's.
import { join } from 'node:path';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { DASHBOARD_DEFAULT_DAYS, EDUCATION_REPEAT_DAYS } from 'shared-contracts';
import { openPostgres, type Database, type Tx } from '../src/db/database';
import { uncheckedRows } from '../src/testing/query-rows';
import { migrate } from '../src/db/migrate';
import { SLA_MISSED_SQL, SLA_NO_CLOCK } from '../src/db/schema';
import { withTenant } from '../src/db/tenant-scope';
import type { DashboardRange } from '../src/modules/dashboard/range';
import {
  aggregatedIncidents,
  frequentPolicyViolators,
  incidentSla,
  mostEnforcedPolicies,
  outboundDataDistribution,
  protectedDevices,
  sensitiveDataEgress,
  topAiService,
  unauthorizedServices,
} from '../src/modules/dashboard/widgets';
import { educationEffects } from '../src/modules/policies/education-effect';
import { benchEvents, benchRows, log, positiveEnv } from './bench-databases';
import {
  eventDiskLine,
  EDUCATION_WINDOW_DAYS,
  prepareEducationEvents,
  prepareEgressEvents,
  prepareEgressTenant,
  TENANT,
} from './egress-bench-data';
import { ANCHOR, BENCH_TENANT, countBenchIncidents, generateIncidents } from './generate-incidents';
import { time } from './measure';

const DAY_MS = 86_400_000;
const ZONE = 'Europe/Berlin';
/** The tenant of "Does educating work?": its own events over 120 days (egress-bench-data.ts). */
const EDUCATION_TENANT = 'bench-education';

/** The default window ending `end`, nudged off the quarter hours. */
function rangeEnding(end: number): DashboardRange {
  return { start: new Date(end - DASHBOARD_DEFAULT_DAYS * DAY_MS + 7_123), end: new Date(end - 4_321) };
}

const bounds = (range: DashboardRange) =>
  sql`created >= ${range.start.toISOString()}::timestamptz AND created < ${range.end.toISOString()}::timestamptz`;

/** A widget: its call (answering the figures compared) and the same figures counted from the raw rows. */
interface BenchWidget {
  name: string;
  tenant: string;
  call: (tx: Tx) => Promise<unknown>;
  exact: (database: Database) => Promise<unknown>;
}

/** The figures of the education widget the benchmark compares, per policy. */
interface EducationFigures {
  policyName: string;
  educated: { users: number; repeated: number };
  baseline: { users: number; repeated: number };
}

/**
 * "Does educating work?" counted by hand: every event of each policy that educates (now or in a saved version),
 * fetched raw and counted here in plain loops, by the definition (policies/education-effect.ts): a user's start in
 * the educated cohort is their first educate verdict; in the baseline their first other verdict before any educate;
 * counted when the start is at least 30 days before `asOf`; repeated when the policy matched another of their events
 * in the 30 days after the start. Times in microseconds, as the database keeps them.
 */
async function educationByHand(database: Database, asOf: Date): Promise<{ policies: EducationFigures[] }> {
  return withTenant(database, EDUCATION_TENANT, async (tx) => {
    const policies = await uncheckedRows<{ id: string; name: string }>(
      tx,
      sql`SELECT p.id::text AS id, p.name FROM policies p
          WHERE p.policy_type = 'protection' AND (p.verdict = 'educate'
            OR p.id IN (SELECT v.policy_id FROM policy_versions v WHERE v.verdict = 'educate'))
          ORDER BY p.name, p.id`,
    );
    const horizon = EDUCATION_REPEAT_DAYS * DAY_MS * 1000;
    const at = asOf.getTime() * 1000;
    const figures: EducationFigures[] = [];
    for (const policy of policies) {
      const events = await uncheckedRows<{ username: string; at: number; verdict: string }>(
        tx,
        sql`SELECT username, (extract(epoch FROM created) * 1000000)::float8 AS at, policy_verdict AS verdict
            FROM egress_events WHERE policy_id = ${policy.id}::uuid`,
      );
      const byUser = new Map<string, { at: number; verdict: string }[]>();
      for (const event of events) {
        if (event.at > at) continue;
        const list = byUser.get(event.username) ?? [];
        list.push(event);
        byUser.set(event.username, list);
      }
      const educated = { users: 0, repeated: 0 };
      const baseline = { users: 0, repeated: 0 };
      const count = (cohort: { users: number; repeated: number }, list: { at: number }[], start: number) => {
        if (start > at - horizon) return;
        cohort.users += 1;
        if (list.some((event) => event.at > start && event.at <= start + horizon)) cohort.repeated += 1;
      };
      for (const list of byUser.values()) {
        let firstEducated = Infinity;
        let firstOther = Infinity;
        for (const event of list) {
          if (event.verdict === 'educate') firstEducated = Math.min(firstEducated, event.at);
          else firstOther = Math.min(firstOther, event.at);
        }
        if (firstEducated !== Infinity) count(educated, list, firstEducated);
        if (firstOther !== Infinity && firstOther < firstEducated) count(baseline, list, firstOther);
      }
      figures.push({ policyName: policy.name, educated, baseline });
    }
    return { policies: figures };
  });
}

/** Each widget: how to call it, and the same figures counted from the raw rows. */
function widgets(egress: DashboardRange, incidents: DashboardRange, asOf: Date): BenchWidget[] {
  const raw = <T>(database: Database, tenant: string, query: ReturnType<typeof sql>) =>
    withTenant(database, tenant, (tx) => uncheckedRows<T>(tx, query));
  const inEgress = sql`tenant_id = ${TENANT} AND ${bounds(egress)}`;
  return [
    {
      name: 'sensitive-data-egress',
      tenant: TENANT,
      call: async (tx: Tx) => ({ days: (await sensitiveDataEgress(tx, TENANT, egress, ZONE)).days }),
      exact: async (database: Database) => ({
        days: await raw(
          database,
          TENANT,
          sql`SELECT to_char((created AT TIME ZONE ${ZONE})::date, 'YYYY-MM-DD') AS day, policy_verdict AS verdict,
                count(*)::int AS events FROM egress_events WHERE ${inEgress} AND total_hit_count > 0
              GROUP BY 1, 2 ORDER BY 1, 2`,
        ),
      }),
    },
    {
      name: 'outbound-data-distribution',
      tenant: TENANT,
      call: async (tx: Tx) => ({ distribution: (await outboundDataDistribution(tx, TENANT, egress)).distribution }),
      exact: async (database: Database) => ({
        distribution: await raw(
          database,
          TENANT,
          sql`SELECT egress_channel AS "egressChannel", destination_type AS "destinationType", count(*)::int AS events,
                sum(data_volume)::float8 AS volume FROM egress_events WHERE ${inEgress} GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2`,
        ),
      }),
    },
    {
      name: 'frequent-policy-violators',
      tenant: TENANT,
      call: (tx: Tx) => frequentPolicyViolators(tx, TENANT, egress),
      exact: async (database: Database) => ({
        violators: await raw(
          database,
          TENANT,
          sql`SELECT username, count(*)::int AS violations,
                (count(*) FILTER (WHERE policy_verdict = 'BLOCK'))::int AS blocked FROM egress_events
              WHERE ${inEgress} AND policy_verdict IN ('BLOCK', 'CHALLENGE', 'educate') GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`,
        ),
      }),
    },
    {
      name: 'most-enforced-policies',
      tenant: TENANT,
      call: (tx: Tx) => mostEnforcedPolicies(tx, TENANT, egress),
      exact: async (database: Database) => ({
        policies: await raw(
          database,
          TENANT,
          sql`SELECT policy_name AS "policyName", count(*)::int AS events,
                (count(*) FILTER (WHERE policy_verdict = 'BLOCK'))::int AS blocked,
                (count(*) FILTER (WHERE policy_verdict = 'CHALLENGE'))::int AS challenged,
                (count(*) FILTER (WHERE policy_verdict = 'educate'))::int AS educated
              FROM egress_events WHERE ${inEgress} AND policy_name <> '' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`,
        ),
      }),
    },
    {
      name: 'unauthorized-services',
      tenant: TENANT,
      call: (tx: Tx) => unauthorizedServices(tx, TENANT, egress),
      exact: async (database: Database) => ({
        services: await raw(
          database,
          TENANT,
          sql`SELECT destination, destination_type AS "destinationType", count(*)::int AS events,
                (count(*) FILTER (WHERE policy_verdict = 'BLOCK'))::int AS blocked FROM egress_events
              WHERE ${inEgress} AND policy_verdict <> 'ALLOW' AND destination_type IN ('AI service', 'Cloud storage',
                'Code hosting', 'Collaboration', 'File sharing', 'Messaging', 'Paste site')
              GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 10`,
        ),
      }),
    },
    {
      name: 'top-ai-service',
      tenant: TENANT,
      call: async (tx: Tx) => ({
        services: (await topAiService(tx, TENANT, egress)).services.map(({ destination, events, blocked }) => ({
          destination,
          events,
          blocked,
        })),
      }),
      exact: async (database: Database) => ({
        services: await raw(
          database,
          TENANT,
          sql`SELECT destination, count(*)::int AS events,
                (count(*) FILTER (WHERE policy_verdict = 'BLOCK'))::int AS blocked FROM egress_events
              WHERE ${inEgress} AND destination_type = 'AI service' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`,
        ),
      }),
    },
    {
      name: 'protected-devices',
      tenant: TENANT,
      call: (tx: Tx) => protectedDevices(tx, TENANT, egress),
      exact: () => Promise.resolve(undefined),
    },
    {
      name: 'aggregated-incidents',
      tenant: BENCH_TENANT,
      call: async (tx: Tx) => ({ days: (await aggregatedIncidents(tx, BENCH_TENANT, incidents, ZONE)).days }),
      exact: async (database: Database) => ({
        days: await raw(
          database,
          BENCH_TENANT,
          sql`SELECT to_char((created AT TIME ZONE ${ZONE})::date, 'YYYY-MM-DD') AS day, severity,
                count(*)::int AS incidents FROM incidents WHERE tenant_id = ${BENCH_TENANT} AND ${bounds(incidents)}
              GROUP BY 1, 2 ORDER BY 1, 2`,
        ),
      }),
    },
    {
      // Issue 30 item 2: breached = missed a target, or open past its next one once its due quarter hour has passed
      // (the rollup's rule; the raw rows at the range's ends are due to the millisecond, and none of them is).
      name: 'incident-sla',
      tenant: BENCH_TENANT,
      call: async (tx: Tx) => ({
        weeks: (await incidentSla(tx, BENCH_TENANT, incidents, ZONE)).weeks.map(
          ({ week, raised, acknowledged, resolved, breached }) => ({ week, raised, acknowledged, resolved, breached }),
        ),
      }),
      exact: async (database: Database) => ({
        weeks: await raw(
          database,
          BENCH_TENANT,
          sql`SELECT to_char(date_trunc('week', created AT TIME ZONE ${ZONE})::date, 'YYYY-MM-DD') AS week,
                count(*)::int AS raised, count(acknowledged_at)::int AS acknowledged, count(resolved_at)::int AS resolved,
                count(*) FILTER (WHERE ${sql.raw(SLA_MISSED_SQL)} OR (status NOT IN ('resolved', 'dismissed')
                  AND sla_due < ${sql.raw(SLA_NO_CLOCK)}
                  AND date_bin('15 minutes', sla_due, TIMESTAMPTZ '2000-01-01 00:00:00+00') + interval '15 minutes' <= now()))::int
                  AS breached
              FROM incidents WHERE tenant_id = ${BENCH_TENANT} AND ${bounds(incidents)} GROUP BY 1 ORDER BY 1`,
        ),
      }),
    },
    {
      name: 'education-effect',
      tenant: EDUCATION_TENANT,
      call: async (tx: Tx) => ({
        policies: (await educationEffects(tx, EDUCATION_TENANT, asOf)).map(
          ({ policyName, educated, baseline }): EducationFigures => ({ policyName, educated, baseline }),
        ),
      }),
      exact: async (database: Database) => {
        const counted = await educationByHand(database, asOf);
        log(`education-effect counted by hand: ${JSON.stringify(counted.policies)}`);
        return counted;
      },
    },
  ];
}

const QUARTER_HOUR_MS = 900_000;

/**
 * A widget's plan (EXPLAIN ANALYZE, BUFFERS): its one query caught on its way to the database, then explained in
 * the same tenant scope. Load from other processes moves a timed call more than the plan's own execution time.
 */
async function widgetPlan(
  database: Database,
  tenant: string,
  name: string,
  widget: (tx: Tx) => Promise<unknown>,
): Promise<string[]> {
  return withTenant(database, tenant, async (tx) => {
    const queries: (SQLWrapper | string)[] = [];
    const recorder = new Proxy(tx, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver);
        return (query: SQLWrapper | string) => {
          queries.push(query);
          return target.execute(query);
        };
      },
    });
    await widget(recorder);
    const [query] = queries;
    if (queries.length !== 1 || query === undefined) throw new Error(`the ${name} widget runs one query`);
    const explained = typeof query === 'string' ? sql.raw(query) : query;
    const plan = await uncheckedRows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN (ANALYZE, BUFFERS) ${explained}`);
    return plan.map((row) => row['QUERY PLAN']);
  });
}

/**
 * The SLA widget's plans over the bench's range (raw edges of less than a quarter hour each) and over the same range
 * in whole quarter hours (as the SLA report reads it): the rollup is read through its key, the incidents only at the
 * edges through their index and never scanned whole, and not at all in whole quarter hours.
 */
async function slaPlans(database: Database, range: DashboardRange): Promise<string> {
  const slaPlan = (over: DashboardRange) =>
    widgetPlan(database, BENCH_TENANT, 'SLA', (tx) => incidentSla(tx, BENCH_TENANT, over, ZONE));
  const whole = {
    start: new Date(Math.ceil(range.start.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS),
    end: new Date(Math.floor(range.end.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS),
  };
  const lines: string[] = [];
  for (const [name, plan] of [
    ['range with raw edges', await slaPlan(range)],
    ['whole quarter hours', await slaPlan(whole)],
  ] as const) {
    // A scan under a false one-time filter (no raw edges) is planned but never executed.
    const scans = plan.filter((line) => /Scan/.test(line) && !/never executed/.test(line)).map((line) => line.trim());
    const shown = `\n${plan.join('\n')}`;
    if (scans.some((line) => /Seq Scan on incidents/.test(line)))
      throw new Error(`${name}: the SLA plan scans incidents${shown}`);
    // In whole quarter hours the query names no incidents at all: not even a scan planned and never executed.
    const incidentsRead = plan.some((line) => / on incidents\b/.test(line));
    if (name === 'whole quarter hours' && incidentsRead)
      throw new Error(`${name}: the SLA plan reads incidents${shown}`);
    const execution = plan.find((line) => line.startsWith('Execution Time'));
    lines.push(
      `  incident-sla plan, ${name}: ${execution ?? 'no execution time'}`,
      ...plan.map((line) => `    ${line}`),
    );
  }
  return lines.join('\n');
}

/**
 * The education widget's plan: the people's firsts under each educating policy (egress_education_firsts, migration
 * 0054) are read, never the events.
 */
async function educationPlan(database: Database, asOf: Date): Promise<string> {
  const plan = await widgetPlan(database, EDUCATION_TENANT, 'education', (tx) =>
    educationEffects(tx, EDUCATION_TENANT, asOf),
  );
  const shown = `\n${plan.join('\n')}`;
  if (plan.some((line) => / on egress_events/.test(line)))
    throw new Error(`the education plan reads egress events${shown}`);
  if (!plan.some((line) => / on egress_education_firsts/.test(line)))
    throw new Error(`the education plan does not read the people's firsts${shown}`);
  const execution = plan.find((line) => line.startsWith('Execution Time'));
  return [`  education-effect plan: ${execution ?? 'no execution time'}`, ...plan.map((line) => `    ${line}`)].join(
    '\n',
  );
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL must name a PostgreSQL server (postgres://user@host:port/database)');
  const events = benchEvents();
  const incidentRows = benchRows();
  const runs = positiveEnv('BENCH_RUNS', 50);
  const educationEvents = positiveEnv('BENCH_EDUCATION_EVENTS', events);
  const educationUsers = positiveEnv('BENCH_EDUCATION_USERS', 20_000);
  const database = await openPostgres(url, { max: 4, connectTimeoutMs: 0 });
  try {
    await migrate(database, join(import.meta.dirname, '..', 'src', 'db', 'migrations'));
    await prepareEgressTenant(database);
    await prepareEgressEvents(database, events);
    log(await eventDiskLine(database));
    if ((await countBenchIncidents(database)) !== incidentRows) {
      log(`generating ${incidentRows.toLocaleString('en-US')} incidents`);
      await generateIncidents(database, incidentRows, log);
    }
    await prepareEgressTenant(database, EDUCATION_TENANT, 'Education bench');
    await prepareEducationEvents(database, EDUCATION_TENANT, educationEvents, educationUsers);
    const egress = rangeEnding(Date.now());
    const incidents = rangeEnding(Date.parse(ANCHOR));
    const asOf = new Date();
    const lines: string[] = [];
    let met = true;
    for (const widget of widgets(egress, incidents, asOf)) {
      let answer: unknown;
      const call = async () => {
        answer = await withTenant(database, widget.tenant, (tx) => widget.call(tx));
      };
      // The first call after the others' (its plans and pages cold) apart; then `runs` calls timed.
      const started = performance.now();
      await call();
      const first = performance.now() - started;
      const { p50, p95 } = await time(runs, call, 0);
      met &&= p95 < 50;
      const exact = await widget.exact(database);
      const checked = exact === undefined ? 'no raw count (current state of devices)' : 'equals the raw count';
      if (exact !== undefined && JSON.stringify(answer) !== JSON.stringify(exact)) {
        throw new Error(
          `${widget.name}: the widget's answer differs from the raw count over the same range\n` +
            `widget: ${JSON.stringify(answer).slice(0, 2000)}\nraw:    ${JSON.stringify(exact).slice(0, 2000)}`,
        );
      }
      lines.push(
        `  ${widget.name.padEnd(28)} first ${first.toFixed(1).padStart(6)} ms  p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${checked}`,
      );
      log(`${widget.name} done: p95 ${p95.toFixed(1)} ms`);
    }
    const plans = `${await slaPlans(database, incidents)}\n${await educationPlan(database, asOf)}`;
    console.log(
      `\n${plans}\n\nDashboard widgets over ${DASHBOARD_DEFAULT_DAYS} days (${events.toLocaleString('en-US')} egress events, ` +
        `${incidentRows.toLocaleString('en-US')} incidents), a first call then ${runs} timed (nearest-rank percentiles), days in ${ZONE}; the education widget ` +
        `as of now over ${educationEvents.toLocaleString('en-US')} events of ${educationUsers.toLocaleString('en-US')} ` +
        `people in ${EDUCATION_WINDOW_DAYS} days:\n${lines.join('\n')}\n` +
        `Goal: every widget p95 under 50 ms: ${met ? 'met' : 'NOT met'}\n${await eventDiskLine(database)}`,
    );
  } finally {
    await database.close();
  }
}

await main();
