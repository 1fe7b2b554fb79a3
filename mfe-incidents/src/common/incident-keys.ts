import { serverListKeys } from 'shared-ui';

/** Where an incident is addressed: its id and its creation time (the API's partition key). */
export interface IncidentRef {
  /** Incident id. */
  id: string;
  /** When it was raised (ISO time). */
  created: string;
}

/** SWR keys of the incidents remote; every key starts with the tenant, as the grid's own keys do. */
export const incidentKeys = {
  /** Everything cached about incidents for one tenant (the grid's list and count keys live under it too). */
  all: (tenantId: string) => serverListKeys.all(tenantId, 'incidents'),
  /** One incident's extended form. */
  detail: (tenantId: string, ref: IncidentRef, policyType: string) =>
    [...incidentKeys.all(tenantId), 'detail', ref.id, ref.created, policyType] as const,
  /** One incident's comment thread. */
  comments: (tenantId: string, ref: IncidentRef) =>
    [...incidentKeys.all(tenantId), 'comments', ref.id, ref.created] as const,
  /** One incident's AI summary for one version of it (a change makes a new summary). */
  aiSprinkles: (tenantId: string, ref: IncidentRef, version: number) =>
    [...incidentKeys.all(tenantId), 'ai-sprinkles', ref.id, ref.created, version] as const,
  /** The tenant's outbox: mail the API kept because no mail server is configured (Tenant Admin). */
  outbox: (tenantId: string) => ['tenants', tenantId, 'outbox'] as const,
  /** The tenant's assignees. */
  assignees: (tenantId: string) => ['tenants', tenantId, 'assignees'] as const,
};

/** Whether an SWR key (its original array form) is one of the tenant's incident grid keys of that kind. */
export function isIncidentGridKey(key: unknown, tenantId: string, kind: 'list' | 'count'): key is readonly unknown[] {
  return Array.isArray(key) && key[0] === 'tenants' && key[1] === tenantId && key[2] === 'incidents' && key[3] === kind;
}
