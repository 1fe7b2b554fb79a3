const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A moment as a Date, epoch milliseconds or an ISO string. */
export type Moment = Date | number | string;

function toMs(moment: Moment): number {
  if (typeof moment === 'number') return moment;
  if (typeof moment === 'string') return Date.parse(moment);
  return moment.getTime();
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * How long ago a moment was, in its largest whole unit: '2 days ago', '1 hour ago', '5 minutes ago';
 * 'Now' under a minute and for moments in the future (clock skew). An unparseable moment answers ''.
 */
export function formatRelativeTime(moment: Moment, now: Moment = Date.now()): string {
  const then = toMs(moment);
  const elapsed = toMs(now) - then;
  if (Number.isNaN(elapsed)) return '';
  if (elapsed >= DAY_MS) return `${plural(Math.floor(elapsed / DAY_MS), 'day')} ago`;
  if (elapsed >= HOUR_MS) return `${plural(Math.floor(elapsed / HOUR_MS), 'hour')} ago`;
  if (elapsed >= MINUTE_MS) return `${plural(Math.floor(elapsed / MINUTE_MS), 'minute')} ago`;
  return 'Now';
}

/**
 * A time range shorter than 24 hours as 'last X hours Y minutes', rounded to the nearest minute with
 * singular units where the count is 1 and zero parts left out: 'last 2 hours 5 minutes', 'last 1 hour',
 * 'last 30 minutes'. Ranges under a minute read 'last 1 minute'. Answers undefined for ranges of 24 hours
 * or more (the caller shows dates instead) and for empty or inverted ranges.
 */
export function formatRecentRange(start: Moment, end: Moment): string | undefined {
  const span = toMs(end) - toMs(start);
  if (Number.isNaN(span) || span <= 0 || span >= DAY_MS) return undefined;
  const totalMinutes = Math.max(1, Math.round(span / MINUTE_MS));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const parts = [hours > 0 ? plural(hours, 'hour') : '', minutes > 0 ? plural(minutes, 'minute') : ''];
  return `last ${parts.filter(Boolean).join(' ')}`;
}
