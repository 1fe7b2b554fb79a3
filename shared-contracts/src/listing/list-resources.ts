import type { ListResourceName } from '../api/typed-api';
import type { CountKeys } from './list-counts';

/** How a server-paged resource is called and answered (SPEC §3, §7; DESIGN §4). */
export interface ListResource {
  /** Path segment of its list, count and export calls, such as 'incidents' (GET /incidents, /incidents/count). */
  resource: ListResourceName;
  /** Name of the items array in a list answer. */
  itemsKey: string;
  /** Names of the counts in a count answer. */
  countKeys: CountKeys;
}

/** Incidents: GET /incidents answers `incidents`, the count totalIncidents and totalFilteredIncidents. */
export const INCIDENT_LIST_RESOURCE: ListResource = {
  resource: 'incidents',
  itemsKey: 'incidents',
  countKeys: { total: 'totalIncidents', filtered: 'totalFilteredIncidents', approximate: 'approximate' },
};

/** Egress events: GET /egress-events answers `events`, the count totalEgressEvents and totalFilteredEgressEvents. */
export const EGRESS_EVENT_LIST_RESOURCE: ListResource = {
  resource: 'egress-events',
  itemsKey: 'events',
  countKeys: { total: 'totalEgressEvents', filtered: 'totalFilteredEgressEvents', approximate: 'approximate' },
};

/** Devices: GET /devices answers `devices`, the count totalDevices and totalFilteredDevices. */
export const DEVICE_LIST_RESOURCE: ListResource = {
  resource: 'devices',
  itemsKey: 'devices',
  countKeys: { total: 'totalDevices', filtered: 'totalFilteredDevices', approximate: 'approximate' },
};

/** Audit logs: GET /audit-logs answers `results`, the count total and filtered. */
export const AUDIT_LOG_LIST_RESOURCE: ListResource = {
  resource: 'audit-logs',
  itemsKey: 'results',
  countKeys: { total: 'total', filtered: 'filtered', approximate: 'approximate' },
};
