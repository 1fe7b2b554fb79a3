import {
  AggregatedIncidentsSchema,
  DashboardDailyQuerySchema,
  DashboardRangeQuerySchema,
  FrequentPolicyViolatorsSchema,
  MostEnforcedPoliciesSchema,
  OutboundDataDistributionSchema,
  ProtectedDevicesSchema,
  SensitiveDataEgressSchema,
  TopAiServiceSchema,
  UnauthorizedServicesSchema,
} from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';

// Route schemas of the dashboard's widgets (SPEC §7); the DTOs are shared-contracts' schemas.

const tags = ['Dashboard'];
const ranged = (summary: string, answer: object) => ({
  tags,
  summary,
  querystring: DashboardRangeQuerySchema,
  response: { 200: answer, ...problemResponses() },
});
const daily = (summary: string, answer: object) => ({
  tags,
  summary,
  querystring: DashboardDailyQuerySchema,
  response: { 200: answer, ...problemResponses() },
});

export const sensitiveDataEgressSchema = daily(
  'Events with a detection hit (total hit count of 1 or more), by day of the time zone and verdict',
  SensitiveDataEgressSchema,
);
export const outboundDataDistributionSchema = ranged(
  'Events and bytes by egress channel and destination type',
  OutboundDataDistributionSchema,
);
export const frequentPolicyViolatorsSchema = ranged(
  'The users with the most policy violations (BLOCK, CHALLENGE, educate)',
  FrequentPolicyViolatorsSchema,
);
export const mostEnforcedPoliciesSchema = ranged(
  'The policies that decided the most events, by verdict',
  MostEnforcedPoliciesSchema,
);
export const unauthorizedServicesSchema = ranged(
  'Online services whose events no policy allowed',
  UnauthorizedServicesSchema,
);
export const protectedDevicesSchema = ranged(
  'Devices seen since the start of the range, and those whose agent and extension run',
  ProtectedDevicesSchema,
);
export const aggregatedIncidentsSchema = daily(
  'Incidents created, by day of the time zone and severity',
  AggregatedIncidentsSchema,
);
export const topAiServiceSchema = ranged('AI services by events, with the data types sent to each', TopAiServiceSchema);
