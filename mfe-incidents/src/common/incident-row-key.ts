import type { IncidentRef } from './incident-keys';

/** A grid row's id: the incident id and its creation time, which together address it in batch calls. */
export function incidentRowKey(item: IncidentRef): string {
  return `${item.id} ${item.created}`;
}

/** Reads a row id back into the incident's id and creation time. */
export function parseIncidentRowKey(rowId: string): IncidentRef {
  const [id = '', created = ''] = rowId.split(' ');
  return { id, created };
}
