import { bigint, customType, date, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { instant, tenantIdColumn } from './columns';
import { egressEvents } from './egress-events';
import { incidents, SLA_NO_CLOCK } from './incidents';
import { READ_APPEND, READ_UPSERT, tenantAccess } from './rls';
import { rollupTarget, rollupTrigger, type RollupShape } from './rollups';

// Rollups of the dashboard (DESIGN §5: kept up by writes, never computed by scanning raw events per request).
// Triggers on egress_events and incidents add and subtract every row written (written by hand in migrations 0014 and
// 0016; generated since 0018 from the rollup declarations of this file, schema/rollups.ts). A dashboard read sums the
// whole UTC days of its range from a daily table, the whole hours of the partial days from its hourly sibling, and
// reads only the partial hours at the two ends from the raw rows (quarter hours for the tables by quarter).

/** Events with a detection hit, by quarter hour (UTC) and verdict: days in any time zone are whole quarters. */
export const egressSensitiveQuarterHours = pgTable(
  'egress_sensitive_quarter_hours',
  {
    tenantId: tenantIdColumn(),
    bucket: instant('bucket').notNull(),
    verdict: text('verdict').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.bucket, t.verdict] })],
);

const egressSensitive = rollupTarget(egressSensitiveQuarterHours, 'quarter', {
  key: ['verdict'],
  from: { verdict: 'policy_verdict', events: 'count(*)' },
  where: 'total_hit_count > 0',
});

/**
 * A rollup by UTC day and its sibling by UTC hour (for the partial days at the ends of a range): the tenant, the
 * bucket, then the same key columns and measures; the primary key is the tenant, the bucket and `shape.key`. The two
 * tables and what their trigger keeps in them (`shape`, schema/rollups.ts) come from this one declaration.
 */
function dailyAndHourly<Columns extends Record<string, PgColumnBuilderBase>>(
  name: string,
  columns: () => Columns,
  shape: RollupShape<keyof Columns & string>,
) {
  const primary = (bucket: 'day' | 'hour') => (t: Record<string, AnyPgColumn>) => [
    primaryKey({ columns: [t.tenantId!, t[bucket]!, ...shape.key.map((column) => t[column]!)] }),
  ];
  const daily = pgTable(
    `${name}_daily`,
    { tenantId: tenantIdColumn(), day: date('day', { mode: 'string' }).notNull(), ...columns() },
    primary('day'),
  );
  const hourly = pgTable(
    `${name}_hourly`,
    { tenantId: tenantIdColumn(), hour: instant('hour').notNull(), ...columns() },
    primary('hour'),
  );
  return { daily, hourly, targets: [rollupTarget(daily, 'day', shape), rollupTarget(hourly, 'hour', shape)] };
}

/** Events and bytes by verdict, channel, destination type and destination. */
const egress = dailyAndHourly(
  'egress',
  () => ({
    verdict: text('verdict').notNull(),
    egressChannel: text('egress_channel').notNull(),
    destinationType: text('destination_type').notNull(),
    destination: text('destination').notNull(),
    events: integer('events').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
  }),
  {
    key: ['verdict', 'egressChannel', 'destinationType', 'destination'],
    from: {
      verdict: 'policy_verdict',
      egressChannel: 'egress_channel',
      destinationType: 'destination_type',
      destination: 'destination',
      events: 'count(*)',
      volume: 'sum(data_volume)',
    },
  },
);
export const egressDaily = egress.daily;
export const egressHourly = egress.hourly;

/** Policy violations (verdicts BLOCK, CHALLENGE, educate) by user. */
const egressViolators = dailyAndHourly(
  'egress_violators',
  () => ({
    username: text('username').notNull(),
    violations: integer('violations').notNull(),
    blocked: integer('blocked').notNull(),
  }),
  {
    key: ['username'],
    from: { username: 'username', violations: 'count(*)', blocked: "count(*) FILTER (WHERE policy_verdict = 'BLOCK')" },
    where: "policy_verdict IN ('BLOCK', 'CHALLENGE', 'educate')",
  },
);
export const egressViolatorsDaily = egressViolators.daily;
export const egressViolatorsHourly = egressViolators.hourly;

/** Events a policy decided, by policy name and verdict. */
const egressPolicies = dailyAndHourly(
  'egress_policies',
  () => ({
    policyName: text('policy_name').notNull(),
    verdict: text('verdict').notNull(),
    events: integer('events').notNull(),
  }),
  {
    key: ['policyName', 'verdict'],
    from: { policyName: 'policy_name', verdict: 'policy_verdict', events: 'count(*)' },
    where: "policy_name <> ''",
  },
);
export const egressPoliciesDaily = egressPolicies.daily;
export const egressPoliciesHourly = egressPolicies.hourly;

/** Data types sent to AI services, by destination and data type. */
const egressAiDataTypes = dailyAndHourly(
  'egress_ai_data_types',
  () => ({
    destination: text('destination').notNull(),
    dataType: text('data_type').notNull(),
    events: integer('events').notNull(),
  }),
  {
    key: ['destination', 'dataType'],
    from: { destination: 'e.destination', dataType: 'd.value', events: 'count(*)' },
    unnest: 'e.data_types',
    where: "e.destination_type = 'AI service' AND d.value <> ''",
  },
);
export const egressAiDataTypesDaily = egressAiDataTypes.daily;
export const egressAiDataTypesHourly = egressAiDataTypes.hourly;

/**
 * The high-level lineage's flows (origin, channel, destination) by verdict, with events and bytes (migration 0016).
 * Its columns are named as egress_events' so the egress list's filter conditions on them apply to it as they are.
 */
const egressFlows = dailyAndHourly(
  'egress_flows',
  () => ({
    policyVerdict: text('policy_verdict').notNull(),
    source: text('source').notNull(),
    egressChannel: text('egress_channel').notNull(),
    destination: text('destination').notNull(),
    events: integer('events').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
  }),
  {
    key: ['policyVerdict', 'source', 'egressChannel', 'destination'],
    from: {
      policyVerdict: 'policy_verdict',
      source: 'source',
      egressChannel: 'egress_channel',
      destination: 'destination',
      events: 'count(*)',
      volume: 'sum(data_volume)',
    },
  },
);
export const egressFlowsDaily = egressFlows.daily;
export const egressFlowsHourly = egressFlows.hourly;

/**
 * Each user of a tenant's events, numbered from 0 in the order they were first seen (migration 0052): the bit the user
 * sets in the flow users rollups below. Added by the events' insert trigger, never changed.
 */
export const egressUserNumbers = pgTable(
  'egress_user_numbers',
  {
    tenantId: tenantIdColumn(),
    username: text('username').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.username] }), unique('egress_user_numbers_n_key').on(t.tenantId, t.n)],
);

/** A set of small numbers as a bit string: bit n (from the left, from 0) is set when n is in the set. */
const bitSet = customType<{ data: string; driverData: string }>({ dataType: () => 'bit varying' });

const flowUsersColumns = () => ({
  policyVerdict: text('policy_verdict').notNull(),
  source: text('source').notNull(),
  egressChannel: text('egress_channel').notNull(),
  destination: text('destination').notNull(),
  users: bitSet('users').notNull(),
});
const flowUsersKey = (bucket: 'day' | 'hour') => (t: Record<string, AnyPgColumn>) => [
  primaryKey({
    columns: [t.tenantId!, t[bucket]!, t.policyVerdict!, t.source!, t.egressChannel!, t.destination!],
  }),
];
/**
 * The users of each flow (origin, channel, destination) by verdict, by UTC day and hour (migration 0052): the set of
 * their egress_user_numbers as a bit string, so the lineage's combinations count distinct users over any range by
 * OR-ing a few rows per flow and day (`bit_count(bit_or(...))`), exactly, without grouping the events. A union, not a
 * sum: the events' insert trigger adds users and nothing takes one away, so a row stays exact while its events are
 * only inserted and expire by whole days (retention deletes the day's rows with them). Nothing updates events (an
 * update's trigger would add its new values, as the filter options' does).
 */
export const egressFlowUsersDaily = pgTable(
  'egress_flow_users_daily',
  { tenantId: tenantIdColumn(), day: date('day', { mode: 'string' }).notNull(), ...flowUsersColumns() },
  flowUsersKey('day'),
);
export const egressFlowUsersHourly = pgTable(
  'egress_flow_users_hourly',
  { tenantId: tenantIdColumn(), hour: instant('hour').notNull(), ...flowUsersColumns() },
  flowUsersKey('hour'),
);

/**
 * Each person's firsts under each policy (migration 0054), from which "Does educating work?" counts its cohorts
 * (modules/policies/education-effect.ts) without reading the policy's events: the first event the policy educated
 * (`educated_at`) and the first it gave another verdict (`other_at`), the policy's next event of that person after
 * each (`*_next`, any verdict), and the latest (`last_at`). The events' insert trigger folds each batch in exactly, in
 * any order: a first is the earlier of the stored and the batch's, and a next is found in the batch, or, when a late
 * batch brings a first before stored events, by one probe of the (tenant, policy, user, created, verdict) index.
 * Retention recounts the rows whose firsts it expired. Nothing updates events.
 */
export const egressEducationFirsts = pgTable(
  'egress_education_firsts',
  {
    tenantId: tenantIdColumn(),
    policyId: uuid('policy_id').notNull(),
    username: text('username').notNull(),
    educatedAt: instant('educated_at'),
    educatedNext: instant('educated_next'),
    otherAt: instant('other_at'),
    otherNext: instant('other_next'),
    lastAt: instant('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.policyId, t.username] })],
);

/** Incidents by quarter hour (UTC) of their creation and severity. */
export const incidentQuarterHours = pgTable(
  'incident_quarter_hours',
  {
    tenantId: tenantIdColumn(),
    bucket: instant('bucket').notNull(),
    severity: text('severity').notNull(),
    incidents: integer('incidents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.bucket, t.severity] })],
);

/**
 * Incidents by UTC day and hour of their creation, severity and status: the incident listing's counts (its
 * `countRollup`), exact at any size with no filter or only these two, and each tenant's count over All tenants.
 */
const incidentCounts = dailyAndHourly(
  'incident_counts',
  () => ({
    severity: text('severity').notNull(),
    status: text('status').notNull(),
    incidents: integer('incidents').notNull(),
  }),
  { key: ['severity', 'status'], from: { severity: 'severity', status: 'status', incidents: 'count(*)' } },
);
export const incidentCountsDaily = incidentCounts.daily;
export const incidentCountsHourly = incidentCounts.hourly;

/**
 * An incident missed a target: acknowledged after its acknowledge due time, or resolved after its resolve due time
 * (SQL over the rollup trigger's rows; NULLs read as not missed). Time-independent, so a rollup can keep it.
 */
export const SLA_MISSED_SQL =
  '(coalesce(acknowledged_at > sla_acknowledge_due, false) OR coalesce(resolved_at > sla_resolve_due, false))';

/**
 * SLA figures of incidents by quarter hour (UTC) of their creation (issue 30 item 2): how many were raised,
 * acknowledged (and the seconds it took in sum), resolved (likewise), and missed a target; and the open ones that
 * missed none yet, by the quarter hour their next target falls due (`due`; SLA_NO_CLOCK on the other rows), so a
 * read counts those whose due quarter has passed as breached without scanning incidents.
 */
export const incidentSlaQuarterHours = pgTable(
  'incident_sla_quarter_hours',
  {
    tenantId: tenantIdColumn(),
    bucket: instant('bucket').notNull(),
    due: instant('due').notNull(),
    raised: integer('raised').notNull(),
    acknowledged: integer('acknowledged').notNull(),
    acknowledgeSeconds: bigint('acknowledge_seconds', { mode: 'number' }).notNull(),
    resolved: integer('resolved').notNull(),
    resolveSeconds: bigint('resolve_seconds', { mode: 'number' }).notNull(),
    missed: integer('missed').notNull(),
    pending: integer('pending').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.bucket, t.due] })],
);

const PENDING_SQL = `(NOT ${SLA_MISSED_SQL} AND status NOT IN ('resolved', 'dismissed') AND sla_due < ${SLA_NO_CLOCK})`;

const incidentSla = rollupTarget(incidentSlaQuarterHours, 'quarter', {
  key: ['due'],
  from: {
    due: `CASE WHEN ${PENDING_SQL} THEN date_bin('15 minutes', sla_due, TIMESTAMPTZ '2000-01-01 00:00:00+00') ELSE ${SLA_NO_CLOCK} END`,
    raised: 'count(*)',
    acknowledged: 'count(acknowledged_at)',
    acknowledgeSeconds: 'coalesce(sum(round(extract(epoch FROM acknowledged_at - created))), 0)::bigint',
    resolved: 'count(resolved_at)',
    resolveSeconds: 'coalesce(sum(round(extract(epoch FROM resolved_at - created))), 0)::bigint',
    missed: `count(*) FILTER (WHERE ${SLA_MISSED_SQL})`,
    pending: `count(*) FILTER (WHERE ${PENDING_SQL})`,
  },
});

/** The dashboard's rollups of events (migration 0014). */
export const egressRollups = rollupTrigger('egress_rollups', egressEvents, [
  egressSensitive,
  ...egress.targets,
  ...egressViolators.targets,
  ...egressPolicies.targets,
  ...egressAiDataTypes.targets,
]);

/** The dashboard's rollup of incidents (migration 0014). */
export const incidentRollups = rollupTrigger('incident_rollups', incidents, [
  rollupTarget(incidentQuarterHours, 'quarter', {
    key: ['severity'],
    from: { severity: 'severity', incidents: 'count(*)' },
  }),
  incidentSla,
  ...incidentCounts.targets,
]);

/** The high-level lineage's rollups (migration 0016). */
export const egressFlowRollups = rollupTrigger('egress_flow_rollups', egressEvents, egressFlows.targets);

/**
 * The app reads the rollups and its writes' triggers upsert them (no one deletes a rollup row but its tenant's end).
 * The dashboard's rollups are read over a scope of tenants too (the dashboard over All tenants, issue 31, item 2).
 */
export const rollupsAccess = [
  ...[egressRollups, incidentRollups]
    .flatMap((trigger) => trigger.targets)
    .map((target) => tenantAccess(target.table, READ_UPSERT, { scopeReads: true })),
  ...egressFlowRollups.targets.map((target) => tenantAccess(target.table, READ_UPSERT)),
  tenantAccess(egressFlowUsersDaily, READ_UPSERT),
  tenantAccess(egressFlowUsersHourly, READ_UPSERT),
  tenantAccess(egressUserNumbers, READ_APPEND),
  tenantAccess(egressEducationFirsts, READ_UPSERT),
];
