// The dashboard's calls (SPEC §7: GET /dashboard/*): their types and constants.

import type { Static } from '@sinclair/typebox';
import type {
  AggregatedIncidentsSchema,
  DashboardQuerySchema,
  FrequentPolicyViolatorsSchema,
  MostEnforcedPoliciesSchema,
  OutboundDataDistributionSchema,
  ProtectedDevicesSchema,
  SensitiveDataEgressSchema,
  TopAiServiceSchema,
  UnauthorizedServicesSchema,
} from '../schemas/dashboard';

/** The dashboard's default window (SPEC §9: daysAgoFilter). */
export const DASHBOARD_DEFAULT_DAYS = 90;
/** The longest range a widget answers; a longer one is refused (400). */
export const DASHBOARD_MAX_RANGE_DAYS = 366;
/** The destination type of AI services (Top AI services). */
export const AI_SERVICE_DESTINATION_TYPE = 'AI service';
/** Destination types that are online services (Unauthorized services); devices, printers and mail are not. */
export const SERVICE_DESTINATION_TYPES = [
  'AI service',
  'Cloud storage',
  'Code hosting',
  'Collaboration',
  'File sharing',
  'Messaging',
  'Paste site',
] as const;
/** How many users, policies and services the ranking widgets answer. */
export const DASHBOARD_TOP = 10;

/** Query of every widget (the daily ones read `timezone`). */
export type DashboardQuery = Static<typeof DashboardQuerySchema>;
/** GET /dashboard/sensitive-data-egress answer. */
export type SensitiveDataEgress = Static<typeof SensitiveDataEgressSchema>;
/** GET /dashboard/outbound-data-distribution answer. */
export type OutboundDataDistribution = Static<typeof OutboundDataDistributionSchema>;
/** GET /dashboard/frequent-policy-violators answer. */
export type FrequentPolicyViolators = Static<typeof FrequentPolicyViolatorsSchema>;
/** GET /dashboard/most-enforced-policies answer. */
export type MostEnforcedPolicies = Static<typeof MostEnforcedPoliciesSchema>;
/** GET /dashboard/unauthorized-services answer. */
export type UnauthorizedServices = Static<typeof UnauthorizedServicesSchema>;
/** GET /dashboard/protected-devices answer. */
export type ProtectedDevices = Static<typeof ProtectedDevicesSchema>;
/** GET /dashboard/aggregated-incidents answer. */
export type AggregatedIncidents = Static<typeof AggregatedIncidentsSchema>;
/** GET /dashboard/top-ai-service answer. */
export type TopAiService = Static<typeof TopAiServiceSchema>;
