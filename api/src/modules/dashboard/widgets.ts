import { sql, type SQL } from 'drizzle-orm';
import {
  AI_SERVICE_DESTINATION_TYPE,
  DASHBOARD_TOP,
  SERVICE_DESTINATION_TYPES,
  type AggregatedIncidents,
  type IncidentSla,
  type FrequentPolicyViolators,
  type MostEnforcedPolicies,
  type OutboundDataDistribution,
  type ProtectedDevices,
  type SensitiveDataEgress,
  type TopAiService,
  type UnauthorizedServices,
} from 'shared-contracts';
import {
  AggregatedIncidentsSchema,
  FrequentPolicyViolatorsSchema,
  Nullable,
  OutboundDataDistributionSchema,
  ProtectedDevicesSchema,
  SensitiveDataEgressSchema,
} from 'shared-contracts/schemas';
import { Type, type Static } from '@sinclair/typebox';
import { queryRows, type Tx } from '../../db/database';
import { inTenants, type Tenants } from '../../db/scope-read';
import { SLA_MISSED_SQL, SLA_NO_CLOCK } from '../../db/schema';
import { AGENT_ACTIVE_SQL, EXTENSION_ACTIVE_SQL } from '../devices/device-listing';
import { splitDaysAndHours, splitQuarterHours, type DashboardRange } from './range';

// The dashboard's widgets: each sums its rollups' whole buckets inside the range (days, then hours of the partial
// days; or quarter hours) and the raw rows of the partial buckets at its ends (splitDaysAndHours,
// splitQuarterHours), so the figures are exact for any range and no request scans the range's events.

const created = sql.raw('created');

// Row schemas where a FILTER's sum answers NULL for a group without such events (the DTO's zero is set below).
const count = Type.Integer({ minimum: 0 });
const EnforcedPolicyRow = Type.Object({
  policyName: Type.String(),
  events: count,
  blocked: Nullable(count),
  challenged: Nullable(count),
  educated: Nullable(count),
});
const UnauthorizedServiceRow = Type.Object({
  destination: Type.String(),
  destinationType: Type.String(),
  events: count,
  blocked: Nullable(count),
});
const AiServiceRow = Type.Object({ destination: Type.String(), events: count, blocked: Nullable(count) });
const AiServiceDataTypeRow = Type.Object({ destination: Type.String(), dataType: Type.String(), events: count });

/** The date of the time zone a time falls on; written as text once per day, after grouping, not once per row. */
const dayIn = (column: SQL, timezone: string) => sql`(${column} AT TIME ZONE ${timezone})::date`;
const DAY_TEXT = sql.raw(`to_char(day, 'YYYY-MM-DD') AS day`);

/** Events with a detection hit (total hit count of 1 or more), by day of the time zone and verdict. */
export async function sensitiveDataEgress(
  tx: Tx,
  tenantId: Tenants,
  range: DashboardRange,
  timezone: string,
): Promise<SensitiveDataEgress> {
  const { buckets, raw } = splitQuarterHours(range);
  const rows = await queryRows(
    tx,
    sql`SELECT ${DAY_TEXT}, verdict, sum(events)::int AS events FROM (
          SELECT ${dayIn(sql.raw('bucket'), timezone)} AS day, verdict, events FROM egress_sensitive_quarter_hours
          WHERE ${inTenants(tenantId)} AND ${buckets}
          UNION ALL
          SELECT ${dayIn(created, timezone)}, policy_verdict, 1 FROM egress_events
          WHERE ${inTenants(tenantId)} AND total_hit_count > 0 AND ${raw}
        ) x GROUP BY day, verdict HAVING sum(events) > 0 ORDER BY day, verdict`,
    SensitiveDataEgressSchema.properties.days.items,
  );
  return { days: rows, total: rows.reduce((sum, row) => sum + row.events, 0) };
}

/** Events and bytes by channel and destination type, most events first. */
export async function outboundDataDistribution(
  tx: Tx,
  tenantId: Tenants,
  range: DashboardRange,
): Promise<OutboundDataDistribution> {
  const { days, hours, raw } = splitDaysAndHours(range);
  const rows = await queryRows(
    tx,
    sql`SELECT egress_channel AS "egressChannel", destination_type AS "destinationType", sum(events)::int AS events,
          sum(volume)::float8 AS volume FROM (
          SELECT egress_channel, destination_type, events, volume FROM egress_daily
          WHERE ${inTenants(tenantId)} AND ${days}
          UNION ALL
          SELECT egress_channel, destination_type, events, volume FROM egress_hourly
          WHERE ${inTenants(tenantId)} AND ${hours}
          UNION ALL
          SELECT egress_channel, destination_type, 1, data_volume FROM egress_events WHERE ${inTenants(tenantId)} AND ${raw}
        ) x GROUP BY 1, 2 HAVING sum(events) > 0 ORDER BY 3 DESC, 1, 2`,
    OutboundDataDistributionSchema.properties.distribution.items,
  );
  return { distribution: rows, total: rows.reduce((sum, row) => sum + row.events, 0) };
}

/** The users with the most policy violations (BLOCK, CHALLENGE, educate). */
export async function frequentPolicyViolators(
  tx: Tx,
  tenantId: Tenants,
  range: DashboardRange,
): Promise<FrequentPolicyViolators> {
  const { days, hours, raw } = splitDaysAndHours(range);
  const violators = await queryRows(
    tx,
    sql`SELECT username, sum(violations)::int AS violations, sum(blocked)::int AS blocked FROM (
          SELECT username, violations, blocked FROM egress_violators_daily WHERE ${inTenants(tenantId)} AND ${days}
          UNION ALL
          SELECT username, violations, blocked FROM egress_violators_hourly WHERE ${inTenants(tenantId)} AND ${hours}
          UNION ALL
          SELECT username, 1, (policy_verdict = 'BLOCK')::int FROM egress_events
          WHERE ${inTenants(tenantId)} AND policy_verdict IN ('BLOCK', 'CHALLENGE', 'educate') AND ${raw}
        ) x GROUP BY username HAVING sum(violations) > 0 ORDER BY 2 DESC, 1 LIMIT ${DASHBOARD_TOP}`,
    FrequentPolicyViolatorsSchema.properties.violators.items,
  );
  return { violators };
}

/** The policies that decided the most events, by verdict. */
export async function mostEnforcedPolicies(
  tx: Tx,
  tenantId: Tenants,
  range: DashboardRange,
): Promise<MostEnforcedPolicies> {
  const { days, hours, raw } = splitDaysAndHours(range);
  const policies = await queryRows(
    tx,
    sql`SELECT policy_name AS "policyName", sum(events)::int AS events,
          (sum(events) FILTER (WHERE verdict = 'BLOCK'))::int AS blocked,
          (sum(events) FILTER (WHERE verdict = 'CHALLENGE'))::int AS challenged,
          (sum(events) FILTER (WHERE verdict = 'educate'))::int AS educated FROM (
          SELECT policy_name, verdict, events FROM egress_policies_daily WHERE ${inTenants(tenantId)} AND ${days}
          UNION ALL
          SELECT policy_name, verdict, events FROM egress_policies_hourly WHERE ${inTenants(tenantId)} AND ${hours}
          UNION ALL
          SELECT policy_name, policy_verdict, 1 FROM egress_events
          WHERE ${inTenants(tenantId)} AND policy_name <> '' AND ${raw}
        ) x GROUP BY 1 HAVING sum(events) > 0 ORDER BY 2 DESC, 1 LIMIT ${DASHBOARD_TOP}`,
    EnforcedPolicyRow,
  );
  return {
    policies: policies.map((row) => ({
      ...row,
      blocked: row.blocked ?? 0,
      challenged: row.challenged ?? 0,
      educated: row.educated ?? 0,
    })),
  };
}

const serviceTypes = sql`destination_type = ANY(${sql.param([...SERVICE_DESTINATION_TYPES])}::text[])`;

/** Online services whose events no policy allowed (every verdict but ALLOW), most events first. */
export async function unauthorizedServices(
  tx: Tx,
  tenantId: Tenants,
  range: DashboardRange,
): Promise<UnauthorizedServices> {
  const { days, hours, raw } = splitDaysAndHours(range);
  const services = await queryRows(
    tx,
    sql`SELECT destination, destination_type AS "destinationType", sum(events)::int AS events,
          (sum(events) FILTER (WHERE verdict = 'BLOCK'))::int AS blocked FROM (
          SELECT destination, destination_type, verdict, events FROM egress_daily
          WHERE ${inTenants(tenantId)} AND ${days} AND verdict <> 'ALLOW' AND ${serviceTypes}
          UNION ALL
          SELECT destination, destination_type, verdict, events FROM egress_hourly
          WHERE ${inTenants(tenantId)} AND ${hours} AND verdict <> 'ALLOW' AND ${serviceTypes}
          UNION ALL
          SELECT destination, destination_type, policy_verdict, 1 FROM egress_events
          WHERE ${inTenants(tenantId)} AND ${raw} AND policy_verdict <> 'ALLOW' AND ${serviceTypes}
        ) x GROUP BY 1, 2 HAVING sum(events) > 0 ORDER BY 3 DESC, 1, 2 LIMIT ${DASHBOARD_TOP}`,
    UnauthorizedServiceRow,
  );
  return { services: services.map((row) => ({ ...row, blocked: row.blocked ?? 0 })) };
}

/**
 * The devices seen since the range's start, and those whose agent and browser extension run. An agent runs when it
 * is switched on and Online (a heartbeat within DEVICE_ONLINE_WITHIN_MINUTES), as the device grid shows it: the
 * figure agrees with the grid's Agent Active and Extension Active filters (one rule each, in device-listing.ts).
 */
export async function protectedDevices(tx: Tx, tenantId: Tenants, range: DashboardRange): Promise<ProtectedDevices> {
  const agent = sql.raw(AGENT_ACTIVE_SQL);
  const extension = sql.raw(EXTENSION_ACTIVE_SQL);
  const [row] = await queryRows(
    tx,
    sql`SELECT count(*)::int AS devices, (count(*) FILTER (WHERE ${agent}))::int AS "agentActive",
          (count(*) FILTER (WHERE ${extension}))::int AS "extensionActive",
          (count(*) FILTER (WHERE ${agent} AND ${extension}))::int AS protected
        FROM devices WHERE ${inTenants(tenantId)} AND last_seen >= ${range.start.toISOString()}::timestamptz`,
    ProtectedDevicesSchema,
  );
  return row ?? { devices: 0, agentActive: 0, extensionActive: 0, protected: 0 };
}

/** Incidents created, by day of the time zone and severity. */
export async function aggregatedIncidents(
  tx: Tx,
  tenantId: Tenants,
  range: DashboardRange,
  timezone: string,
): Promise<AggregatedIncidents> {
  const { buckets, raw } = splitQuarterHours(range);
  const rows = await queryRows(
    tx,
    sql`SELECT ${DAY_TEXT}, severity, sum(incidents)::int AS incidents FROM (
          SELECT ${dayIn(sql.raw('bucket'), timezone)} AS day, severity, incidents FROM incident_quarter_hours
          WHERE ${inTenants(tenantId)} AND ${buckets}
          UNION ALL
          SELECT ${dayIn(created, timezone)}, severity, 1 FROM incidents WHERE ${inTenants(tenantId)} AND ${raw}
        ) x GROUP BY day, severity HAVING sum(incidents) > 0 ORDER BY day, severity`,
    AggregatedIncidentsSchema.properties.days.items,
  );
  return { days: rows, total: rows.reduce((sum, row) => sum + row.incidents, 0) };
}

/** Data types shown per AI service. */
const DATA_TYPES_PER_SERVICE = 5;

/** AI services by events, with how many were blocked and the data types sent most. */
export async function topAiService(tx: Tx, tenantId: Tenants, range: DashboardRange): Promise<TopAiService> {
  const { days, hours, raw } = splitDaysAndHours(range);
  const services = await queryRows(
    tx,
    sql`SELECT destination, sum(events)::int AS events,
          (sum(events) FILTER (WHERE verdict = 'BLOCK'))::int AS blocked FROM (
          SELECT destination, verdict, events FROM egress_daily
          WHERE ${inTenants(tenantId)} AND ${days} AND destination_type = ${AI_SERVICE_DESTINATION_TYPE}
          UNION ALL
          SELECT destination, verdict, events FROM egress_hourly
          WHERE ${inTenants(tenantId)} AND ${hours} AND destination_type = ${AI_SERVICE_DESTINATION_TYPE}
          UNION ALL
          SELECT destination, policy_verdict, 1 FROM egress_events
          WHERE ${inTenants(tenantId)} AND ${raw} AND destination_type = ${AI_SERVICE_DESTINATION_TYPE}
        ) x GROUP BY 1 HAVING sum(events) > 0 ORDER BY 2 DESC, 1 LIMIT ${DASHBOARD_TOP}`,
    AiServiceRow,
  );
  const names = services.map((service) => service.destination);
  const types =
    names.length === 0
      ? []
      : await queryRows(
          tx,
          sql`SELECT destination, data_type AS "dataType", sum(events)::int AS events FROM (
                SELECT destination, data_type, events FROM egress_ai_data_types_daily
                WHERE ${inTenants(tenantId)} AND ${days} AND destination = ANY(${sql.param(names)}::text[])
                UNION ALL
                SELECT destination, data_type, events FROM egress_ai_data_types_hourly
                WHERE ${inTenants(tenantId)} AND ${hours} AND destination = ANY(${sql.param(names)}::text[])
                UNION ALL
                SELECT e.destination, d.value, 1 FROM egress_events e CROSS JOIN LATERAL unnest(e.data_types) AS d(value)
                WHERE ${inTenants(tenantId, 'e.tenant_id')} AND ${raw} AND e.destination_type = ${AI_SERVICE_DESTINATION_TYPE}
                  AND e.destination = ANY(${sql.param(names)}::text[]) AND d.value <> ''
              ) x GROUP BY 1, 2 HAVING sum(events) > 0 ORDER BY 1, 3 DESC, 2`,
          AiServiceDataTypeRow,
        );
  return {
    services: services.map((service) => ({
      destination: service.destination,
      events: service.events,
      blocked: service.blocked ?? 0,
      dataTypes: types
        .filter((type) => type.destination === service.destination)
        .slice(0, DATA_TYPES_PER_SERVICE)
        .map(({ dataType, events }) => ({ dataType, events })),
    })),
  };
}

const SlaRow = Type.Object({
  week: Type.String(),
  raised: count,
  acknowledged: count,
  acknowledgeSeconds: Type.Number({ minimum: 0 }),
  resolved: count,
  resolveSeconds: Type.Number({ minimum: 0 }),
  breached: count,
});
type SlaSums = Omit<Static<typeof SlaRow>, 'week'>;

const minutesOf = (seconds: number, count: number) =>
  count === 0 ? null : Math.round((seconds / count / 60) * 10) / 10;

function slaFigures(sums: SlaSums): IncidentSla['total'] {
  return {
    raised: sums.raised,
    acknowledged: sums.acknowledged,
    resolved: sums.resolved,
    breached: sums.breached,
    mttaMinutes: minutesOf(sums.acknowledgeSeconds, sums.acknowledged),
    mttrMinutes: minutesOf(sums.resolveSeconds, sums.resolved),
    breachRate: sums.raised === 0 ? null : sums.breached / sums.raised,
  };
}

const PENDING = `(NOT ${SLA_MISSED_SQL} AND status NOT IN ('resolved', 'dismissed') AND sla_due < ${SLA_NO_CLOCK})`;

/**
 * MTTA, MTTR and breach rate (issue 30 item 2) per week (from Monday, in the time zone) of the incidents raised in
 * the range, from the SLA rollup: an incident breached when it missed a target, or is open past its next one (by
 * the rollup's due quarter hour: counted once that quarter has passed; the raw rows at the range's ends exactly).
 */
export async function incidentSla(
  tx: Tx,
  tenantId: Tenants,
  range: DashboardRange,
  timezone: string,
): Promise<IncidentSla> {
  const { buckets, raw, edges } = splitQuarterHours(range);
  // Each row's week as a timestamp, written as text once per week (to_char on every row of the rollup costs more).
  const weekIn = (column: SQL) => sql`date_trunc('week', ${column} AT TIME ZONE ${timezone})`;
  // The raw rows of the partial quarters at the range's ends; none in whole quarter hours, where the query names no
  // incidents at all (a branch under a false filter would still be planned, and may start parallel workers).
  const rawEdges = sql`UNION ALL
          SELECT ${weekIn(created)}, 1, (acknowledged_at IS NOT NULL)::int,
            coalesce(round(extract(epoch FROM acknowledged_at - created)), 0), (resolved_at IS NOT NULL)::int,
            coalesce(round(extract(epoch FROM resolved_at - created)), 0),
            (${sql.raw(SLA_MISSED_SQL)} OR (${sql.raw(PENDING)} AND sla_due < now()))::int
          FROM incidents WHERE ${inTenants(tenantId)} AND ${raw}`;
  const rows = await queryRows(
    tx,
    sql`SELECT to_char(week, 'YYYY-MM-DD') AS week, sum(raised)::int AS raised, sum(acknowledged)::int AS acknowledged,
          sum(acknowledge_seconds)::float8 AS "acknowledgeSeconds", sum(resolved)::int AS resolved,
          sum(resolve_seconds)::float8 AS "resolveSeconds", sum(breached)::int AS breached FROM (
          SELECT ${weekIn(sql.raw('bucket'))} AS week, raised, acknowledged, acknowledge_seconds, resolved,
            resolve_seconds, missed + CASE WHEN due + interval '15 minutes' <= now() THEN pending ELSE 0 END AS breached
          FROM incident_sla_quarter_hours WHERE ${inTenants(tenantId)} AND ${buckets}
          ${edges ? rawEdges : sql``}
        ) x GROUP BY x.week HAVING sum(raised) > 0 ORDER BY x.week`,
    SlaRow,
  );
  const total = rows.reduce<SlaSums>(
    (sum, row) => ({
      raised: sum.raised + row.raised,
      acknowledged: sum.acknowledged + row.acknowledged,
      acknowledgeSeconds: sum.acknowledgeSeconds + row.acknowledgeSeconds,
      resolved: sum.resolved + row.resolved,
      resolveSeconds: sum.resolveSeconds + row.resolveSeconds,
      breached: sum.breached + row.breached,
    }),
    { raised: 0, acknowledged: 0, acknowledgeSeconds: 0, resolved: 0, resolveSeconds: 0, breached: 0 },
  );
  return { weeks: rows.map(({ week, ...sums }) => ({ week, ...slaFigures(sums) })), total: slaFigures(total) };
}
