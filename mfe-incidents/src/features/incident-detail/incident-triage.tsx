import { Form, Select, Switch } from 'shared-ui';
import { EXCEPTION_STATUSES, INCIDENT_STATUSES, labelOf } from 'shared-contracts';
import type { ExceptionStatus, ExtendedIncident, IncidentStatus } from 'shared-contracts';
import { AssigneeSelect } from '../../common/assignee-select';
import { STATUS_LABELS, statusLabel } from '../../common/incident-labels';
import type { IncidentChanges } from './api/update-incident';
import type { TriageField } from './use-incident-triage';

/** Props of the triage controls. */
export interface IncidentTriageProps {
  incident: ExtendedIncident;
  /** The field being saved, if any. */
  saving: TriageField | null;
  /** Saves assignee, status or flag. */
  onSave: (field: Exclude<TriageField, 'exceptionStatus'>, changes: IncidentChanges, title: string) => void;
  /** Saves the exception status. */
  onExceptionStatus: (status: ExceptionStatus) => void;
}

/** Assignee, status, flag and exception status of an incident; each change is saved at once. */
export function IncidentTriage({ incident, saving, onSave, onExceptionStatus }: IncidentTriageProps) {
  const busy = saving !== null;
  return (
    <Form
      layout="vertical"
      component="section"
      aria-label="Triage"
      style={{ display: 'grid', gap: 0, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 16 }}
    >
      <Form.Item label="Assignee">
        <AssigneeSelect
          value={incident.assignedTo}
          valueLabel={incident.assignedToName}
          loading={saving === 'assignedTo'}
          disabled={busy}
          onChange={(userId) =>
            onSave('assignedTo', { assignedTo: userId }, userId ? 'Incident assigned' : 'Incident unassigned')
          }
        />
      </Form.Item>
      <Form.Item label="Status">
        <Select<IncidentStatus>
          aria-label="Status"
          value={incident.status}
          loading={saving === 'status'}
          disabled={busy}
          options={INCIDENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          onChange={(status) => onSave('status', { status }, `Status set to ${statusLabel(status)}`)}
        />
      </Form.Item>
      <Form.Item label="Exception status">
        <Select<ExceptionStatus>
          aria-label="Exception status"
          value={incident.exceptionRequestStatus ?? 'None'}
          loading={saving === 'exceptionStatus'}
          disabled={busy || !incident.eventId}
          options={EXCEPTION_STATUSES.map((value) => ({ value, label: labelOf('exceptionStatus', value) }))}
          onChange={onExceptionStatus}
        />
      </Form.Item>
      <Form.Item label="Flagged">
        <Switch
          aria-label="Flagged"
          checked={incident.flagged}
          loading={saving === 'flagged'}
          disabled={busy}
          onChange={(flagged) => onSave('flagged', { flagged }, flagged ? 'Incident flagged' : 'Flag removed')}
        />
      </Form.Item>
    </Form>
  );
}
