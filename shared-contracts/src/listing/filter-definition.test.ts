import { INCIDENT_FILTER_NAMES, EGRESS_FILTER_NAMES, DEVICE_FILTER_NAMES, AUDIT_FILTER_NAMES } from '../constants';
import {
  activeFilters,
  booleanFilter,
  dateRangeFilter,
  filterKey,
  filterParamNames,
  filterParams,
  isFilterActive,
  optionsFilter,
  rangeFilter,
} from './filter-definition';

// DESIGN §4's exact list of filter query keys.
const DESIGN_KEYS = [
  'source',
  'dataType',
  'contentCategory',
  'mipLabel',
  'egressChannel',
  'dataVolume',
  'policyName',
  'policyVerdict',
  'hostname',
  'username',
  'destination',
  'datePicker',
  'totalHitCount',
  'severity',
  'assignedTo',
  'status',
  'flagged',
  'exceptionRequestStatus',
  'exceptionRequestType',
  // Issue 30 item 2, beyond DESIGN §4's list.
  'sla',
  'lastActiveUser',
  'agentVersion',
  'extensionVersion',
  'operatingSystem',
  'cpuArchitecture',
  'agentStatus',
  'extensionStatus',
  'user',
  'page',
  'action',
  'outcome',
];

describe('filterKey', () => {
  it('maps every SPEC filter name onto a DESIGN §4 query key', () => {
    const names = [...EGRESS_FILTER_NAMES, ...INCIDENT_FILTER_NAMES, ...DEVICE_FILTER_NAMES, ...AUDIT_FILTER_NAMES];
    for (const name of names) expect(DESIGN_KEYS).toContain(filterKey(name));
  });

  it('lowercases acronyms and follows DESIGN where it differs from camelCase', () => {
    expect(filterKey('MIP Label')).toBe('mipLabel');
    expect(filterKey('CPU Architecture')).toBe('cpuArchitecture');
    expect(filterKey('Exception Request type')).toBe('exceptionRequestType');
    expect(filterKey('Host Name')).toBe('hostname');
    expect(filterKey('Hostname')).toBe('hostname');
    expect(filterKey('Operating Systems')).toBe('operatingSystem');
  });

  it('builds definitions that keep SPEC label and derive the key', () => {
    expect(optionsFilter('Host Name', { endpoint: '/filters/hostname-options' })).toEqual({
      kind: 'options',
      key: 'hostname',
      label: 'Host Name',
      source: { endpoint: '/filters/hostname-options' },
    });
    expect(rangeFilter('Data Volume', { unit: 'MB' })).toMatchObject({ key: 'dataVolume', unit: 'MB' });
    expect(dateRangeFilter()).toMatchObject({ kind: 'dateRange', label: 'Date Picker' });
    expect(booleanFilter('Flagged')).toMatchObject({ kind: 'boolean', key: 'flagged' });
  });
});

describe('filterParams', () => {
  it('repeats options, suffixes ranges, uses from/to and booleans as text', () => {
    expect(filterParams('hostname', { kind: 'options', values: ['a', 'b'] })).toEqual([
      ['hostname', 'a'],
      ['hostname', 'b'],
    ]);
    expect(filterParams('dataVolume', { kind: 'range', min: 0, max: 10 })).toEqual([
      ['dataVolumeMin', '0'],
      ['dataVolumeMax', '10'],
    ]);
    expect(filterParams('totalHitCount', { kind: 'range', max: 5 })).toEqual([['totalHitCountMax', '5']]);
    expect(filterParams('datePicker', { kind: 'dateRange', from: '2026-01-01T00:00:00.000Z' })).toEqual([
      ['from', '2026-01-01T00:00:00.000Z'],
    ]);
    expect(filterParams('flagged', { kind: 'boolean', value: false })).toEqual([['flagged', 'false']]);
  });

  it('names the parameters each kind owns', () => {
    expect(filterParamNames(rangeFilter('Total Hit Count'))).toEqual(['totalHitCountMin', 'totalHitCountMax']);
    expect(filterParamNames(dateRangeFilter())).toEqual(['from', 'to']);
    expect(filterParamNames(booleanFilter('Flagged'))).toEqual(['flagged']);
  });

  it('treats empty values as inactive', () => {
    expect(isFilterActive({ kind: 'options', values: [] })).toBe(false);
    expect(isFilterActive({ kind: 'range' })).toBe(false);
    expect(isFilterActive({ kind: 'boolean', value: false })).toBe(true);
    expect(
      activeFilters({ a: { kind: 'options', values: [] }, b: { kind: 'range', min: 1 }, c: { kind: 'dateRange' } }),
    ).toEqual({ b: { kind: 'range', min: 1 } });
  });
});
