import { FlagOutlined, UserAddOutlined, Dropdown, Button } from 'shared-ui';
import { useState } from 'react';
import { INCIDENT_STATUSES } from 'shared-contracts';
import type { GridSelection } from 'shared-ui';
import { STATUS_LABELS } from '../../common/incident-labels';
import type { BulkChange } from './bulk-change';
import { BulkChangeDialog } from './bulk-change-dialog';

/** Props of the bulk actions. */
export interface BulkActionsProps {
  selection: GridSelection;
  /** Clears the selection after a change. */
  onDone: () => void;
}

/**
 * Assign, change status and flag for the selected incidents (or all matching); each confirms before one batch call.
 * Over All tenants (issue 31) each change applies in each incident's tenant; Assign offers the users of every tenant
 * concerned.
 */
export function BulkActions({ selection, onDone }: BulkActionsProps) {
  const [draft, setDraft] = useState<BulkChange | null>(null);
  const statusItems = INCIDENT_STATUSES.map((status) => ({ key: status, label: STATUS_LABELS[status] }));
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        icon={<UserAddOutlined aria-hidden="true" />}
        onClick={() => setDraft({ kind: 'assign', assignedTo: undefined, assigneeName: '' })}
      >
        Assign
      </Button>
      <Dropdown
        trigger={['click']}
        menu={{
          items: statusItems,
          onClick: ({ key }) => {
            const status = INCIDENT_STATUSES.find((value) => value === key);
            if (status) setDraft({ kind: 'status', status });
          },
        }}
      >
        <Button size="sm" variant="outline">
          Change status
        </Button>
      </Dropdown>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'flag', label: 'Flag' },
            { key: 'unflag', label: 'Remove flag' },
          ],
          onClick: ({ key }) => setDraft({ kind: 'flag', flagged: key === 'flag' }),
        }}
      >
        <Button size="sm" variant="outline" icon={<FlagOutlined aria-hidden="true" />}>
          Flag
        </Button>
      </Dropdown>
      {draft ? (
        <BulkChangeDialog
          selection={selection}
          change={draft}
          onChange={setDraft}
          onClose={() => setDraft(null)}
          onDone={() => {
            setDraft(null);
            onDone();
          }}
        />
      ) : null}
    </>
  );
}
