import type { QuickFilter } from 'shared-ui';

/**
 * The device grid's main filters, in the bar: the states a fleet is triaged by. The others, the date picker (over
 * last seen) among them, are under "More filters".
 */
export const DEVICE_MAIN_FILTERS = ['operatingSystem', 'agentStatus', 'extensionStatus'] as const;

/** Ready-made views of the device grid (the "Saved views" menu). */
export const DEVICE_QUICK_FILTERS: readonly QuickFilter[] = [
  { label: 'Agents offline', filters: () => ({ agentStatus: { kind: 'options', values: ['Offline'] } }) },
  {
    label: 'Extension not active',
    filters: () => ({ extensionStatus: { kind: 'options', values: ['Inactive', 'Disabled', 'Not installed'] } }),
  },
];
