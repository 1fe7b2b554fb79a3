import { DEVICE_FILTER_NAMES } from 'shared-contracts';
import { DEVICE_FILTERS } from './device-filters';

describe('DEVICE_FILTERS', () => {
  it("are SPEC's device filters, in order, under the API's query keys", () => {
    // SPEC's, then what the dashboard's Protected devices counts (issue 33's drill-down).
    expect(DEVICE_FILTERS.map((filter) => filter.label)).toEqual([
      ...DEVICE_FILTER_NAMES,
      'Agent Active',
      'Extension Active',
    ]);
    expect(DEVICE_FILTERS.map((filter) => filter.key)).toEqual([
      'datePicker',
      'hostname',
      'lastActiveUser',
      'agentVersion',
      'extensionVersion',
      'operatingSystem',
      'cpuArchitecture',
      'agentStatus',
      'extensionStatus',
      'agentActive',
      'extensionActive',
    ]);
  });

  it('offers the three agent statuses and the four extension statuses', () => {
    const choices = (key: string) => {
      const filter = DEVICE_FILTERS.find((item) => item.key === key);
      return filter?.kind === 'options' && 'options' in filter.source ? filter.source.options.map((o) => o.value) : [];
    };
    expect(choices('agentStatus')).toEqual(['Inactive', 'Offline', 'Online']);
    expect(choices('extensionStatus')).toEqual(['Active', 'Inactive', 'Disabled', 'Not installed']);
  });
});
