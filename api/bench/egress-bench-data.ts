// The egress events of the benchmarks that read them (bench:egress, bench:backtest, bench:dashboard): one tenant with
// the demo's classifications, lists and policies, and `--events N` (BENCH_EVENTS) events over the last 30 days,
// generated once per database, server-side: each statement an INSERT ... SELECT over generate_series (seed-events.ts).
import { sql } from 'drizzle-orm';
import { emptyPolicyDefinition } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { queryRows, type Database } from '../src/db/database';
import { uncheckedRows } from '../src/testing/query-rows';
import { withMaintenance, withTenant } from '../src/db/tenant-scope';
import { DEMO_CLASSIFICATIONS, DEMO_LISTS, DEMO_POLICIES } from '../src/db/demo/catalog-config';
import { eventTemplates, labelWheel } from '../src/db/demo/event-templates';
import { createRandom } from '../src/db/demo/prng';
import { documentsFolder } from '../src/db/demo/platform-software';
import { EVENT_BATCH, insertEventBatch } from '../src/db/demo/seed-events';
import { createPolicy } from '../src/modules/policies/policy-writes';
import { log } from './bench-databases';

/** The tenant of the generated events. */
export const TENANT = 'bench-backtest';
const ACTOR = { id: 'bench-backtest-admin' };
/** The events are spread over this many days before now. */
export const WINDOW_DAYS = 30;

/** The tenant, its classifications, lists and the demo policies (in the engine's model), once. */
export async function prepareEgressTenant(database: Database): Promise<void> {
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql`INSERT INTO tenants (id, name) VALUES (${TENANT}, 'Backtest bench') ON CONFLICT DO NOTHING`);
  });
  const [has] = await withTenant(database, TENANT, (tx) =>
    uncheckedRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM policies WHERE tenant_id = ${TENANT}`),
  );
  if ((has?.n ?? 0) > 0) return;
  await withTenant(database, TENANT, async (tx) => {
    for (const [index, item] of DEMO_CLASSIFICATIONS.entries()) {
      await tx.execute(sql`INSERT INTO classifications (tenant_id, kind, id, display_name, policy_builder_hidden, extra,
          element_types, sort_order)
        VALUES (${TENANT}, ${item.kind}, ${item.id}, ${item.displayName}, ${item.hidden ?? false}, ${item.extra ?? false},
          ${`{${(item.elementTypes ?? []).join(',')}}`}::text[], ${index})`);
    }
    const listIds = new Map<string, string>();
    for (const list of DEMO_LISTS) {
      const [row] = await uncheckedRows<{ id: string }>(
        tx,
        sql`INSERT INTO lists (tenant_id, id, name, description, list_type, entity_type)
            VALUES (${TENANT}, gen_random_uuid(), ${list.name}, ${list.description}, ${list.listType}, ${list.entityType})
            RETURNING id::text AS id`,
      );
      listIds.set(list.name, row!.id);
      for (const value of list.items) {
        await tx.execute(sql`INSERT INTO list_items (tenant_id, list_id, id, value)
          VALUES (${TENANT}, ${row!.id}::uuid, gen_random_uuid(), ${value})`);
      }
    }
    for (const policy of DEMO_POLICIES) {
      const definition = emptyPolicyDefinition();
      definition.conditions.egressChannels = [...policy.channels];
      definition.conditions.destinationTypes = [...policy.destinationTypes];
      definition.conditions.elementTypes = policy.dataTypes.map((type) => ({
        id: type.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        minCount: 1,
      }));
      definition.conditions.destinations.values = [...(policy.destinations ?? [])];
      for (const name of policy.lists ?? []) {
        const list = DEMO_LISTS.find((candidate) => candidate.name === name);
        (list?.listType === 'allow' ? definition.exceptions : definition.conditions).destinations.listIds.push(
          listIds.get(name)!,
        );
      }
      definition.educateMessage = policy.verdict === 'educate' ? policy.description : '';
      await createPolicy(tx, TENANT, ACTOR, {
        name: policy.name,
        description: policy.description,
        status: policy.status === 'enabled' ? 'active' : 'disabled',
        verdict: policy.verdict,
        definition,
      });
    }
  });
}

/**
 * Events per INSERT ... SELECT on a PostgreSQL server: a million rows a statement (PGlite keeps EVENT_BATCH, for its
 * memory), so the statement triggers (rollups, filter options) run 10 times for 10M events and not 200.
 */
const SERVER_EVENT_BATCH = 1_000_000;

/** The tenant's events: generated once, `events` of them over the last 30 days. */
export async function prepareEgressEvents(database: Database, events: number): Promise<void> {
  const [have] = await withTenant(database, TENANT, (tx) =>
    uncheckedRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM egress_events WHERE tenant_id = ${TENANT}`),
  );
  if (have?.n === events) {
    log(`${events.toLocaleString('en-US')} events already there`);
    return;
  }
  await withMaintenance(database, (tx) => tx.execute(sql`DELETE FROM egress_events WHERE tenant_id = ${TENANT}`));
  const random = createRandom(20261124);
  const seeded = DEMO_POLICIES.filter((policy) => policy.status === 'enabled').map((policy, index) => ({
    ...policy,
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
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
  const batch = database.pglite ? EVENT_BATCH : SERVER_EVENT_BATCH;
  const started = Date.now();
  for (let from = 1; from <= events; from += batch) {
    const to = Math.min(events, from + batch - 1);
    await insertEventBatch(database, {
      tenantId: TENANT,
      seed: 'bench-backtest',
      from,
      to,
      anchor,
      windowDays: WINDOW_DAYS - 1,
      templates,
      devices,
      labels,
    });
    const rate = Math.round(to / ((Date.now() - started) / 1000));
    log(`generated ${to.toLocaleString('en-US')} / ${events.toLocaleString('en-US')} events (${rate} events/s)`);
  }
  await database.db.execute(sql`ANALYZE egress_events`);
}

const DiskRow = Type.Object({ bytes: Type.Number(), events: Type.Number(), partitions: Type.Number() });

/**
 * The disk the egress events take: pg_total_relation_size (heap, TOAST and every index) summed over the partitions of
 * egress_events, every tenant's events counted, and per million events.
 */
export async function eventDisk(
  database: Database,
): Promise<{ bytes: number; events: number; partitions: number; perMillion: number }> {
  const [row] = await withMaintenance(database, (tx) =>
    queryRows(
      tx,
      sql`SELECT coalesce(sum(pg_total_relation_size(relid)), 0)::float8 AS bytes, count(*)::int AS partitions,
            (SELECT count(*) FROM egress_events)::float8 AS events
          FROM pg_partition_tree('egress_events') WHERE isleaf`,
      DiskRow,
    ),
  );
  const { bytes = 0, events = 0, partitions = 0 } = row ?? {};
  return { bytes, events, partitions, perMillion: events === 0 ? 0 : (bytes / events) * 1_000_000 };
}

/** A line of the disk the events take, for the benchmarks' output. */
export async function eventDiskLine(database: Database): Promise<string> {
  const { bytes, events, partitions, perMillion } = await eventDisk(database);
  const mb = (value: number) => `${Math.round(value / 1_048_576).toLocaleString('en-US')} MB`;
  return (
    `Disk of egress_events (its ${partitions} partitions, heap + TOAST + indexes, pg_total_relation_size): ` +
    `${mb(bytes)} for ${events.toLocaleString('en-US')} events, ${mb(perMillion)} per million events`
  );
}
