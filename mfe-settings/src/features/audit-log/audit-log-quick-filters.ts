import { lastHours } from 'shared-ui';
import type { QuickFilter } from 'shared-ui';

/** Ready-made views of the audit log (the "Saved views" menu). */
export const AUDIT_LOG_QUICK_FILTERS: readonly QuickFilter[] = [
  { label: 'Failures', filters: () => ({ outcome: { kind: 'options', values: ['Failure'] } }) },
  { label: 'Last 24 hours', filters: ({ now }) => ({ datePicker: lastHours(now, 24) }) },
];
