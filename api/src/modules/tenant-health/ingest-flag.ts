import { formatNumber } from 'shared-contracts';

/**
 * When a tenant's ingest counts as stopped, compared with its own last week (README, "Tenant health"): its baseline is
 * the daily average of the 7 days before the last 24 hours; it is flagged when that baseline is at least
 * {@link MIN_BASELINE_PER_DAY} events a day and the last 24 hours brought less than {@link STOPPED_SHARE} of it.
 * A quiet tenant (under the minimum) is never flagged: a few events a day do not make silence meaningful.
 */
const MIN_BASELINE_PER_DAY = 10;
/** The share of the baseline below which the last 24 hours count as stopped (10%). */
const STOPPED_SHARE = 0.1;
/** The days of the baseline (the 7 days before the last 24 hours). */
const BASELINE_DAYS = 7;

const whole = (value: number) => formatNumber(Math.round(value));

/** The reason a tenant is flagged, or null: `events24h` in the last 24 hours, `baselineEvents` in the 7 days before. */
export function ingestFlag(events24h: number, baselineEvents: number): string | null {
  const perDay = baselineEvents / BASELINE_DAYS;
  if (perDay < MIN_BASELINE_PER_DAY || events24h >= perDay * STOPPED_SHARE) return null;
  const before = `${whole(perDay)} a day in the 7 days before`;
  if (events24h === 0) return `No events in the last 24 h; ${before}`;
  const percent = Math.max(1, Math.floor((events24h / perDay) * 100));
  return `${whole(events24h)} ${events24h === 1 ? 'event' : 'events'} in the last 24 h, ${percent}% of ${before}`;
}
