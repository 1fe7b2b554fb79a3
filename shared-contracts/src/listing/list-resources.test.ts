import { AUDIT_LOG_FILTERS, DEVICE_FILTERS, INCIDENT_FILTERS } from './grid-filters';
import { EGRESS_FILTERS } from './egress-filters';
import { dateRangeFilter, filterKey, optionsFilter, optionsOf, rangeFilter } from './filter-definition';
import {
  AUDIT_LOG_LIST_RESOURCE,
  DEVICE_LIST_RESOURCE,
  EGRESS_EVENT_LIST_RESOURCE,
  INCIDENT_LIST_RESOURCE,
  listingNames,
  resourceFilters,
} from './list-resources';
import type { FilterKeyOf, SortOf } from './list-resources';

describe('list resources', () => {
  it.each([
    ['egress events', EGRESS_EVENT_LIST_RESOURCE, EGRESS_FILTERS],
    ['incidents', INCIDENT_LIST_RESOURCE, INCIDENT_FILTERS],
    ['devices', DEVICE_LIST_RESOURCE, DEVICE_FILTERS],
    ['audit logs', AUDIT_LOG_LIST_RESOURCE, AUDIT_LOG_FILTERS],
  ] as const)("the %s bar is the resource's declaration, each filter once", (_name, resource, filters) => {
    expect(filters).toBe(resource.filters);
    expect(new Set(filters.map((filter) => filter.key)).size).toBe(filters.length);
  });

  it('sorts the incidents by their own columns and by the event facts their table indexes, in that order', () => {
    expect(INCIDENT_LIST_RESOURCE.sort).toEqual([
      'created',
      'updated',
      'severity',
      'status',
      'assignedTo',
      'slaDueAt',
      'hostname',
      'username',
      'destination',
      'egressChannel',
      'policyVerdict',
      'dataVolume',
      'totalHitCount',
    ]);
  });

  it('derives the key type of a filter from its label as filterKey does at run time', () => {
    const hostName = optionsFilter('Host Name', { options: [] });
    const requestType = optionsFilter('Exception Request type', { options: [] });
    const keys: ['hostname', 'exceptionRequestType', 'datePicker', 'mipLabel'] = [
      hostName.key,
      requestType.key,
      dateRangeFilter().key,
      filterKey('MIP Label'),
    ];
    expect(keys).toEqual(['hostname', 'exceptionRequestType', 'datePicker', 'mipLabel']);
  });

  it("declares the filters each grid's bar shows, the others under More filters", () => {
    expect(EGRESS_EVENT_LIST_RESOURCE.mainFilters).toEqual(['datePicker', 'egressChannel', 'username', 'destination']);
    expect(INCIDENT_LIST_RESOURCE.mainFilters).toEqual(['datePicker', 'severity', 'status', 'assignedTo']);
    expect(DEVICE_LIST_RESOURCE.mainFilters).toEqual(['operatingSystem', 'agentStatus', 'extensionStatus']);
    expect(AUDIT_LOG_LIST_RESOURCE.mainFilters).toBeUndefined();
  });

  it('names the list and count answers from the declaration', () => {
    expect(listingNames(EGRESS_EVENT_LIST_RESOURCE)).toEqual({
      items: 'events',
      total: 'totalEgressEvents',
      filtered: 'totalFilteredEgressEvents',
    });
  });

  it('rejects at compile time a filter the server does not know, or of another kind', () => {
    const known = resourceFilters(EGRESS_EVENT_LIST_RESOURCE, [
      optionsFilter('Egress Channel', { options: optionsOf(['Email']) }),
      // @ts-expect-error: the egress events take no Severity filter
      optionsFilter('Severity', { options: optionsOf(['high']) }),
      // @ts-expect-error: Data Volume is a range, not a list of values
      optionsFilter('Data Volume', { options: [] }),
      rangeFilter('Total Hit Count'),
    ]);
    expect(known.map((filter) => filter.key)).toEqual(['egressChannel', 'severity', 'dataVolume', 'totalHitCount']);
  });

  it('types the sort columns and filter keys as unions', () => {
    const sort: SortOf<typeof INCIDENT_LIST_RESOURCE> = 'severity';
    // @ts-expect-error: the egress events do not sort by source
    const unsorted: SortOf<typeof EGRESS_EVENT_LIST_RESOURCE> = 'source';
    const filter: FilterKeyOf<typeof DEVICE_LIST_RESOURCE> = 'agentStatus';
    // @ts-expect-error: the audit log has no hostname filter
    const unknown: FilterKeyOf<typeof AUDIT_LOG_LIST_RESOURCE> = 'hostname';
    expect([sort, unsorted, filter, unknown]).toHaveLength(4);
  });
});
