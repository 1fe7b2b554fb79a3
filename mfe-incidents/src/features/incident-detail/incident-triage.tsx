import { Form, Select, Switch } from 'shared-ui';
import { EXCEPTION_STATUSES, INCIDENT_STATUSES, labelOf } from 'shared-contracts';
import type { ExceptionFilterStatus, ExceptionStatus, ExtendedIncident, IncidentStatus } from 'shared-contracts';
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

/**
 * The statuses an incident's exception can be given; Expired, derived by the API once its exception's expiry passed,
 * is shown while it holds but cannot be chosen.
 */
function exceptionOptions(current: ExceptionFilterStatus) {
  const given = EXCEPTION_STATUSES.map((value) => ({
    value,
    label: labelOf('exceptionStatus', value),
    disabled: false,
  }));
  return current === 'Expired'
    ? [...given, { value: current, label: labelOf('exceptionStatus', current), disabled: true }]
    : given;
}

/** Assignee, status, flag and exception status of an incident; each change is saved at once. */
export function IncidentTriage({ incident, saving, onSave, onExceptionStatus }: IncidentTriageProps) {
  const exceptionStatus: ExceptionFilterStatus = incident.exceptionRequestStatus ?? 'None';
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
        <Select<ExceptionFilterStatus>
          aria-label="Exception status"
          value={exceptionStatus}
          loading={saving === 'exceptionStatus'}
          disabled={busy || !incident.eventId}
          options={exceptionOptions(exceptionStatus)}
          onChange={(status) => {
            if (status !== 'Expired') onExceptionStatus(status);
          }}
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
