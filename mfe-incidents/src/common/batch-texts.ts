import {
  formatNumber,
  INCIDENT_BATCH_APPROVAL_OVER,
  INCIDENT_BATCH_UNDO_WINDOW_MS,
  INCIDENT_CLOSING_STATUSES,
  plural,
} from 'shared-contracts';
import type {
  IncidentBatch,
  IncidentBatchChanges,
  IncidentBatchOutcome,
  IncidentBatchUndoResult,
  IncidentScopeBatchOutcome,
  ToastInput,
} from 'shared-contracts';
import { STATUS_LABELS } from './incident-labels';

/** The words of a pending batch, for the requester and for the admins. */
export const AWAITING_APPROVAL = "Waiting for a second admin's approval";

const WINDOW_MINUTES = INCIDENT_BATCH_UNDO_WINDOW_MS / 60_000;

/** The toast after a batch: how many changed and where to undo it, or that it waits for a second admin. */
export function batchToast(outcome: IncidentBatchOutcome): ToastInput {
  if (outcome.state === 'pending') {
    return {
      title: AWAITING_APPROVAL,
      description: `${plural(outcome.count, 'incident', formatNumber(outcome.count))} will change once another Tenant Admin approves.`,
    };
  }
  return {
    title: `${plural(outcome.updated, 'incident')} updated`,
    description: `Undo it from the batches above the grid for ${WINDOW_MINUTES} minutes.`,
    variant: 'success',
  };
}

/**
 * The toast after a batch over All tenants (issue 31): the result in each tenant, by name ("Globex: 2 incidents
 * updated", "Initech: waiting for a second admin's approval (120 incidents)"), each undone from that tenant's batches.
 */
export function scopeBatchToast(outcome: IncidentScopeBatchOutcome, names: ReadonlyMap<string, string>): ToastInput {
  const updated = outcome.batches.reduce((sum, batch) => sum + (batch.state === 'pending' ? 0 : batch.updated), 0);
  const pending = outcome.batches.some((batch) => batch.state === 'pending');
  const lines = outcome.batches.map((batch) => {
    const name = names.get(batch.tenantId) ?? batch.tenantId;
    return batch.state === 'pending'
      ? `${name}: ${AWAITING_APPROVAL.toLowerCase()} (${plural(batch.count, 'incident', formatNumber(batch.count))})`
      : `${name}: ${plural(batch.updated, 'incident')} updated`;
  });
  return {
    title: `${plural(updated, 'incident')} updated in ${plural(outcome.batches.length, 'tenant')}`,
    description: `${lines.join('; ')}. Undo it from each tenant's batches above its grid for ${WINDOW_MINUTES} minutes.`,
    ...(pending ? {} : { variant: 'success' as const }),
  };
}

/** The toast after an undo: "Restored N incidents; M skipped because they changed since", and the deleted ones. */
export function undoToast(result: IncidentBatchUndoResult): ToastInput {
  const title = `Restored ${plural(result.restored, 'incident')}; ${result.changedSince} skipped because they changed since`;
  return result.deleted > 0
    ? { title, description: `${plural(result.deleted, 'incident')} deleted since could not be restored.` }
    : { title, variant: 'success' };
}

/** What a batch sets, in words: "Status: Resolved", "Assigned to someone", "Flagged". */
export function describeBatchChanges(changes: IncidentBatchChanges): string {
  const parts: string[] = [];
  if (changes.status !== undefined) parts.push(`Status: ${STATUS_LABELS[changes.status]}`);
  if (changes.assignedTo !== undefined) parts.push(changes.assignedTo === null ? 'Unassigned' : 'Assigned');
  if (changes.flagged !== undefined) parts.push(changes.flagged ? 'Flagged' : 'Flag removed');
  return parts.join(', ');
}

/** Why a pending batch waits, in words. */
export function approvalReasonText(batch: Pick<IncidentBatch, 'approvalReasons'>): string {
  return batch.approvalReasons
    .map((reason) =>
      reason === 'many'
        ? `more than ${formatNumber(INCIDENT_BATCH_APPROVAL_OVER)} incidents`
        : 'it closes high-severity incidents',
    )
    .join(' and ');
}

/**
 * Said in the bulk change's dialog before it is sent, when the batch may wait for a second admin: over the four-eyes
 * size (`size` incidents; undefined when unknown), or a closing status, which waits if any incident is high.
 */
export function fourEyesNotice(changes: IncidentBatchChanges, size: number | undefined): string | undefined {
  if (size === undefined || size > INCIDENT_BATCH_APPROVAL_OVER) {
    const many = `more than ${formatNumber(INCIDENT_BATCH_APPROVAL_OVER)} incidents`;
    return size === undefined
      ? `If it changes ${many}, a second Tenant Admin must approve it before it applies.`
      : `It changes ${many}: a second Tenant Admin must approve it before it applies.`;
  }
  if ((INCIDENT_CLOSING_STATUSES as readonly string[]).includes(changes.status ?? '')) {
    return 'If any of them is high severity, a second Tenant Admin must approve it before it applies.';
  }
  return undefined;
}
