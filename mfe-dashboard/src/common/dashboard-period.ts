import { DASHBOARD_DEFAULT_DAYS, DASHBOARD_MAX_RANGE_DAYS, userTimeZone } from 'shared-contracts';

const DAY_MS = 86_400_000;
/** The longest range the API answers, in milliseconds (it compares the two instants, not calendar days). */
const MAX_RANGE_MS = DASHBOARD_MAX_RANGE_DAYS * DAY_MS;

/**
 * The dashboard's period: the last N days ending now (moved forward at every fetch, so a refresh shows new events),
 * or whole local days from one date to another (both included, as YYYY-MM-DD).
 */
export type DashboardPeriod =
  | { readonly kind: 'last'; readonly days: number }
  | { readonly kind: 'between'; readonly from: string; readonly to: string };

/** A widget's range as the API takes it: [rangeStart, rangeEnd) as ISO times. */
export interface DashboardRange {
  rangeStart: string;
  rangeEnd: string;
}

/** The default period: the last 90 days ending now (SPEC §9). */
export const DEFAULT_PERIOD: DashboardPeriod = { kind: 'last', days: DASHBOARD_DEFAULT_DAYS };

/** Local midnight of a YYYY-MM-DD day, `offset` days later. */
export function localMidnight(day: string, offset = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + offset);
}

/** The range a period stands for at `now`; never longer than the API accepts. */
export function resolvePeriod(period: DashboardPeriod, now: Date): DashboardRange {
  const end = period.kind === 'last' ? now.getTime() : localMidnight(period.to, 1).getTime();
  const wanted = period.kind === 'last' ? end - period.days * DAY_MS : localMidnight(period.from).getTime();
  // A daylight-saving change can make 366 local days an hour longer than 366 x 24 h: keep the end, trim the start.
  const start = Math.max(wanted, end - MAX_RANGE_MS);
  return { rangeStart: new Date(start).toISOString(), rangeEnd: new Date(end).toISOString() };
}

/** How many calendar days a picked range covers, both ends included. */
export function daysCovered(from: Date, to: Date): number {
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
}

/** Whether a picked range (its ends in either order) is longer than the API answers (DASHBOARD_MAX_RANGE_DAYS). */
export function exceedsMaxRange(one: Date, other: Date): boolean {
  const [from, to] = one <= other ? [one, other] : [other, one];
  return daysCovered(from, to) > DASHBOARD_MAX_RANGE_DAYS;
}

/** A YYYY-MM-DD day of a local date. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The period of a picked range of days, or null when it is inverted or longer than the API answers. */
export function periodBetween(from: Date, to: Date): DashboardPeriod | null {
  if (daysCovered(from, to) < 1 || exceedsMaxRange(from, to)) return null;
  return { kind: 'between', from: localDay(from), to: localDay(to) };
}

/**
 * Whether the picker refuses a day: days after today, and, once the first end is chosen, days that would make the
 * range longer than DASHBOARD_MAX_RANGE_DAYS.
 */
export function isDayRefused(day: Date, today: Date, chosen?: Date): boolean {
  if (localDay(day) > localDay(today)) return true;
  return chosen !== undefined && exceedsMaxRange(chosen, day);
}

/** The user's IANA time zone, in which the daily widgets count their days. */
export function dashboardTimeZone(): string {
  return userTimeZone() ?? 'UTC';
}
