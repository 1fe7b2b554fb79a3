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
import { EVENT_BATCH, insertEventBatch, type EventBatch } from '../src/db/demo/seed-events';
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

/** Events per INSERT ... SELECT on a PostgreSQL server (PGlite keeps EVENT_BATCH, for its memory). */
const SERVER_EVENT_BATCH = 1_000_000;

/** The staging table of a server's load (see {@link loadOnServer}). */
const STAGING = 'egress_events_bench_load';

/** Every column an event is written with (search_text is generated). */
const EVENT_COLUMNS = `tenant_id, id, created, device_id, hostname, username, source, destination, destination_type,
  egress_channel, data_types, content_category, mip_label, data_volume, total_hit_count, policy_id, policy_name,
  policy_verdict, file_name, details, content_fingerprint`;

const TriggerRow = Type.Object({ definition: Type.String() });
const MonthRow = Type.Object({ suffix: Type.String(), lower: Type.String(), upper: Type.String() });

/**
 * A server's load, in minutes where inserting through egress_events takes hours at 10M events (its twelve indexes,
 * the trigram one above all, kept up row by row: 1,700 events/s on the busy 2-core machine). The rows go first into
 * an unlogged staging table without indexes that carries the insert triggers of egress_events (the same functions:
 * the rollups and filter options are kept exactly as ingest keeps them), a million rows a statement; then each month
 * of the window is rebuilt from it as a new table (with the rows of other tenants the month held) and attached in
 * place of the old partition, which builds its indexes in one pass each.
 */
async function loadOnServer(database: Database, events: number, batch: Omit<EventBatch, 'from' | 'to'>) {
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql.raw(`DROP TABLE IF EXISTS ${STAGING}`));
    await tx.execute(
      sql.raw(`CREATE UNLOGGED TABLE ${STAGING} (LIKE egress_events INCLUDING DEFAULTS INCLUDING GENERATED)`),
    );
    const triggers = await queryRows(
      tx,
      sql`SELECT pg_get_triggerdef(oid) AS definition FROM pg_trigger
          WHERE tgrelid = 'egress_events'::regclass AND NOT tgisinternal AND (tgtype & 4) <> 0`,
      TriggerRow,
    );
    for (const { definition } of triggers) {
      await tx.execute(sql.raw(definition.replace(' ON public.egress_events ', ` ON ${STAGING} `)));
    }
  });
  const started = Date.now();
  for (let from = 1; from <= events; from += SERVER_EVENT_BATCH) {
    const to = Math.min(events, from + SERVER_EVENT_BATCH - 1);
    await insertEventBatch(database, { ...batch, from, to, table: STAGING });
    const rate = Math.round(to / ((Date.now() - started) / 1000));
    log(`generated ${to.toLocaleString('en-US')} / ${events.toLocaleString('en-US')} events (${rate} events/s)`);
  }
  const windowStart = new Date(batch.anchor.getTime() - batch.windowDays * 86_400_000);
  const months = await withMaintenance(database, (tx) =>
    queryRows(
      tx,
      sql`SELECT to_char(m AT TIME ZONE 'UTC', 'YYYY_MM') AS suffix, m::text AS lower,
            ((m AT TIME ZONE 'UTC' + interval '1 month') AT TIME ZONE 'UTC')::text AS upper
          FROM generate_series(date_trunc('month', ${windowStart.toISOString()}::timestamptz, 'UTC'),
            ${batch.anchor.toISOString()}::timestamptz, interval '1 month') AS m`,
      MonthRow,
    ),
  );
  for (const { suffix, lower, upper } of months) {
    const partition = `egress_events_${suffix}`;
    const fresh = `${partition}_bench`;
    await withMaintenance(database, async (tx) => {
      const range = `created >= '${lower}'::timestamptz AND created < '${upper}'::timestamptz`;
      for (const statement of [
        `CREATE TABLE ${fresh} (LIKE egress_events INCLUDING DEFAULTS INCLUDING GENERATED)`,
        `INSERT INTO ${fresh} (${EVENT_COLUMNS}) SELECT ${EVENT_COLUMNS} FROM ${partition}`,
        `INSERT INTO ${fresh} (${EVENT_COLUMNS}) SELECT ${EVENT_COLUMNS} FROM ${STAGING} WHERE ${range}`,
        `ALTER TABLE egress_events DETACH PARTITION ${partition}`,
        `DROP TABLE ${partition}`,
        `ALTER TABLE ${fresh} RENAME TO ${partition}`,
        `ALTER TABLE egress_events ATTACH PARTITION ${partition} FOR VALUES FROM ('${lower}') TO ('${upper}')`,
      ]) {
        await tx.execute(sql.raw(statement));
      }
    });
    log(`${partition} rebuilt with its indexes (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await database.db.execute(sql.raw(`DROP TABLE ${STAGING}`));
  // A freshly written table is vacuumed before it is read, as autovacuum would soon (index-only scans need it).
  await database.db.execute(sql`VACUUM (ANALYZE) egress_events`);
  log(`vacuum analyze done (${Math.round((Date.now() - started) / 1000)} s)`);
}

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
  const batch = {
    tenantId: TENANT,
    seed: 'bench-backtest',
    anchor,
    windowDays: WINDOW_DAYS - 1,
    templates,
    devices,
    labels,
  };
  if (!database.pglite) return loadOnServer(database, events, batch);
  for (let from = 1; from <= events; from += EVENT_BATCH) {
    const to = Math.min(events, from + EVENT_BATCH - 1);
    await insertEventBatch(database, { ...batch, from, to });
    log(`generated ${to.toLocaleString('en-US')} / ${events.toLocaleString('en-US')} events`);
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
