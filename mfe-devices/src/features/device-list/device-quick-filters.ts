import type { QuickFilter } from 'shared-ui';

/** Ready-made views of the device grid (the "Saved views" menu). */
export const DEVICE_QUICK_FILTERS: readonly QuickFilter[] = [
  { label: 'Agents offline', filters: () => ({ agentStatus: { kind: 'options', values: ['Offline'] } }) },
  {
    label: 'Extension not active',
    filters: () => ({ extensionStatus: { kind: 'options', values: ['Inactive', 'Disabled', 'Not installed'] } }),
  },
];
