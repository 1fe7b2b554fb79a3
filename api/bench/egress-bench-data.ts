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
import { AGENT_HOSTNAME_PREFIX } from './agent-ingest';
import { log } from './bench-databases';

/** The tenant of the generated events. */
export const TENANT = 'bench-backtest';
const ACTOR = { id: 'bench-backtest-admin' };
/** The events are spread over this many days before now. */
export const WINDOW_DAYS = 30;

/** A tenant (by default the bench's), its classifications, lists and the demo policies (in the engine's model), once. */
export async function prepareEgressTenant(database: Database, tenant = TENANT, name = 'Backtest bench'): Promise<void> {
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql`INSERT INTO tenants (id, name) VALUES (${tenant}, ${name}) ON CONFLICT DO NOTHING`);
  });
  const [has] = await withTenant(database, tenant, (tx) =>
    uncheckedRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM policies WHERE tenant_id = ${tenant}`),
  );
  if ((has?.n ?? 0) > 0) return;
  await withTenant(database, tenant, async (tx) => {
    for (const [index, item] of DEMO_CLASSIFICATIONS.entries()) {
      await tx.execute(sql`INSERT INTO classifications (tenant_id, kind, id, display_name, policy_builder_hidden, extra,
          element_types, sort_order)
        VALUES (${tenant}, ${item.kind}, ${item.id}, ${item.displayName}, ${item.hidden ?? false}, ${item.extra ?? false},
          ${`{${(item.elementTypes ?? []).join(',')}}`}::text[], ${index})`);
    }
    const listIds = new Map<string, string>();
    for (const list of DEMO_LISTS) {
      const [row] = await uncheckedRows<{ id: string }>(
        tx,
        sql`INSERT INTO lists (tenant_id, id, name, description, list_type, entity_type)
            VALUES (${tenant}, gen_random_uuid(), ${list.name}, ${list.description}, ${list.listType}, ${list.entityType})
            RETURNING id::text AS id`,
      );
      listIds.set(list.name, row!.id);
      for (const value of list.items) {
        await tx.execute(sql`INSERT INTO list_items (tenant_id, list_id, id, value)
          VALUES (${tenant}, ${row!.id}::uuid, gen_random_uuid(), ${value})`);
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
      await createPolicy(tx, tenant, ACTOR, {
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

/** The insert trigger of the people's firsts under each policy (migration 0054). */
const FIRSTS_TRIGGER = 'egress_education_firsts_on_insert';

const TriggerRow = Type.Object({ definition: Type.String() });
const MonthRow = Type.Object({ suffix: Type.String(), lower: Type.String(), upper: Type.String() });

/**
 * A server's load, in minutes where inserting through egress_events takes hours at 10M events (its twelve indexes,
 * the trigram one above all, kept up row by row: 1,700 events/s on the busy 2-core machine). The rows go first into
 * an unlogged staging table without indexes that carries the insert triggers of egress_events (the same functions:
 * the rollups and filter options are kept exactly as ingest keeps them), a million rows a statement; then each month
 * of the window is rebuilt from it as a new table (with the rows of other tenants the month held), its rows in time
 * order as ingest would have appended them, and attached in place of the old partition, which builds its indexes in
 * one pass each.
 */
async function loadOnServer(database: Database, parts: readonly EventBatch[]) {
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
    // Not the people's firsts (migration 0054): for a late batch it probes egress_events, which the staging rows are
    // not in yet; they are rebuilt once the months are in place.
    for (const { definition } of triggers.filter((trigger) => !trigger.definition.includes(FIRSTS_TRIGGER))) {
      await tx.execute(sql.raw(definition.replace(' ON public.egress_events ', ` ON ${STAGING} `)));
    }
  });
  const started = Date.now();
  const events = parts.reduce((sum, part) => sum + part.to - part.from + 1, 0);
  let done = 0;
  for (const part of parts) {
    for (let from = part.from; from <= part.to; from += SERVER_EVENT_BATCH) {
      const to = Math.min(part.to, from + SERVER_EVENT_BATCH - 1);
      await insertEventBatch(database, { ...part, from, to, table: STAGING });
      done += to - from + 1;
      const rate = Math.round(done / ((Date.now() - started) / 1000));
      log(`generated ${done.toLocaleString('en-US')} / ${events.toLocaleString('en-US')} events (${rate} events/s)`);
    }
  }
  const windowStart = new Date(Math.min(...parts.map((part) => part.anchor.getTime() - part.windowDays * 86_400_000)));
  const windowEnd = new Date(Math.max(...parts.map((part) => part.anchor.getTime())));
  const months = await withMaintenance(database, (tx) =>
    queryRows(
      tx,
      sql`SELECT to_char(m AT TIME ZONE 'UTC', 'YYYY_MM') AS suffix, m::text AS lower,
            ((m AT TIME ZONE 'UTC' + interval '1 month') AT TIME ZONE 'UTC')::text AS upper
          FROM generate_series(date_trunc('month', ${windowStart.toISOString()}::timestamptz, 'UTC'),
            ${windowEnd.toISOString()}::timestamptz, interval '1 month') AS m`,
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
        // In time order, as ingest appends them (the rows of an hour then share pages, as they would in use).
        `INSERT INTO ${fresh} (${EVENT_COLUMNS}) SELECT ${EVENT_COLUMNS} FROM (
          SELECT ${EVENT_COLUMNS} FROM ${partition}
          UNION ALL SELECT ${EVENT_COLUMNS} FROM ${STAGING} WHERE ${range}) AS month ORDER BY created`,
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
  for (const tenant of new Set(parts.map((part) => part.tenantId))) {
    await withMaintenance(database, (tx) => tx.execute(sql`SELECT egress_education_firsts_rebuild(${tenant})`));
  }
  log(`people's firsts rebuilt (${Math.round((Date.now() - started) / 1000)} s)`);
  // A freshly written table is vacuumed before it is read, as autovacuum would soon (index-only scans need it).
  await database.db.execute(sql`VACUUM (ANALYZE) egress_events, egress_education_firsts`);
  log(`vacuum analyze done (${Math.round((Date.now() - started) / 1000)} s)`);
}

/**
 * The tenant's events: generated once, `events` of them over the last 30 days. Events that agents sent (bench:load's
 * ingest beside its load, from devices named AGENT_HOSTNAME_PREFIX...) are not the generated set's: they stay.
 */
export async function prepareEgressEvents(database: Database, events: number): Promise<void> {
  const [have] = await withTenant(database, TENANT, (tx) =>
    uncheckedRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM egress_events
        WHERE tenant_id = ${TENANT} AND hostname NOT LIKE ${`${AGENT_HOSTNAME_PREFIX}%`}`,
    ),
  );
  if (have?.n === events) {
    log(`${events.toLocaleString('en-US')} events already there`);
    return;
  }
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql`DELETE FROM egress_events WHERE tenant_id = ${TENANT}`);
    // The people's firsts of what is left (nothing but agents' events): the load folds its events into them.
    await tx.execute(sql`SELECT egress_education_firsts_rebuild(${TENANT})`);
  });
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
  await loadEvents(database, [{ ...batch, from: 1, to: events }]);
}

/** The education tenant's events are spread over this many days before now (issue 30 item 4: bench:dashboard). */
export const EDUCATION_WINDOW_DAYS = 120;
/** Until this many days before now the education tenant's educate policy monitored (CHALLENGE): the baseline. */
const EDUCATION_SWITCHED_DAYS_AGO = 45;

/**
 * A tenant's events for "Does educating work?" (its own tenant, with the demo policies): `events` of them over the
 * last 120 days by `users` people (one device each), generated once, server-side. Its educate policy monitored until
 * 45 days ago (those events CHALLENGE, a baseline of matches without education) and educates since, so both cohorts
 * have users whose 30 days of repeats are over.
 */
export async function prepareEducationEvents(
  database: Database,
  tenant: string,
  events: number,
  users: number,
): Promise<void> {
  const [have] = await withTenant(database, tenant, (tx) =>
    uncheckedRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM egress_events WHERE tenant_id = ${tenant}`),
  );
  if (have?.n === events) {
    log(`${tenant}: ${events.toLocaleString('en-US')} events already there`);
    return;
  }
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql`DELETE FROM egress_events WHERE tenant_id = ${tenant}`);
    // The people's firsts of what is left (nothing but agents' events): the load folds its events into them.
    await tx.execute(sql`SELECT egress_education_firsts_rebuild(${tenant})`);
  });
  const policies = await withTenant(database, tenant, (tx) =>
    uncheckedRows<{ id: string; name: string }>(
      tx,
      sql`SELECT id::text AS id, name FROM policies WHERE tenant_id = ${tenant}`,
    ),
  );
  const random = createRandom(20261129);
  const seeded = DEMO_POLICIES.filter((policy) => policy.status === 'enabled').map((policy) => {
    const row = policies.find((candidate) => candidate.name === policy.name);
    if (!row) throw new Error(`${tenant} has no policy ${policy.name}`);
    return { ...policy, id: row.id };
  });
  const educating = eventTemplates(random, seeded);
  const monitoring = educating.map((template) =>
    template.verdict === 'educate' ? { ...template, verdict: 'CHALLENGE' } : template,
  );
  const devices = Array.from({ length: users }, (_, index) => ({
    id: `00000000-0000-4000-a000-${String(index).padStart(12, '0')}`,
    hostname: `edu-host-${index}`,
    user: `person.${index}`,
    os: 'Windows' as const,
    documents: documentsFolder('Windows', `person.${index}`),
  }));
  const labels = labelWheel(random);
  const now = Date.now();
  const before = Math.round((events * (EDUCATION_WINDOW_DAYS - EDUCATION_SWITCHED_DAYS_AGO)) / EDUCATION_WINDOW_DAYS);
  const common = { tenantId: tenant, seed: 'bench-education', devices, labels };
  await loadEvents(database, [
    {
      ...common,
      from: 1,
      to: before,
      anchor: new Date(now - EDUCATION_SWITCHED_DAYS_AGO * 86_400_000),
      windowDays: EDUCATION_WINDOW_DAYS - EDUCATION_SWITCHED_DAYS_AGO,
      templates: monitoring,
    },
    {
      ...common,
      from: before + 1,
      to: events,
      anchor: new Date(now),
      windowDays: EDUCATION_SWITCHED_DAYS_AGO,
      templates: educating,
    },
  ]);
}

/** Events `from`..`to` of each part: on a server through {@link loadOnServer}, on PGlite a batch at a time. */
async function loadEvents(database: Database, parts: readonly EventBatch[]): Promise<void> {
  if (!database.pglite) return loadOnServer(database, parts);
  for (const part of parts) {
    for (let from = part.from; from <= part.to; from += EVENT_BATCH) {
      const to = Math.min(part.to, from + EVENT_BATCH - 1);
      await insertEventBatch(database, { ...part, from, to });
      log(`generated ${to.toLocaleString('en-US')} / ${part.to.toLocaleString('en-US')} events`);
    }
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
