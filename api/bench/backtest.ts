// The policy backtest at scale (issue 11, item 4): `npm run bench:backtest` at the root, on a PostgreSQL server.
//   BENCH_DATABASE_URL (required), `--events N` or BENCH_EVENTS (1,000,000 egress events in one tenant, over 30 days), BENCH_RUNS (5).
// Generates the events once (the demo's event generator, with the demo's policies and lists in the tenant), then times
// POST /policies/backtest's work for a draft over the default 30 days, and checks the grouped answer against
// evaluating every event of a smaller window one by one: a fast wrong answer is a defect.
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { compilePolicySet, emptyPolicyDefinition, policyEventFields, userClassifier } from 'shared-contracts';
import type { EvaluablePolicy, PolicyBacktestRequest, PolicyEvent } from 'shared-contracts';
import { openPostgres, type Database } from '../src/db/database';
import { uncheckedRows } from '../src/testing/query-rows';
import { migrate } from '../src/db/migrate';
import { withTenant } from '../src/db/tenant-scope';
import { backtestPolicy, evaluable } from '../src/modules/policies/backtest';
import {
  groupedFields,
  readChangedRanks,
  readEventGroups,
  readUserClasses,
} from '../src/modules/policies/backtest-groups';
import { summariseBacktest } from '../src/modules/policies/backtest-summary';
import { loadPolicyContext } from '../src/modules/policies/policy-context';
import { listPolicies } from '../src/modules/policies/repository';
import { benchEvents, log, positiveEnv } from './bench-databases';
import { prepareEgressEvents, prepareEgressTenant, TENANT, WINDOW_DAYS } from './egress-bench-data';
import { percentile } from './measure';

/**
 * The drafts of the benchmark: block source code and secrets leaving by upload or paste to any AI service; the second
 * exempts the Executives list, so the backtest reads the user too (grouped by the classes the policies tell apart).
 */
const DRAFTS = ['draft', 'draft exempting a user list'] as const;
type DraftName = (typeof DRAFTS)[number];

function draft(name: DraftName, executives: string): PolicyBacktestRequest {
  const definition = emptyPolicyDefinition();
  definition.conditions.elementTypes = [
    { id: 'source-code', minCount: 1 },
    { id: 'api-key', minCount: 1 },
  ];
  definition.conditions.egressChannels = ['Paste into AI prompt', 'File upload'];
  definition.conditions.destinationTypes = ['AI service'];
  if (name !== 'draft') definition.exceptions.users.listIds = [executives];
  return { policy: { name, verdict: 'BLOCK', priority: 1, definition } };
}

/** The draft as the engine sees it. */
function draftEvaluable(name: DraftName, executives: string): EvaluablePolicy {
  const { policy } = draft(name, executives);
  return {
    policyId: 'draft',
    name: policy.name,
    priority: 1,
    status: 'active',
    verdict: policy.verdict,
    definition: policy.definition,
  };
}

/** The id of the Executives list (the demo's user list), holding ten of the bench's 350 users. */
async function executivesList(database: Database): Promise<string> {
  return withTenant(database, TENANT, async (tx) => {
    const [row] = await uncheckedRows<{ id: string }>(
      tx,
      sql`SELECT id::text AS id FROM lists WHERE name = 'Executives'`,
    );
    if (!row) throw new Error('the Executives list is missing');
    await tx.execute(sql`INSERT INTO list_items (tenant_id, list_id, id, value)
      SELECT ${TENANT}, ${row.id}::uuid, gen_random_uuid(), 'user.' || n FROM generate_series(0, 9) AS n
      WHERE NOT EXISTS (SELECT 1 FROM list_items WHERE list_id = ${row.id}::uuid)`);
    return row.id;
  });
}

type BenchTx = Parameters<Parameters<typeof withTenant>[2]>[0];

/** The tenant's policies, the fields the backtest groups by, and the classes of the window's users. */
async function setsOf(tx: BenchTx, name: DraftName, executives: string, window: { from: Date; to: Date }) {
  const current = (await listPolicies(tx, TENANT, 'protection')).map(evaluable);
  const changed = [...current, draftEvaluable(name, executives)];
  const ctx = await loadPolicyContext(tx, TENANT, changed);
  const fields = groupedFields(new Set([...policyEventFields(current, ctx), ...policyEventFields(changed, ctx)]));
  const classes = await readUserClasses(tx, TENANT, window, fields, userClassifier(changed, ctx));
  return { current, changed, ctx, fields, classes };
}

/** The grouped answer against evaluating every event of the last `days` one by one. */
async function checkExact(database: Database, name: DraftName, executives: string, days: number): Promise<string> {
  return withTenant(database, TENANT, async (tx) => {
    const window = { from: new Date(Date.now() - days * 86_400_000), to: new Date() };
    const { current, changed, ctx, fields, classes } = await setsOf(tx, name, executives, window);
    const before = compilePolicySet(current, ctx);
    const after = compilePolicySet(changed, ctx);
    const grouped = summariseBacktest(await readEventGroups(tx, TENANT, window, fields, classes), before, after);
    const ranks = await readChangedRanks(tx, TENANT, window, grouped.changedGroups, fields, 10, classes);
    const events = await uncheckedRows<PolicyEvent>(
      tx,
      sql`SELECT username, source, destination, destination_type AS "destinationType", egress_channel AS "egressChannel",
            data_types AS "dataTypes", total_hit_count AS "totalHitCount", content_category AS "contentCategory",
            mip_label AS "mipLabel", file_name AS "fileName", hostname, details->>'url' AS url
          FROM egress_events WHERE tenant_id = ${TENANT} AND created >= ${window.from.toISOString()}::timestamptz
            AND created < ${window.to.toISOString()}::timestamptz`,
    );
    const exact = summariseBacktest(
      events.map((event) => ({ event: { ...event, url: event.url ?? undefined }, events: 1 })),
      before,
      after,
    );
    const same =
      JSON.stringify([grouped.events, grouped.changed, grouped.transitions, ranks.users, ranks.destinations]) ===
      JSON.stringify([exact.events, exact.changed, exact.transitions, exact.users, exact.destinations]);
    if (!same) throw new Error(`the grouped backtest of the ${name} differs from the exact one over ${days} days`);
    return `grouped = exact over ${days} days: ${exact.events.toLocaleString('en-US')} events, ${exact.changed.toLocaleString('en-US')} changed`;
  });
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL must name a PostgreSQL server (postgres://user@host:port/database)');
  const events = benchEvents();
  const runs = positiveEnv('BENCH_RUNS', 5);
  const database = await openPostgres(url, { max: 4, connectTimeoutMs: 0 });
  try {
    await migrate(database, join(import.meta.dirname, '..', 'src', 'db', 'migrations'));
    await prepareEgressTenant(database);
    await prepareEgressEvents(database, events);
    const executives = await executivesList(database);
    const lines: string[] = [];
    let met = true;
    for (const name of DRAFTS) {
      const times: number[] = [];
      let last;
      for (let run = 1; run <= runs; run += 1) {
        const started = performance.now();
        last = await withTenant(database, TENANT, (tx) =>
          backtestPolicy(tx, TENANT, draft(name, executives), new Date()),
        );
        times.push(performance.now() - started);
        log(`${name}, run ${run}: ${times.at(-1)!.toFixed(0)} ms`);
      }
      times.sort((a, b) => a - b);
      met &&= times.at(-1)! < 3000;
      const groups = await withTenant(database, TENANT, async (tx) => {
        const window = { from: new Date(Date.now() - WINDOW_DAYS * 86_400_000), to: new Date() };
        const { fields, classes } = await setsOf(tx, name, executives, window);
        return (await readEventGroups(tx, TENANT, window, fields, classes)).length;
      });
      log(`${name}: checking the grouped answer against every event of the last 3 days`);
      const exactLine = await checkExact(database, name, executives, 3);
      lines.push(
        `Backtest of a ${name} over ${WINDOW_DAYS} days: ${last!.events.toLocaleString('en-US')} events in ` +
          `${groups.toLocaleString('en-US')} combinations, ${last!.changed.toLocaleString('en-US')} would change verdict\n` +
          `  ${runs} runs: p50 ${percentile(times, 50).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms\n  ${exactLine}`,
      );
    }
    console.log(`\n${lines.join('\n')}\nGoal: every run under 3,000 ms: ${met ? 'met' : 'NOT met'}`);
  } finally {
    await database.close();
  }
}

await main();
