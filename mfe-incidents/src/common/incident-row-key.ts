import type { IncidentRef } from './incident-keys';

/** A grid row's incident: its id and creation time, and its tenant when the grid lists several (All tenants). */
export interface IncidentRowRef extends IncidentRef {
  tenantId?: string;
}

/**
 * A grid row's id: the incident id and its creation time, which together address it in batch calls, and over All
 * tenants its tenant too (ids are unique within a tenant only).
 */
export function incidentRowKey(item: IncidentRowRef): string {
  return item.tenantId === undefined ? `${item.id} ${item.created}` : `${item.id} ${item.created} ${item.tenantId}`;
}

/** Reads a row id back into the incident's id, creation time and (over All tenants) tenant. */
export function parseIncidentRowKey(rowId: string): IncidentRowRef {
  const [id = '', created = '', tenantId] = rowId.split(' ');
  return tenantId === undefined ? { id, created } : { id, created, tenantId };
}
