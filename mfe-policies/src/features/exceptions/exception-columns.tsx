import { POLICY_EXCEPTION_STATE_LABELS } from 'shared-contracts';
import type { PolicyException } from 'shared-contracts';
import { Time } from 'shared-ui';
import type { DataGridColumn } from 'shared-ui';

/** What an exception exempts, as one line: "user ana.lee · channel Email". */
export function scopeText(exception: PolicyException): string {
  const parts: [string, string | null][] = [
    ['user', exception.username],
    ['group', exception.userGroup],
    ['destination', exception.destination],
    ['list', exception.listName ?? exception.listId],
    ['data type', exception.dataType],
    ['channel', exception.egressChannel],
  ];
  return parts
    .filter((part): part is [string, string] => part[1] !== null)
    .map(([name, value]) => `${name} ${value}`)
    .join(' · ');
}

/** The exceptions grid's columns: state, scope, reason, requester, span and approvals. */
export const EXCEPTION_COLUMNS: readonly DataGridColumn<PolicyException, 'created' | 'expiresAt'>[] = [
  {
    key: 'created',
    title: 'Requested',
    width: 200,
    sortable: true,
    firstSort: 'desc',
    render: (exception) => <Time value={exception.created} zone />,
  },
  { key: 'state', title: 'State', width: 100, render: (exception) => POLICY_EXCEPTION_STATE_LABELS[exception.state] },
  { key: 'scope', title: 'Scope', width: 260, wrap: true, action: true, render: scopeText },
  { key: 'reason', title: 'Reason', width: 220, wrap: true },
  { key: 'requestedByName', title: 'Requested By', width: 150 },
  {
    key: 'expiresAt',
    title: 'Expires',
    width: 200,
    sortable: true,
    render: (exception) => <Time value={exception.expiresAt} zone />,
  },
  {
    key: 'approvals',
    title: 'Approvals',
    width: 110,
    render: (exception) => `${exception.approvals} of ${exception.approvalsRequired}`,
  },
];
