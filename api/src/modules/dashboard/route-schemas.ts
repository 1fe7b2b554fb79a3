import {
  AggregatedIncidentsSchema,
  DashboardQuerySchema,
  FrequentPolicyViolatorsSchema,
  IncidentSlaSchema,
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
const widget = (summary: string, answer: object) => ({
  tags,
  summary,
  querystring: DashboardQuerySchema,
  response: { 200: answer, ...problemResponses() },
});

export const sensitiveDataEgressSchema = widget(
  'Events with a detection hit (total hit count of 1 or more), by day of the time zone and verdict',
  SensitiveDataEgressSchema,
);
export const outboundDataDistributionSchema = widget(
  'Events and bytes by egress channel and destination type',
  OutboundDataDistributionSchema,
);
export const frequentPolicyViolatorsSchema = widget(
  'The users with the most policy violations (BLOCK, CHALLENGE, educate)',
  FrequentPolicyViolatorsSchema,
);
export const mostEnforcedPoliciesSchema = widget(
  'The policies that decided the most events, by verdict',
  MostEnforcedPoliciesSchema,
);
export const unauthorizedServicesSchema = widget(
  'Online services whose events no policy allowed',
  UnauthorizedServicesSchema,
);
export const protectedDevicesSchema = widget(
  'Devices seen since the start of the range, and those whose agent and extension run',
  ProtectedDevicesSchema,
);
export const aggregatedIncidentsSchema = widget(
  'Incidents created, by day of the time zone and severity',
  AggregatedIncidentsSchema,
);
export const topAiServiceSchema = widget('AI services by events, with the data types sent to each', TopAiServiceSchema);
export const incidentSlaSchema = widget(
  'MTTA, MTTR and breach rate per week (from Monday, in the time zone) of the incidents raised in the range',
  IncidentSlaSchema,
);
