// Each server-paged resource declared once, TypeBox-free: how it is called and answered (SPEC §3, §7; DESIGN §4),
// the columns it sorts by and its filter bar, each filter declared once (SPEC's label, its key derived; its kind;
// where an options filter gets its values). The server's listing (api's defineListing), its filter-option routes
// and the client's filter bar and grid columns are typed by or read from these declarations, so a filter or a sort
// one side does not know is a compile error on the other.

import { AUDIT_OUTCOMES, AUDIT_LOG_SORT_COLUMNS } from '../api/audit-logs';
import { DESTINATION_TYPES } from '../api/dashboard';
import { DEVICE_SORT_COLUMNS, EXTENSION_STATUSES } from '../api/devices';
import { EGRESS_EVENT_SORT_COLUMNS, EGRESS_EVENT_VERDICTS } from '../api/egress-events';
import {
  EXCEPTION_FILTER_STATUSES,
  EXCEPTION_REQUEST_TYPES,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  POLICY_VERDICTS,
} from '../api/incidents';
import { SLA_STATES } from '../api/sla';
import type { ListResourceName } from '../api/typed-api';
import { AGENT_STATUSES } from '../constants';
import { labelledOptions } from '../labels';
import { booleanFilter, dateRangeFilter, optionsFilter, optionsOf, rangeFilter } from './filter-definition';
import type { FilterDefinition } from './filter-definition';

/** A resource's filters in its bar's order. */
export type FilterDefinitions = readonly FilterDefinition[];

/** Where a count answer keeps its numbers, under the resource's own names. */
export interface ResourceCountKeys<Total extends string = string, Filtered extends string = string> {
  /** Name of the total. */
  total: Total;
  /** Name of the filtered count. */
  filtered: Filtered;
  /** Name of the approximate flag. */
  approximate: 'approximate';
}

/** How a server-paged resource is called and answered, what it sorts by and what it filters by. */
export interface ListResource<
  Sort extends string = string,
  Filters extends FilterDefinitions = FilterDefinitions,
  Items extends string = string,
  Total extends string = string,
  Filtered extends string = string,
> {
  /** Path segment of its list, count and export calls, such as 'incidents' (GET /incidents, /incidents/count). */
  resource: ListResourceName;
  /** Name of the items array in a list answer. */
  itemsKey: Items;
  /** Names of the counts in a count answer. */
  countKeys: ResourceCountKeys<Total, Filtered>;
  /** The columns it sorts by (`sortColumn`), each NOT NULL and indexed on the server. */
  sort: readonly Sort[];
  /** Its filter bar in SPEC §2's order: each filter's label (its query key derived), kind and options' source. */
  filters: Filters;
  /** The 3 or 4 filters its bar shows; the others open from "More filters" (every filter shows when absent). */
  mainFilters?: readonly NoInfer<Filters[number]['key']>[];
}

/** A resource's declaration, its names kept as literal types. */
export function defineListResource<
  const Sort extends string,
  const Filters extends FilterDefinitions,
  const Items extends string,
  const Total extends string,
  const Filtered extends string,
>(resource: ListResource<Sort, Filters, Items, Total, Filtered>): ListResource<Sort, Filters, Items, Total, Filtered> {
  return resource;
}

/** Any resource's declaration. */
export type AnyListResource = ListResource<string, FilterDefinitions, string, string, string>;

/** The sort columns of a resource, as a union. */
export type SortOf<R extends AnyListResource> = R['sort'][number];

/** The filter keys of a resource, as a union. */
export type FilterKeyOf<R extends AnyListResource> = R['filters'][number]['key'];

/** The kind of a resource's filter. */
export type FilterKindOf<R extends AnyListResource, Key extends string> = Extract<
  R['filters'][number],
  { key: Key }
>['kind'];

/**
 * A link into resource R's grid (a dashboard mark's or a lineage flow's drill-down), typed by R's filters: an options
 * filter's value or values, a yes/no filter's value, a range's bounds as `<key>Min` and `<key>Max` (the query keys
 * filterParams writes). The date picker is the link's span, not part of it. A key R's grid lacks is a compile error.
 */
export type DrillDownOf<R extends AnyListResource> = {
  [
    Filter in R['filters'][number] as Filter['kind'] extends 'options' | 'boolean' ? Filter['key'] : never
  ]?: Filter['kind'] extends 'options' ? string | readonly string[] : boolean;
} & {
  [
    Filter in R['filters'][number] as Filter['kind'] extends 'range'
      ? `${Filter['key']}Min` | `${Filter['key']}Max`
      : never
  ]?: number;
};

/** A filter of the client's bar for resource R: its key is one of R's and its kind is R's kind for that key. */
export type ResourceFilter<R extends AnyListResource> = {
  [Key in FilterKeyOf<R>]: FilterDefinition<Key> & { kind: FilterKindOf<R, Key> };
}[FilterKeyOf<R>];

/** A filter list, checked against the resource's filters (a filter it does not take is a compile error). */
export function resourceFilters<R extends AnyListResource>(
  _resource: R,
  filters: readonly ResourceFilter<R>[],
): readonly ResourceFilter<R>[] {
  return filters;
}

/** The list and count answers' names, as schemas/common's ListingSchemas takes them. */
export function listingNames<Items extends string, Total extends string, Filtered extends string>(
  resource: ListResource<string, FilterDefinitions, Items, Total, Filtered>,
): { items: Items; total: Total; filtered: Filtered } {
  return { items: resource.itemsKey, total: resource.countKeys.total, filtered: resource.countKeys.filtered };
}

/** The query keys of some filters, in their order (a resource's sorts that are also its filters, its main filters). */
function keysOf<const Filters extends FilterDefinitions>(filters: Filters): Filters[number]['key'][] {
  return filters.map((filter) => filter.key);
}

// The filters egress events and incidents share (incidents are raised from events, so the same option endpoints
// (GET /filters/<x>-options, SPEC §7) serve both grids), then each grid's own.
const source = optionsFilter('Source', { endpoint: '/filters/source-name-options' });
const dataType = optionsFilter('Data Type', { endpoint: '/filters/data-type-options' });
const contentCategory = optionsFilter('Content Category', { endpoint: '/filters/content-category-options' });
const mipLabel = optionsFilter('MIP Label', { endpoint: '/filters/mip-label-options' });
const channel = optionsFilter('Egress Channel', { endpoint: '/filters/egress-channel-options' });
const dataVolume = rangeFilter('Data Volume', { unit: 'bytes' });
const username = optionsFilter('Username', { endpoint: '/filters/username-options' });
const destination = optionsFilter('Destination', { endpoint: '/filters/destination-options' });
const datePicker = dateRangeFilter('Date Picker');
const totalHitCount = rangeFilter('Total Hit Count');
const HOSTNAME_OPTIONS = { endpoint: '/filters/hostname-options' } as const;
const incidentHostName = optionsFilter('Host Name', HOSTNAME_OPTIONS);
const incidentVerdict = optionsFilter('Policy Verdict', { options: labelledOptions('verdict', POLICY_VERDICTS) });
const severity = optionsFilter('Severity', { options: labelledOptions('severity', INCIDENT_SEVERITIES) });
const assignedTo = optionsFilter('Assigned To', { endpoint: '/filters/assignee-options' });
const incidentStatus = optionsFilter('Status', { options: labelledOptions('incidentStatus', INCIDENT_STATUSES) });
// Where an open incident stands against its next SLA target (issue 30 item 2), derived from slaDueAt at query time.
const slaState = optionsFilter('SLA', { options: labelledOptions('slaState', SLA_STATES) });

/** The first filters of both the egress and the incident grid, in SPEC §2's order: what the data was and how it left. */
const EVENT_CONTENT_FILTERS = [source, dataType, contentCategory, mipLabel, channel, dataVolume] as const;

/**
 * Egress events: GET /egress-events answers `events`, the count totalEgressEvents and totalFilteredEgressEvents. Its
 * filters in SPEC §2's order and names: search pickers over the option endpoints, the verdicts as a checklist named
 * as the console names them, the two numeric ranges and the date picker.
 */
export const EGRESS_EVENT_LIST_RESOURCE = defineListResource({
  resource: 'egress-events',
  itemsKey: 'events',
  countKeys: { total: 'totalEgressEvents', filtered: 'totalFilteredEgressEvents', approximate: 'approximate' },
  sort: EGRESS_EVENT_SORT_COLUMNS,
  filters: [
    ...EVENT_CONTENT_FILTERS,
    optionsFilter('Policy Name', { endpoint: '/filters/policy-name-options' }),
    optionsFilter('Policy Verdict', { options: labelledOptions('verdict', EGRESS_EVENT_VERDICTS) }),
    optionsFilter('Hostname', HOSTNAME_OPTIONS),
    username,
    destination,
    datePicker,
    totalHitCount,
    // What the dashboard's service widgets count by (issue 33: each mark opens exactly its events).
    optionsFilter('Destination Type', { options: optionsOf(DESTINATION_TYPES) }),
  ],
  mainFilters: keysOf([datePicker, channel, username, destination]),
});

/**
 * Incidents: GET /incidents answers `incidents`, the count totalIncidents and totalFilteredIncidents. Its filters in
 * SPEC §2's order and names: open-ended values through search pickers over the API's filter-option endpoints, short
 * fixed lists (verdicts, severities, statuses, exception values) as checklists, numeric ranges, the date picker and
 * Flagged as yes/no. It sorts by its own columns and by the event facts its table indexes.
 */
export const INCIDENT_LIST_RESOURCE = defineListResource({
  resource: 'incidents',
  itemsKey: 'incidents',
  countKeys: { total: 'totalIncidents', filtered: 'totalFilteredIncidents', approximate: 'approximate' },
  sort: [
    'created',
    'updated',
    'severity',
    'status',
    'assignedTo',
    'slaDueAt',
    ...keysOf([incidentHostName, username, destination, channel, incidentVerdict, dataVolume, totalHitCount]),
  ],
  filters: [
    ...EVENT_CONTENT_FILTERS,
    incidentVerdict,
    incidentHostName,
    username,
    destination,
    datePicker,
    totalHitCount,
    severity,
    assignedTo,
    incidentStatus,
    booleanFilter('Flagged'),
    optionsFilter('Exception Request Status', {
      options: labelledOptions('exceptionStatus', EXCEPTION_FILTER_STATUSES),
    }),
    optionsFilter('Exception Request type', {
      options: labelledOptions('exceptionRequestType', EXCEPTION_REQUEST_TYPES),
    }),
    slaState,
  ],
  mainFilters: keysOf([datePicker, severity, incidentStatus, assignedTo]),
});

/** Columns GET /incidents sorts by (`sortColumn`); `created` is the default. */
export const INCIDENT_SORT_COLUMNS = INCIDENT_LIST_RESOURCE.sort;
/** One incident sort column. */
export type IncidentSortColumn = SortOf<typeof INCIDENT_LIST_RESOURCE>;

const deviceOs = optionsFilter('Operating Systems', { endpoint: '/filters/device-os-options' });
const agentStatus = optionsFilter('Agent Status', { options: labelledOptions('agentStatus', AGENT_STATUSES) });
const extensionStatus = optionsFilter('Extension Status', {
  options: labelledOptions('extensionStatus', EXTENSION_STATUSES),
});

/**
 * Devices: GET /devices answers `devices`, the count totalDevices and totalFilteredDevices. Its filters in SPEC §2's
 * order and names: the date picker (over last seen), the values the tenant's devices hold
 * (GET /filters/device-*-options), and the two statuses from their fixed values.
 */
export const DEVICE_LIST_RESOURCE = defineListResource({
  resource: 'devices',
  itemsKey: 'devices',
  countKeys: { total: 'totalDevices', filtered: 'totalFilteredDevices', approximate: 'approximate' },
  sort: DEVICE_SORT_COLUMNS,
  filters: [
    dateRangeFilter('Date Picker'),
    optionsFilter('Host Name', { endpoint: '/filters/device-hostname-options' }),
    optionsFilter('Last Active User', { endpoint: '/filters/device-user-options' }),
    optionsFilter('Agent Version', { endpoint: '/filters/device-agent-version-options' }),
    optionsFilter('Extension Version', { endpoint: '/filters/device-extension-version-options' }),
    deviceOs,
    optionsFilter('CPU Architecture', { endpoint: '/filters/device-cpu-options' }),
    agentStatus,
    extensionStatus,
    // What the dashboard's Protected devices counts: the agent not switched off, the extension active and on.
    booleanFilter('Agent Active'),
    booleanFilter('Extension Active'),
  ],
  // The states a fleet is triaged by; the date picker (over last seen) waits under "More filters".
  mainFilters: keysOf([deviceOs, agentStatus, extensionStatus]),
});

/**
 * Audit logs: GET /audit-logs answers `results`, the count total and filtered. Its filters in SPEC §2's order and
 * names: the date picker, then User, Page and Action chosen from the values the tenant's log holds
 * (GET /filters/audit-*-options), and Outcome from the outcomes the API writes.
 */
export const AUDIT_LOG_LIST_RESOURCE = defineListResource({
  resource: 'audit-logs',
  itemsKey: 'results',
  countKeys: { total: 'total', filtered: 'filtered', approximate: 'approximate' },
  sort: AUDIT_LOG_SORT_COLUMNS,
  filters: [
    dateRangeFilter('Date Picker'),
    optionsFilter('User', { endpoint: '/filters/audit-user-options' }),
    optionsFilter('Page', { endpoint: '/filters/audit-page-options' }),
    optionsFilter('Action', { endpoint: '/filters/audit-action-options' }),
    optionsFilter('Outcome', { options: labelledOptions('auditOutcome', AUDIT_OUTCOMES) }),
  ],
});
