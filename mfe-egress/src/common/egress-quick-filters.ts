import { lastHours } from 'shared-ui';
import type { QuickFilter } from 'shared-ui';

/** Events of 10 MiB and more: the "Large transfers" quick filter's floor. */
const LARGE_TRANSFER_BYTES = 10 * 1024 * 1024;

/** Ready-made views of the egress grid (the "Saved views" menu). */
export const EGRESS_QUICK_FILTERS: readonly QuickFilter[] = [
  { label: 'Last 24 hours', filters: ({ now }) => ({ datePicker: lastHours(now, 24) }) },
  {
    label: 'Large transfers (10 MB and more)',
    filters: () => ({ dataVolume: { kind: 'range', min: LARGE_TRANSFER_BYTES } }),
  },
];
