import type { QuickFilter } from 'shared-ui';

/** Ready-made views of the incident grid (the "Saved views" menu). */
export const INCIDENT_QUICK_FILTERS: readonly QuickFilter[] = [
  {
    label: 'My open',
    filters: ({ user }) => ({
      assignedTo: { kind: 'options', values: [user.userId] },
      status: { kind: 'options', values: ['open', 'in_progress'] },
    }),
  },
  {
    label: 'Unassigned high',
    filters: () => ({
      assignedTo: { kind: 'options', values: ['unassigned'] },
      severity: { kind: 'options', values: ['high'] },
    }),
  },
  { label: 'Flagged', filters: () => ({ flagged: { kind: 'boolean', value: true } }) },
];
