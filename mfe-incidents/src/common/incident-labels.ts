import { INCIDENT_STATUS_LABELS } from 'shared-contracts';

/** Display text of the triage statuses. */
export const STATUS_LABELS = INCIDENT_STATUS_LABELS;

/** The display text of a status; unknown values show as sent. */
export function statusLabel(status: string): string {
  return (STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? status;
}
