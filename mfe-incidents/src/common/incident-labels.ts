import { labelOf, VALUE_LABELS } from 'shared-contracts';

/** Display text of the triage statuses: the console's one vocabulary. */
export const STATUS_LABELS = VALUE_LABELS.incidentStatus;

/** The display text of a status; unknown values show as sent. */
export function statusLabel(status: string): string {
  return labelOf('incidentStatus', status);
}
