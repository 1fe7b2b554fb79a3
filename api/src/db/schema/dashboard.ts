import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { instant, tenantIdColumn } from './columns';
import { READ_UPSERT, tenantAccess } from './rls';

// Rollups of the dashboard (DESIGN §5: kept up by writes, never computed by scanning raw events per request).
// Triggers on egress_events and incidents add and subtract every row written (migration 0014). A dashboard read sums
// the whole UTC days of its range from a daily table, the whole hours of the partial days from its hourly sibling,
// and reads only the partial hours at the two ends from the raw rows (quarter hours for the tables by quarter).

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

/**
 * A rollup by UTC day and its sibling by UTC hour (for the partial days at the ends of a range): the tenant, the
 * bucket, then the same key columns and measures; the primary key is the tenant, the bucket and `key`.
 */
function dailyAndHourly<Columns extends Record<string, PgColumnBuilderBase>>(
  name: string,
  columns: () => Columns,
  key: readonly (keyof Columns & string)[],
) {
  const primary = (bucket: 'day' | 'hour') => (t: Record<string, AnyPgColumn>) => [
    primaryKey({ columns: [t.tenantId!, t[bucket]!, ...key.map((column) => t[column]!)] }),
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
  return [daily, hourly] as const;
}

/** Events and bytes by verdict, channel, destination type and destination. */
export const [egressDaily, egressHourly] = dailyAndHourly(
  'egress',
  () => ({
    verdict: text('verdict').notNull(),
    egressChannel: text('egress_channel').notNull(),
    destinationType: text('destination_type').notNull(),
    destination: text('destination').notNull(),
    events: integer('events').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
  }),
  ['verdict', 'egressChannel', 'destinationType', 'destination'],
);

/** Policy violations (verdicts BLOCK, CHALLENGE, educate) by user. */
export const [egressViolatorsDaily, egressViolatorsHourly] = dailyAndHourly(
  'egress_violators',
  () => ({
    username: text('username').notNull(),
    violations: integer('violations').notNull(),
    blocked: integer('blocked').notNull(),
  }),
  ['username'],
);

/** Events a policy decided, by policy name and verdict. */
export const [egressPoliciesDaily, egressPoliciesHourly] = dailyAndHourly(
  'egress_policies',
  () => ({
    policyName: text('policy_name').notNull(),
    verdict: text('verdict').notNull(),
    events: integer('events').notNull(),
  }),
  ['policyName', 'verdict'],
);

/** Data types sent to AI services, by destination and data type. */
export const [egressAiDataTypesDaily, egressAiDataTypesHourly] = dailyAndHourly(
  'egress_ai_data_types',
  () => ({
    destination: text('destination').notNull(),
    dataType: text('data_type').notNull(),
    events: integer('events').notNull(),
  }),
  ['destination', 'dataType'],
);

/**
 * The high-level lineage's flows (origin, channel, destination) by verdict, with events and bytes (migration 0016).
 * Its columns are named as egress_events' so the egress list's filter conditions on them apply to it as they are.
 */
export const [egressFlowsDaily, egressFlowsHourly] = dailyAndHourly(
  'egress_flows',
  () => ({
    policyVerdict: text('policy_verdict').notNull(),
    source: text('source').notNull(),
    egressChannel: text('egress_channel').notNull(),
    destination: text('destination').notNull(),
    events: integer('events').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
  }),
  ['policyVerdict', 'source', 'egressChannel', 'destination'],
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

/** The app reads the rollups and its writes' triggers upsert them (no one deletes a rollup row but its tenant's end). */
export const rollupsAccess = [
  egressSensitiveQuarterHours,
  egressDaily,
  egressHourly,
  egressViolatorsDaily,
  egressViolatorsHourly,
  egressPoliciesDaily,
  egressPoliciesHourly,
  egressAiDataTypesDaily,
  egressAiDataTypesHourly,
  egressFlowsDaily,
  egressFlowsHourly,
  incidentQuarterHours,
].map((table) => tenantAccess(table, READ_UPSERT));
