import { slaStanding } from 'shared-contracts';

const MINUTE_MS = 60_000;

/**
 * An incident's SLA as the grid shows it at `now`: 'Breached' past its next target, else the time left in its two
 * largest units ('3 days 4 h left', '2 h 15 min left', '12 min left', 'Under 1 min left'); '' without a clock (closed).
 */
export function slaText(slaDueAt: string | null, now: number): string {
  const { state, msLeft } = slaStanding(slaDueAt, now);
  if (state === 'none' || msLeft === null) return '';
  if (state === 'breached') return 'Breached';
  const minutes = Math.floor(msLeft / MINUTE_MS);
  if (minutes < 1) return 'Under 1 min left';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'}${hours > 0 ? ` ${hours} h` : ''} left`;
  if (hours > 0) return `${hours} h${rest > 0 ? ` ${rest} min` : ''} left`;
  return `${rest} min left`;
}
