// Each server-paged resource declared once, TypeBox-free: how it is called and answered (SPEC §3, §7; DESIGN §4),
// the columns it sorts by and the filters it takes. The server's listing (api's defineListing) and the client's
// filter list and grid columns are typed by these declarations, so a filter or a sort one side does not know is a
// compile error on the other.

import { AUDIT_LOG_SORT_COLUMNS } from '../api/audit-logs';
import { DEVICE_SORT_COLUMNS } from '../api/devices';
import { EGRESS_EVENT_SORT_COLUMNS } from '../api/egress-events';
import type { ListResourceName } from '../api/typed-api';
import type { FilterDefinition, FilterKind } from './filter-definition';

/** The kind of each filter a resource takes, by query key (the date picker's key stands for `from`/`to`). */
export type FilterKinds = Readonly<Record<string, FilterKind>>;

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
  Filters extends FilterKinds = FilterKinds,
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
  /** Each filter's query key and kind. */
  filters: Filters;
}

/** A resource's declaration, its names kept as literal types. */
export function defineListResource<
  const Sort extends string,
  const Filters extends FilterKinds,
  const Items extends string,
  const Total extends string,
  const Filtered extends string,
>(resource: ListResource<Sort, Filters, Items, Total, Filtered>): ListResource<Sort, Filters, Items, Total, Filtered> {
  return resource;
}

/** Any resource's declaration. */
export type AnyListResource = ListResource<string, FilterKinds, string, string, string>;

/** The sort columns of a resource, as a union. */
export type SortOf<R extends AnyListResource> = R['sort'][number];

/** The filter keys of a resource, as a union. */
export type FilterKeyOf<R extends AnyListResource> = keyof R['filters'] & string;

/** A filter of the client's bar for resource R: its key is one of R's and its kind is R's kind for that key. */
export type ResourceFilter<R extends AnyListResource> = {
  [Key in FilterKeyOf<R>]: FilterDefinition<Key> & { kind: R['filters'][Key] };
}[FilterKeyOf<R>];

/** A client's filter list, checked against the resource's filters. */
export function resourceFilters<R extends AnyListResource>(
  _resource: R,
  filters: readonly ResourceFilter<R>[],
): readonly ResourceFilter<R>[] {
  return filters;
}

/** The list and count answers' names, as schemas/common's ListingSchemas takes them. */
export function listingNames<Items extends string, Total extends string, Filtered extends string>(
  resource: ListResource<string, FilterKinds, Items, Total, Filtered>,
): { items: Items; total: Total; filtered: Filtered } {
  return { items: resource.itemsKey, total: resource.countKeys.total, filtered: resource.countKeys.filtered };
}

// The filters egress events and incidents share, in SPEC §2's order (the egress events add Policy Name between).
const EVENT_CONTENT_FILTERS = {
  source: 'options',
  dataType: 'options',
  contentCategory: 'options',
  mipLabel: 'options',
  egressChannel: 'options',
  dataVolume: 'range',
} as const satisfies FilterKinds;
const EVENT_PARTY_FILTERS = {
  policyVerdict: 'options',
  hostname: 'options',
  username: 'options',
  destination: 'options',
  datePicker: 'dateRange',
  totalHitCount: 'range',
} as const satisfies FilterKinds;

/** Egress events: GET /egress-events answers `events`, the count totalEgressEvents and totalFilteredEgressEvents. */
export const EGRESS_EVENT_LIST_RESOURCE = defineListResource({
  resource: 'egress-events',
  itemsKey: 'events',
  countKeys: { total: 'totalEgressEvents', filtered: 'totalFilteredEgressEvents', approximate: 'approximate' },
  sort: EGRESS_EVENT_SORT_COLUMNS,
  // Destination Type: what the dashboard's service widgets count by (issue 33: each mark opens exactly its events).
  filters: { ...EVENT_CONTENT_FILTERS, policyName: 'options', ...EVENT_PARTY_FILTERS, destinationType: 'options' },
});

/** Incidents: GET /incidents answers `incidents`, the count totalIncidents and totalFilteredIncidents. */
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
    'hostname',
    'username',
    'destination',
    'egressChannel',
    'policyVerdict',
    'dataVolume',
    'totalHitCount',
  ],
  filters: {
    ...EVENT_CONTENT_FILTERS,
    ...EVENT_PARTY_FILTERS,
    severity: 'options',
    assignedTo: 'options',
    status: 'options',
    flagged: 'boolean',
    exceptionRequestStatus: 'options',
    exceptionRequestType: 'options',
  },
});

/** Columns GET /incidents sorts by (`sortColumn`); `created` is the default. */
export const INCIDENT_SORT_COLUMNS = INCIDENT_LIST_RESOURCE.sort;
/** One incident sort column. */
export type IncidentSortColumn = SortOf<typeof INCIDENT_LIST_RESOURCE>;

/** Devices: GET /devices answers `devices`, the count totalDevices and totalFilteredDevices. */
export const DEVICE_LIST_RESOURCE = defineListResource({
  resource: 'devices',
  itemsKey: 'devices',
  countKeys: { total: 'totalDevices', filtered: 'totalFilteredDevices', approximate: 'approximate' },
  sort: DEVICE_SORT_COLUMNS,
  filters: {
    datePicker: 'dateRange',
    hostname: 'options',
    lastActiveUser: 'options',
    agentVersion: 'options',
    extensionVersion: 'options',
    operatingSystem: 'options',
    cpuArchitecture: 'options',
    agentStatus: 'options',
    extensionStatus: 'options',
    // What the Protected devices widget counts: the agent not switched off, the extension active and not switched off.
    agentActive: 'boolean',
    extensionActive: 'boolean',
  },
});

/** Audit logs: GET /audit-logs answers `results`, the count total and filtered. */
export const AUDIT_LOG_LIST_RESOURCE = defineListResource({
  resource: 'audit-logs',
  itemsKey: 'results',
  countKeys: { total: 'total', filtered: 'filtered', approximate: 'approximate' },
  sort: AUDIT_LOG_SORT_COLUMNS,
  filters: { datePicker: 'dateRange', user: 'options', page: 'options', action: 'options', outcome: 'options' },
});
