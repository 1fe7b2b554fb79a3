// The filter bars of the other server-paged grids: each resource's declaration (list-resources.ts), under the names
// the grids and the report templates of each data source import.

import { AUDIT_LOG_LIST_RESOURCE, DEVICE_LIST_RESOURCE, INCIDENT_LIST_RESOURCE } from './list-resources';

/** The incident grid's filters in SPEC §2's order and names, as INCIDENT_LIST_RESOURCE declares them. */
export const INCIDENT_FILTERS = INCIDENT_LIST_RESOURCE.filters;

/** The device grid's filters in SPEC §2's order and names, as DEVICE_LIST_RESOURCE declares them. */
export const DEVICE_FILTERS = DEVICE_LIST_RESOURCE.filters;

/** The audit log's filters in SPEC §2's order and names, as AUDIT_LOG_LIST_RESOURCE declares them. */
export const AUDIT_LOG_FILTERS = AUDIT_LOG_LIST_RESOURCE.filters;
