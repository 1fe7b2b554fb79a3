import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, tenantIdColumn } from './columns';

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

/** Events and bytes by UTC day, verdict, channel, destination type and destination. */
export const egressDaily = pgTable(
  'egress_daily',
  {
    tenantId: tenantIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    verdict: text('verdict').notNull(),
    egressChannel: text('egress_channel').notNull(),
    destinationType: text('destination_type').notNull(),
    destination: text('destination').notNull(),
    events: integer('events').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.verdict, t.egressChannel, t.destinationType, t.destination] })],
);

/** The same by UTC hour, for the partial days at the ends of a range. */
export const egressHourly = pgTable(
  'egress_hourly',
  {
    tenantId: tenantIdColumn(),
    hour: instant('hour').notNull(),
    verdict: text('verdict').notNull(),
    egressChannel: text('egress_channel').notNull(),
    destinationType: text('destination_type').notNull(),
    destination: text('destination').notNull(),
    events: integer('events').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.hour, t.verdict, t.egressChannel, t.destinationType, t.destination] })],
);

/** Policy violations (verdicts BLOCK, CHALLENGE, educate) by UTC day and user. */
export const egressViolatorsDaily = pgTable(
  'egress_violators_daily',
  {
    tenantId: tenantIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    username: text('username').notNull(),
    violations: integer('violations').notNull(),
    blocked: integer('blocked').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.username] })],
);

/** The same by UTC hour, for the partial days at the ends of a range. */
export const egressViolatorsHourly = pgTable(
  'egress_violators_hourly',
  {
    tenantId: tenantIdColumn(),
    hour: instant('hour').notNull(),
    username: text('username').notNull(),
    violations: integer('violations').notNull(),
    blocked: integer('blocked').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.hour, t.username] })],
);

/** Events a policy decided, by UTC day, policy name and verdict. */
export const egressPoliciesDaily = pgTable(
  'egress_policies_daily',
  {
    tenantId: tenantIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    policyName: text('policy_name').notNull(),
    verdict: text('verdict').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.policyName, t.verdict] })],
);

/** The same by UTC hour, for the partial days at the ends of a range. */
export const egressPoliciesHourly = pgTable(
  'egress_policies_hourly',
  {
    tenantId: tenantIdColumn(),
    hour: instant('hour').notNull(),
    policyName: text('policy_name').notNull(),
    verdict: text('verdict').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.hour, t.policyName, t.verdict] })],
);

/** Data types sent to AI services, by UTC day and destination. */
export const egressAiDataTypesDaily = pgTable(
  'egress_ai_data_types_daily',
  {
    tenantId: tenantIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    destination: text('destination').notNull(),
    dataType: text('data_type').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.destination, t.dataType] })],
);

/** The same by UTC hour, for the partial days at the ends of a range. */
export const egressAiDataTypesHourly = pgTable(
  'egress_ai_data_types_hourly',
  {
    tenantId: tenantIdColumn(),
    hour: instant('hour').notNull(),
    destination: text('destination').notNull(),
    dataType: text('data_type').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.hour, t.destination, t.dataType] })],
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
