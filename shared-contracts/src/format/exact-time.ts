import type { Moment } from './relative-time';

/** How an absolute time is written. Both the locale and the zone default to the user's (the runtime's). */
export interface TimeFormatOptions {
  /** A BCP 47 locale ('en-US', 'de-DE'); the user's when absent. */
  locale?: string;
  /** An IANA zone ('UTC', 'Europe/Berlin'); the user's when absent. */
  timeZone?: string;
  /**
   * Whether the zone's short name follows the time ('… 09:30:59 AM UTC'): where the reader compares the time
   * with other systems, other people or a schedule (drawers, the audit log, report runs, hover texts).
   */
  zone?: boolean;
}

type Shape = 'dateTime' | 'dateMinute' | 'date' | 'shortDate';

const SHAPES: Record<Shape, Intl.DateTimeFormatOptions> = {
  dateTime: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  },
  dateMinute: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  shortDate: { month: 'short', day: 'numeric' },
};

/** Formatters by shape, locale, zone and zone name: building one per call is costly in a long grid. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(shape: Shape, options: TimeFormatOptions): Intl.DateTimeFormat {
  const key = `${shape}|${options.locale ?? ''}|${options.timeZone ?? ''}|${options.zone === true}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(options.locale, {
      ...SHAPES[shape],
      timeZone: options.timeZone,
      timeZoneName: options.zone ? 'short' : undefined,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function toDate(moment: Moment): Date {
  return moment instanceof Date ? moment : new Date(moment);
}

function format(shape: Shape, moment: Moment, options: TimeFormatOptions): string {
  const date = toDate(moment);
  if (Number.isNaN(date.getTime())) return typeof moment === 'string' ? moment : '';
  return formatterOf(shape, options).format(date);
}

/**
 * The console's one absolute time: date and time to the second in the user's locale and zone, such as
 * 'Nov 21, 2026, 06:30:59 AM' (en-US), with the zone's name when `zone` is set ('… AM UTC'). An unparseable moment
 * is shown as given.
 */
export function formatExactTime(moment: Moment, options: TimeFormatOptions = {}): string {
  return format('dateTime', moment, options);
}

/**
 * A scheduled moment to the minute, as formatExactTime without its seconds: 'Nov 21, 2026, 06:30 AM' (report runs, which
 * a schedule sets to the minute), with the zone's name when `zone` is set.
 */
export function formatScheduledTime(moment: Moment, options: TimeFormatOptions = {}): string {
  return format('dateMinute', moment, options);
}

/** A day in the user's locale and zone, such as 'Nov 21, 2026' (filter chips, pickers). */
export function formatDate(moment: Moment, options: TimeFormatOptions = {}): string {
  return format('date', moment, options);
}

/** A day without its year, such as 'Nov 21' (chart axes, where the period already names the year). */
export function formatShortDate(moment: Moment, options: TimeFormatOptions = {}): string {
  return format('shortDate', moment, options);
}

/** The user's IANA time zone ('Europe/Berlin'), or undefined where the runtime cannot say. */
export function userTimeZone(): string | undefined {
  try {
    return new Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

const PATTERN_TOKENS: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { year: 'YYYY', month: 'MMM', day: 'D' };

/**
 * formatDate's shape as a dayjs pattern, for a date picker's `format` ('MMM[ ]D[, ]YYYY' in en-US, 'D[. ]MMM[ ]YYYY'
 * in de-DE): the picker then shows its days the way the rest of the console writes them, and reads them back when typed.
 */
export function datePattern(options: Pick<TimeFormatOptions, 'locale'> = {}): string {
  return formatterOf('date', { locale: options.locale, timeZone: 'UTC' })
    .formatToParts(Date.UTC(2026, 10, 21))
    .map((part) => PATTERN_TOKENS[part.type] ?? `[${part.value}]`)
    .join('');
}
