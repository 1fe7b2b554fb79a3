import { labelOf } from 'shared-contracts';
import type { AuditLogEntry, AuditLogSortColumn } from 'shared-contracts';
import { pivotRender, Time } from 'shared-ui';
import type { DataGridColumn } from 'shared-ui';

/**
 * The audit log's columns: when (the exact local time, as an auditor reads it), who, where, what, the outcome and the
 * object, in SPEC's order; all seven in view at 1440 px (the description wrapped), SPEC's five at 1024 px.
 */
export const AUDIT_LOG_COLUMNS: readonly DataGridColumn<AuditLogEntry, AuditLogSortColumn>[] = [
  {
    key: 'created',
    title: 'Created',
    width: 230,
    sortable: true,
    firstSort: 'desc',
    render: (entry) => <Time value={entry.created} zone />,
  },
  { key: 'user', title: 'User', width: 160, sortable: true, render: pivotRender('auditLog', 'actor', (e) => e.user) },
  { key: 'page', title: 'Page', width: 130, sortable: true },
  { key: 'action', title: 'Action', width: 170, sortable: true },
  {
    key: 'outcome',
    title: 'Outcome',
    width: 100,
    sortable: true,
    render: (entry) => labelOf('auditOutcome', entry.outcome),
  },
  {
    key: 'objectId',
    title: 'Object',
    width: 200,
    // The object's name where the API knows it (the id on hover); an id only when the object has none or is gone.
    render: (entry) =>
      entry.objectName !== null ? (
        <span title={entry.objectId ?? undefined}>{entry.objectName}</span>
      ) : (
        (entry.objectId ?? '')
      ),
  },
  { key: 'description', title: 'Description', width: 260, wrap: true, render: (entry) => entry.description ?? '' },
];
