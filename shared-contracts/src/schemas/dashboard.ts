// The dashboard's widgets (SPEC §7: GET /dashboard/*). SPEC does not show their answers: these are ours.
// Each DTO declared once, its type (Static<>) beside it.

import { Type, type Static } from '@sinclair/typebox';
import { EGRESS_EVENT_VERDICTS } from '../api/egress-events';
import { SEVERITIES } from '../constants';
import { IsoTime, Nullable, StringEnum, Text } from './common';

const range = {
  rangeStart: IsoTime({ description: 'Start of the range (inclusive)' }),
  rangeEnd: IsoTime({ description: 'End of the range (exclusive); at most a year after the start' }),
  timezone: Type.Optional(
    Text({ maxLength: 64, description: 'IANA time zone of the days (UTC when left out); read by daily widgets' }),
  ),
};

/**
 * Query of every widget: one shape, so a page sends the same to all. The widgets that group by day read their days
 * in `timezone`; the others ignore it.
 */
export const DashboardQuerySchema = Type.Object(range, { additionalProperties: false });
/** Query of every widget (the daily ones read `timezone`). */
export type DashboardQuery = Static<typeof DashboardQuerySchema>;

const day = Type.String({ format: 'date', description: 'A day of the time zone (YYYY-MM-DD)' });
const count = Type.Integer({ minimum: 0 });

/** GET /dashboard/sensitive-data-egress: events with a detection hit (total hit count of 1 or more), by day and verdict. */
export const SensitiveDataEgressSchema = Type.Object({
  days: Type.Array(Type.Object({ day, verdict: StringEnum(EGRESS_EVENT_VERDICTS), events: count })),
  total: count,
});
/** GET /dashboard/sensitive-data-egress answer. */
export type SensitiveDataEgress = Static<typeof SensitiveDataEgressSchema>;

/** GET /dashboard/outbound-data-distribution: events and bytes by channel and destination type. */
export const OutboundDataDistributionSchema = Type.Object({
  distribution: Type.Array(
    Type.Object({ egressChannel: Type.String(), destinationType: Type.String(), events: count, volume: count }),
  ),
  total: count,
});
/** GET /dashboard/outbound-data-distribution answer. */
export type OutboundDataDistribution = Static<typeof OutboundDataDistributionSchema>;

/** GET /dashboard/frequent-policy-violators: the users with the most violations (BLOCK, CHALLENGE, educate). */
export const FrequentPolicyViolatorsSchema = Type.Object({
  violators: Type.Array(Type.Object({ username: Type.String(), violations: count, blocked: count })),
});
/** GET /dashboard/frequent-policy-violators answer. */
export type FrequentPolicyViolators = Static<typeof FrequentPolicyViolatorsSchema>;

/** GET /dashboard/most-enforced-policies: the policies that decided the most events, by verdict. */
export const MostEnforcedPoliciesSchema = Type.Object({
  policies: Type.Array(
    Type.Object({ policyName: Type.String(), events: count, blocked: count, challenged: count, educated: count }),
  ),
});
/** GET /dashboard/most-enforced-policies answer. */
export type MostEnforcedPolicies = Static<typeof MostEnforcedPoliciesSchema>;

/** GET /dashboard/unauthorized-services: services whose events no policy allowed, by events. */
export const UnauthorizedServicesSchema = Type.Object({
  services: Type.Array(
    Type.Object({ destination: Type.String(), destinationType: Type.String(), events: count, blocked: count }),
  ),
});
/** GET /dashboard/unauthorized-services answer. */
export type UnauthorizedServices = Static<typeof UnauthorizedServicesSchema>;

/** GET /dashboard/protected-devices: the tenant's devices and those whose agent and extension run. */
export const ProtectedDevicesSchema = Type.Object({
  devices: count,
  agentActive: count,
  extensionActive: count,
  protected: Type.Integer({ minimum: 0, description: 'Agent and browser extension both active' }),
});
/** GET /dashboard/protected-devices answer. */
export type ProtectedDevices = Static<typeof ProtectedDevicesSchema>;

/** GET /dashboard/aggregated-incidents: incidents created, by day and severity. */
export const AggregatedIncidentsSchema = Type.Object({
  days: Type.Array(Type.Object({ day, severity: StringEnum(SEVERITIES), incidents: count })),
  total: count,
});
/** GET /dashboard/aggregated-incidents answer. */
export type AggregatedIncidents = Static<typeof AggregatedIncidentsSchema>;

/**
 * GET /dashboard/incident-sla (issue 30 item 2): per week (from Monday, in the time zone) of incidents raised in the
 * range, how many were raised, acknowledged and resolved, the mean minutes to acknowledge (MTTA) and to resolve
 * (MTTR), and how many breached a target (missed one, or are open past their next one) and their share of those
 * raised; the same over the whole range.
 */
const SlaFiguresSchema = Type.Object({
  raised: count,
  acknowledged: count,
  resolved: count,
  breached: count,
  mttaMinutes: Nullable(Type.Number({ minimum: 0, description: 'Mean minutes to acknowledge; null when none was' })),
  mttrMinutes: Nullable(Type.Number({ minimum: 0, description: 'Mean minutes to resolve; null when none was' })),
  breachRate: Nullable(
    Type.Number({ minimum: 0, maximum: 1, description: 'Breached of raised (0 to 1); null when none was raised' }),
  ),
});
export const IncidentSlaSchema = Type.Object({
  weeks: Type.Array(Type.Composite([Type.Object({ week: day }), SlaFiguresSchema])),
  total: SlaFiguresSchema,
});
/** GET /dashboard/incident-sla answer. */
export type IncidentSla = Static<typeof IncidentSlaSchema>;

/** GET /dashboard/top-ai-service: AI services by events, with the data types sent to each. */
export const TopAiServiceSchema = Type.Object({
  services: Type.Array(
    Type.Object({
      destination: Type.String(),
      events: count,
      blocked: count,
      dataTypes: Type.Array(Type.Object({ dataType: Type.String(), events: count })),
    }),
  ),
});
/** GET /dashboard/top-ai-service answer. */
export type TopAiService = Static<typeof TopAiServiceSchema>;
