import dayjs from 'dayjs';
import en from 'dayjs/locale/en';
import relativeTime from 'dayjs/plugin/relativeTime';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

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

const LOCALE_NAME = 'console-en';
let configured = false;

/**
 * SPEC §9's wording for dayjs' relativeTime plugin: whole units, rounded down, never months or years. Done on first
 * use, not on import, so importing the formatters changes nothing; the wording is a local locale (the global locale
 * stays), but dayjs keeps one set of relativeTime thresholds per instance, so they apply to any `.from()` of the page.
 */
function configureDayjs(): void {
  if (configured) return;
  configured = true;
  dayjs.extend(relativeTime, {
    rounding: Math.floor,
    thresholds: [
      { l: 's', r: 59, d: 'second' },
      { l: 'm', r: 1 },
      { l: 'mm', r: 59, d: 'minute' },
      { l: 'h', r: 1 },
      { l: 'hh', r: 23, d: 'hour' },
      { l: 'd', r: 1 },
      { l: 'dd', d: 'day' },
    ],
  });
  dayjs.locale(
    {
      ...en,
      name: LOCALE_NAME,
      relativeTime: {
        ...en.relativeTime,
        past: '%s ago',
        m: '1 minute',
        mm: '%d minutes',
        h: '1 hour',
        hh: '%d hours',
        d: '1 day',
        dd: '%d days',
      },
    },
    undefined,
    true,
  );
}

/**
 * How long ago a moment was, in its largest whole unit: '2 days ago', '1 hour ago', '5 minutes ago';
 * 'Now' under a minute and for moments in the future (clock skew). An unparseable moment answers ''.
 */
export function formatRelativeTime(moment: Moment, now: Moment = Date.now()): string {
  configureDayjs();
  const then = dayjs(moment);
  const reference = dayjs(now);
  if (!then.isValid() || !reference.isValid()) return '';
  if (reference.diff(then) < MINUTE_MS) return 'Now';
  return then.locale(LOCALE_NAME).from(reference);
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
