// What each dashboard mark and each lineage flow counts, as the filters of the grid that lists those rows (issue 33:
// every chart mark, ranking row and flow opens its grid filtered to exactly the rows it counts). The dashboard and the
// lineage view build their links from these, and the API's tests check every figure against the listing's count for
// the same filters.

import type {
  DEVICE_LIST_RESOURCE,
  DrillDownOf,
  EGRESS_EVENT_LIST_RESOURCE,
  INCIDENT_LIST_RESOURCE,
} from '../listing/list-resources';
import type { LineageFlow } from '../schemas/lineage';
import { AI_SERVICE_DESTINATION_TYPE } from './dashboard';

/** Verdicts that count as a policy violation (Frequent policy violators). */
export const VIOLATION_VERDICTS = ['BLOCK', 'CHALLENGE', 'educate'] as const;
/** Verdicts of the events of Unauthorized services: every verdict but ALLOW. */
export const UNAUTHORIZED_VERDICTS = ['NOT_COVERED', 'CHALLENGE', 'BLOCK', 'educate'] as const;

/** Filters of the egress grid a mark narrows to (EGRESS_EVENT_LIST_RESOURCE's, so a key it lacks is a compile error). */
export type EgressDrillDown = DrillDownOf<typeof EGRESS_EVENT_LIST_RESOURCE>;

/** Filters of the incidents grid a mark narrows to (INCIDENT_LIST_RESOURCE's). */
export type IncidentDrillDown = DrillDownOf<typeof INCIDENT_LIST_RESOURCE>;

/** Filters of the device grid a mark narrows to (DEVICE_LIST_RESOURCE's). */
export type DeviceDrillDown = DrillDownOf<typeof DEVICE_LIST_RESOURCE>;

const BLOCKED = ['BLOCK'] as const;

/** Each widget's marks as grid filters; the span (the period, or one of its days) is the link's date picker. */
export const DASHBOARD_DRILL_DOWN = {
  /** Sensitive data egress: a verdict's events with a detection hit (on one day, or over the period). */
  sensitiveDataEgress: (verdict: string): EgressDrillDown => ({ policyVerdict: [verdict], totalHitCountMin: 1 }),
  /** Outbound data distribution: a channel's events, or its events to one destination type (a bar segment). */
  outboundDataDistribution: (egressChannel: string, destinationType?: string): EgressDrillDown =>
    destinationType === undefined ? { egressChannel } : { egressChannel, destinationType },
  /** Frequent policy violators: a user's violations. */
  violations: (username: string): EgressDrillDown => ({ username, policyVerdict: VIOLATION_VERDICTS }),
  /** Frequent policy violators: a user's protected (blocked) events. */
  protectedViolations: (username: string): EgressDrillDown => ({ username, policyVerdict: BLOCKED }),
  /** Most enforced policies: a policy's events, of one verdict or all. */
  enforcedPolicy: (policyName: string, verdict?: string): EgressDrillDown =>
    verdict === undefined ? { policyName } : { policyName, policyVerdict: [verdict] },
  /** Unauthorized services: a service's events no policy allowed. */
  unauthorizedService: (destination: string, destinationType: string): EgressDrillDown => ({
    destination,
    destinationType,
    policyVerdict: UNAUTHORIZED_VERDICTS,
  }),
  /** Unauthorized services: a service's protected (blocked) events. */
  protectedUnauthorizedService: (destination: string, destinationType: string): EgressDrillDown => ({
    destination,
    destinationType,
    policyVerdict: BLOCKED,
  }),
  /** Top AI services: an AI service's events, its protected ones, or those carrying one data type. */
  aiService: (destination: string, part: { blocked?: true; dataType?: string } = {}): EgressDrillDown => ({
    destination,
    destinationType: AI_SERVICE_DESTINATION_TYPE,
    ...(part.blocked && { policyVerdict: BLOCKED }),
    ...(part.dataType !== undefined && { dataType: part.dataType }),
  }),
  /** Aggregated incidents: a severity's incidents (on one day, or over the period). */
  aggregatedIncidents: (severity: string): IncidentDrillDown => ({ severity: [severity] }),
  /** Protected devices: the devices seen, those protected, or those with the agent or the extension active. */
  protectedDevices: (part: 'seen' | 'protected' | 'agentActive' | 'extensionActive'): DeviceDrillDown => {
    if (part === 'protected') return { agentActive: true, extensionActive: true };
    if (part === 'agentActive') return { agentActive: true };
    if (part === 'extensionActive') return { extensionActive: true };
    return {};
  },
} as const;

/** A lineage flow, or the part of one that a node of the flow chart names (its origin, channel or destination). */
export type LineageFlowPart = { [Part in 'origin' | 'channel' | 'destination']?: LineageFlow[Part] | undefined };

/** Lineage: the events of a flow or of a node, as the egress grid's filters (the origin is the events' Source). */
export function lineageDrillDown(flow: LineageFlowPart): EgressDrillDown {
  return {
    ...(flow.origin !== undefined && { source: flow.origin }),
    ...(flow.channel !== undefined && { egressChannel: flow.channel }),
    ...(flow.destination !== undefined && { destination: flow.destination }),
  };
}

/** A drill-down's query parameters: one per value, a range's minimum as `<key>Min`, a boolean as `true`/`false`. */
export function drillDownParams(
  filter: EgressDrillDown | IncidentDrillDown | DeviceDrillDown,
  order: readonly string[] = Object.keys(filter),
): [string, string][] {
  const values: Readonly<Record<string, string | number | boolean | readonly string[] | undefined>> = { ...filter };
  const params: [string, string][] = [];
  for (const key of order) {
    const value = values[key];
    if (value === undefined) continue;
    if (typeof value === 'number' || typeof value === 'boolean') params.push([key, String(value)]);
    else for (const item of typeof value === 'string' ? [value] : value) params.push([key, item]);
  }
  return params;
}
