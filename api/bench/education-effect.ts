// Does educating work, at scale (issue 30 item 4): `npm run bench:education` in api/, on PGlite (the default store).
//   BENCH_EVENTS (1,000,000 egress events in one tenant over 120 days, the demo's policies and templates; the educate
//   policy monitored with CHALLENGE until 45 days before now), BENCH_RUNS (10 calls of each).
// Times GET /policies/{id}/education-effect's query for the educate policy and GET /dashboard/education-effect's
// (every educating policy), prints p50 and p95 and the figures. The data set is cached under .data/bench/.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { withMaintenance, withTenant } from '../src/db/tenant-scope';
import { DEMO_POLICIES } from '../src/db/demo/catalog-config';
import { eventTemplates, labelWheel } from '../src/db/demo/event-templates';
import { createRandom } from '../src/db/demo/prng';
import { documentsFolder } from '../src/db/demo/platform-software';
import { EVENT_BATCH, insertEventBatch } from '../src/db/demo/seed-events';
import { educationEffects, policyEducationEffect } from '../src/modules/policies/education-effect';
import { uncheckedRows } from '../src/testing/query-rows';
import { log, migrateBench, openBenchPglite, positiveEnv } from './bench-databases';
import { prepareEgressTenant, TENANT } from './egress-bench-data';
import { time } from './measure';

const DAY_MS = 86_400_000;
const WINDOW_DAYS = 120;
const SWITCHED_DAYS_AGO = 45;

async function prepareEvents(database: Database, events: number): Promise<void> {
  await migrateBench(database);
  await prepareEgressTenant(database);
  const [have] = await withTenant(database, TENANT, (tx) =>
    uncheckedRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM egress_events WHERE tenant_id = ${TENANT}`),
  );
  if ((have?.n ?? 0) >= events) return;
  const policies = await withTenant(database, TENANT, (tx) =>
    uncheckedRows<{ id: string; name: string }>(
      tx,
      sql`SELECT id::text AS id, name FROM policies WHERE tenant_id = ${TENANT}`,
    ),
  );
  const random = createRandom(20261129);
  const seeded = DEMO_POLICIES.filter((policy) => policy.status === 'enabled').map((policy) => ({
    ...policy,
    id: policies.find((row) => row.name === policy.name)!.id,
  }));
  const templates = eventTemplates(random, seeded);
  const devices = Array.from({ length: 400 }, (_, index) => ({
    id: `00000000-0000-4000-9000-${String(index).padStart(12, '0')}`,
    hostname: `bench-host-${index}`,
    user: `user.${index % 350}`,
    os: 'Windows' as const,
    documents: documentsFolder('Windows', `user.${index % 350}`),
  }));
  const labels = labelWheel(random);
  const anchor = new Date();
  for (let from = 1; from <= events; from += EVENT_BATCH) {
    const to = Math.min(events, from + EVENT_BATCH - 1);
    await insertEventBatch(database, {
      tenantId: TENANT,
      seed: 'bench-education',
      from,
      to,
      anchor,
      windowDays: WINDOW_DAYS,
      templates,
      devices,
      labels,
    });
    log(`generated ${to.toLocaleString('en-US')} / ${events.toLocaleString('en-US')} events`);
  }
  // Before it educated, the educate policy monitored.
  const switched = new Date(anchor.getTime() - SWITCHED_DAYS_AGO * DAY_MS).toISOString();
  await withMaintenance(database, (tx) =>
    tx.execute(sql`UPDATE egress_events SET policy_verdict = 'CHALLENGE'
      WHERE tenant_id = ${TENANT} AND policy_verdict = 'educate' AND created < ${switched}::timestamptz`),
  );
  await database.db.execute(sql`ANALYZE egress_events`);
}

async function main(): Promise<void> {
  const events = positiveEnv('BENCH_EVENTS', 1_000_000);
  const runs = positiveEnv('BENCH_RUNS', 10);
  const database = await openBenchPglite(events, {
    folder: `education-${events}`,
    prepare: (db) => prepareEvents(db, events),
  });
  const asOf = new Date();
  const [educating] = await withTenant(database, TENANT, (tx) =>
    uncheckedRows<{ id: string; n: number }>(
      tx,
      sql`SELECT p.id::text AS id, (SELECT count(*)::int FROM egress_events e WHERE e.tenant_id = p.tenant_id
            AND e.policy_id = p.id) AS n
          FROM policies p WHERE p.tenant_id = ${TENANT} AND p.verdict = 'educate'`,
    ),
  );
  if (!educating) throw new Error('no educate policy');
  log(`${events.toLocaleString('en-US')} events; the educate policy matched ${educating.n.toLocaleString('en-US')}`);
  const one = await time(
    runs,
    () =>
      withTenant(database, TENANT, (tx) => policyEducationEffect(tx, TENANT, educating.id, asOf)).then(() => undefined),
    2,
  );
  const all = await time(
    runs,
    () => withTenant(database, TENANT, (tx) => educationEffects(tx, TENANT, asOf)).then(() => undefined),
    2,
  );
  const figures = await withTenant(database, TENANT, (tx) => educationEffects(tx, TENANT, asOf));
  log(`GET /policies/{id}/education-effect: p50 ${one.p50.toFixed(0)} ms, p95 ${one.p95.toFixed(0)} ms (${runs} runs)`);
  log(`GET /dashboard/education-effect: p50 ${all.p50.toFixed(0)} ms, p95 ${all.p95.toFixed(0)} ms (${runs} runs)`);
  for (const effect of figures)
    log(`${effect.policyName}: ${JSON.stringify({ educated: effect.educated, baseline: effect.baseline })}`);
  await database.close();
}

await main();
