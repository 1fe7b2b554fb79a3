import { Form, Modal, Select, Typography, describeError, useRevalidateLists, useShell } from 'shared-ui';
import { useState } from 'react';
import { INCIDENT_BATCH_UNDO_WINDOW_MS, INCIDENT_STATUSES } from 'shared-contracts';
import type { IncidentStatus } from 'shared-contracts';
import { selectionSize } from 'shared-ui';
import type { GridSelection } from 'shared-ui';
import { AssigneeSelect } from '../../common/assignee-select';
import { STATUS_LABELS } from '../../common/incident-labels';
import { incidentKeys } from '../../common/incident-keys';
import { batchToast, fourEyesNotice, scopeBatchToast } from '../../common/batch-texts';
import { useAllTenants, useScopeTenantNames } from '../../common/tenant-scope';
import { useBatchUpdateIncidents, useScopeBatchUpdateIncidents } from './api/batch-update-incidents';
import { batchRequest, describeSelectionSize, scopeBatchRequest, selectionTenants } from './batch-request';
import { changesOf, confirmQuestion, dialogTitle, isReady } from './bulk-change';
import type { BulkChange } from './bulk-change';

const UNDO_MINUTES = INCIDENT_BATCH_UNDO_WINDOW_MS / 60_000;

/** Props of the bulk change dialog. */
export interface BulkChangeDialogProps {
  selection: GridSelection;
  change: BulkChange;
  /** Changes the value chosen (assignee, status). */
  onChange: (change: BulkChange) => void;
  onClose: () => void;
  /** Called after the batch succeeded. */
  onDone: () => void;
}

/**
 * Confirms a bulk change, saying exactly how many incidents will change, then sends one PATCH /incidents/batch,
 * revalidates the grid and its counts, and toasts how many were updated and where to undo it (the batches above the
 * grid), or that the batch waits for a second admin's approval.
 */
export function BulkChangeDialog({ selection, change, onChange, onClose, onDone }: BulkChangeDialogProps) {
  const { notify } = useShell();
  const batch = useBatchUpdateIncidents();
  const scopeBatch = useScopeBatchUpdateIncidents();
  const allTenants = useAllTenants();
  const names = useScopeTenantNames();
  const revalidateGrid = useRevalidateLists(incidentKeys);
  const [busy, setBusy] = useState(false);
  const count = describeSelectionSize(selection);
  const fourEyes = isReady(change) ? fourEyesNotice(changesOf(change), selectionSize(selection)) : undefined;

  const confirm = async () => {
    setBusy(true);
    try {
      // Over All tenants each tenant's part applies in that tenant, and the toast gives each tenant's result.
      const toast = allTenants
        ? scopeBatchToast(await scopeBatch(scopeBatchRequest(selection, changesOf(change))), names)
        : batchToast(await batch(batchRequest(selection, changesOf(change))));
      await revalidateGrid();
      notify(toast);
      onDone();
    } catch (error) {
      notify({ title: 'The incidents were not changed', description: describeError(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={dialogTitle(change.kind)}
      okText="Apply"
      onOk={() => void confirm()}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ disabled: !isReady(change) }}
      cancelButtonProps={{ disabled: busy }}
      destroyOnHidden
    >
      {change.kind === 'assign' ? (
        <Form.Item
          label="Assign to"
          layout="vertical"
          extra={allTenants ? 'Only users of every tenant concerned are listed.' : undefined}
        >
          <AssigneeSelect
            label="Assign to"
            tenants={allTenants ? selectionTenants(selection) : undefined}
            value={change.assignedTo}
            onChange={(userId, name) => onChange({ kind: 'assign', assignedTo: userId, assigneeName: name })}
          />
        </Form.Item>
      ) : null}
      {change.kind === 'status' ? (
        <Form.Item label="New status" layout="vertical">
          <Select<IncidentStatus>
            aria-label="New status"
            value={change.status}
            options={INCIDENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
            onChange={(status) => onChange({ kind: 'status', status })}
          />
        </Form.Item>
      ) : null}
      <Typography.Paragraph strong>{confirmQuestion(change, count)}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {selection.allMatching
          ? `Every incident matching the current filter is changed on the server (${count}), including rows not loaded here. This is one audited change that can be undone for ${UNDO_MINUTES} minutes.`
          : `Exactly ${count} will change. This is one audited change that can be undone for ${UNDO_MINUTES} minutes.`}
      </Typography.Paragraph>
      {fourEyes ? <Typography.Paragraph type="warning">{fourEyes}</Typography.Paragraph> : null}
    </Modal>
  );
}
