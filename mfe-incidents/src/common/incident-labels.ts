import { labelOf, VALUE_LABELS } from 'shared-contracts';

/** Display text of the triage statuses: the console's one vocabulary. */
export const STATUS_LABELS = VALUE_LABELS.incidentStatus;

/** The display text of a status; unknown values show as sent. */
export function statusLabel(status: string): string {
  return labelOf('incidentStatus', status);
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count in its largest whole unit with one decimal: 512 B, 1.5 MB. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
