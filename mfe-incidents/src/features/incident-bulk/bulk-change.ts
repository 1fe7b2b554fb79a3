import type { IncidentBatchChanges, IncidentStatus } from 'shared-contracts';
import { STATUS_LABELS } from '../../common/incident-labels';

/** A bulk change the analyst is about to confirm. */
export type BulkChange =
  | { kind: 'assign'; assignedTo: string | null | undefined; assigneeName: string }
  | { kind: 'status'; status: IncidentStatus }
  | { kind: 'flag'; flagged: boolean };

/** Whether the change is complete (an assignee has been chosen). */
export function isReady(change: BulkChange): boolean {
  return change.kind !== 'assign' || change.assignedTo !== undefined;
}

/** The fields a bulk change sets. */
export function changesOf(change: BulkChange): IncidentBatchChanges {
  if (change.kind === 'assign') return { assignedTo: change.assignedTo ?? null };
  if (change.kind === 'status') return { status: change.status };
  return { flagged: change.flagged };
}

/** The confirmation question of a bulk change over `count` (such as '12 incidents'): 'Assign 12 incidents to Ana?'. */
export function confirmQuestion(change: BulkChange, count: string): string {
  if (change.kind === 'assign') {
    if (change.assignedTo === undefined) return `Choose who to assign ${count} to.`;
    return change.assignedTo ? `Assign ${count} to ${change.assigneeName}?` : `Unassign ${count}?`;
  }
  if (change.kind === 'status') return `Set the status of ${count} to ${STATUS_LABELS[change.status]}?`;
  return change.flagged ? `Flag ${count}?` : `Remove the flag from ${count}?`;
}

/** The title of a bulk change's dialog. */
export function dialogTitle(kind: BulkChange['kind']): string {
  if (kind === 'assign') return 'Assign incidents';
  if (kind === 'status') return 'Change status';
  return 'Flag incidents';
}
