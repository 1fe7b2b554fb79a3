/**
 * RFC 3339 date-times that PostgreSQL and JavaScript both accept, as every API input of `format: 'date-time'`:
 * a real calendar day (no 2026-02-30), hours 00-23, no leap second, an offset within ±23:59, and years 0001-9999
 * both as written and in UTC (PostgreSQL refuses the year 0000; ISO 8601 has four-digit years).
 */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;

/** The earliest and latest instants accepted (UTC). */
export const EARLIEST_DATE_TIME = Date.parse('0001-01-01T00:00:00.000Z');
export const LATEST_DATE_TIME = Date.parse('9999-12-31T23:59:59.999Z');

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether a value is an instant in the range above (a parsed Date or its time). */
export function isInstantInRange(time: number): boolean {
  return Number.isFinite(time) && time >= EARLIEST_DATE_TIME && time <= LATEST_DATE_TIME;
}

/** Whether `text` is an RFC 3339 date-time in the range both PostgreSQL and JavaScript accept. */
export function isIsoDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offsetHour = 0, offsetMinute = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  if (year === undefined || month === undefined || day === undefined) return false;
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  if ((hour ?? 99) > 23 || (minute ?? 99) > 59 || (second ?? 99) > 59) return false;
  if (offsetHour > 23 || offsetMinute > 59) return false;
  return isInstantInRange(Date.parse(text));
}
