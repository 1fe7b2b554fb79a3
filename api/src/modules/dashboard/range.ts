import { sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_MAX_RANGE_DAYS } from 'shared-contracts';
import { badRequest } from '../../lib/http/problem';
import { endHourFromRollup } from '../../lib/listing';

const DAY_MS = 86_400_000;
/** The quarter-hour rollups' unit: days in any time zone are whole quarters. */
const QUARTER_HOUR_MS = 15 * 60_000;

/** A widget's range: [start, end). */
export interface DashboardRange {
  start: Date;
  end: Date;
}

/** The range of a query, refused (400) when inverted, empty or longer than DASHBOARD_MAX_RANGE_DAYS. */
export function rangeOf(query: { rangeStart: string; rangeEnd: string }): DashboardRange {
  const start = new Date(query.rangeStart);
  const end = new Date(query.rangeEnd);
  if (end.getTime() <= start.getTime()) throw badRequest('rangeEnd', 'must be after rangeStart');
  if (end.getTime() - start.getTime() > DASHBOARD_MAX_RANGE_DAYS * DAY_MS) {
    throw badRequest('rangeEnd', `must be at most ${DASHBOARD_MAX_RANGE_DAYS} days after rangeStart`);
  }
  return { start, end };
}

/** An IANA time zone name, UTC when left out; an unknown one is refused (400). */
export function timezoneOf(query: { timezone?: string }): string {
  const zone = query.timezone ?? 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw badRequest('timezone', 'is not an IANA time zone (for example Europe/Berlin)');
  }
}

/** A UTC day as PostgreSQL's date text. */
const utcDay = (time: Date) => time.toISOString().slice(0, 10);

/** Half-open intervals of time, as a condition on a column (false when there are none). */
function within(column: SQL, intervals: readonly [number, number][]): SQL {
  const parts = intervals
    .filter(([from, to]) => from < to)
    .map(
      ([from, to]) =>
        sql`(${column} >= ${new Date(from).toISOString()}::timestamptz AND ${column} < ${new Date(to).toISOString()}::timestamptz)`,
    );
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` OR `)})`;
}

const HOUR_MS = 3_600_000;
/** The raw rows' time: events and incidents alike. */
const CREATED = sql.raw('created');

/**
 * A range split for a rollup by quarter hour: the whole quarters inside it (the rollup's `bucket`) and the partial
 * quarters at both ends (raw rows, at most one quarter's worth each), so the sum is exact for any range.
 */
export interface QuarterHourParts {
  buckets: SQL;
  /** The raw rows' condition on their `created`. */
  raw: SQL;
  /** Whether the range has partial quarters at its ends (else `raw` is false and no raw row need be read). */
  edges: boolean;
}

export function splitQuarterHours(range: DashboardRange): QuarterHourParts {
  const start = range.start.getTime();
  const end = range.end.getTime();
  const from = Math.ceil(start / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const to = Math.floor(end / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  if (from >= to) return { buckets: sql`false`, raw: within(CREATED, [[start, end]]), edges: start < end };
  return {
    buckets: within(sql.raw('bucket'), [[from, to]]),
    raw: within(CREATED, [
      [start, from],
      [to, end],
    ]),
    edges: start < from || to < end,
  };
}

/**
 * A range split for a daily rollup with an hourly sibling: the whole UTC days inside it (the daily table's `day`),
 * the whole hours of the partial days (the hourly table's `hour`), and the partial hours at both ends (raw rows).
 * Every instant of the range is in exactly one part.
 */
export interface DayHourParts {
  days: SQL;
  hours: SQL;
  /** The raw rows' condition on their `created`. */
  raw: SQL;
  /**
   * The raw rows to take away (`false` unless `endFromRollup` was asked and applies): those after the end in the
   * end's hour, whose rollup row `hours` then includes in place of the raw rows before the end (endHourFromRollup).
   */
  after: SQL;
}

/** `endFromRollup`: a reader that can subtract (sums, not sets) may read the end's partial hour from its rollup row. */
export function splitDaysAndHours(range: DashboardRange, options: { endFromRollup?: boolean } = {}): DayHourParts {
  const start = range.start.getTime();
  const end = range.end.getTime();
  const hourFrom = Math.ceil(start / HOUR_MS) * HOUR_MS;
  const hourTo = Math.floor(end / HOUR_MS) * HOUR_MS;
  const none = sql`false`;
  const lastHour = options.endFromRollup === true && endHourFromRollup(end);
  if (hourFrom > hourTo || (hourFrom === hourTo && !lastHour)) {
    return { days: none, hours: none, raw: within(CREATED, [[start, end]]), after: none };
  }
  const hourEnd = lastHour ? hourTo + HOUR_MS : hourTo;
  const dayFrom = Math.ceil(start / DAY_MS) * DAY_MS;
  const dayTo = Math.floor(end / DAY_MS) * DAY_MS;
  const raw = within(CREATED, [
    [start, hourFrom],
    [lastHour ? end : hourTo, end],
  ]);
  const after = lastHour ? within(CREATED, [[end, hourEnd]]) : none;
  if (dayFrom >= dayTo) return { days: none, hours: within(sql.raw('hour'), [[hourFrom, hourEnd]]), raw, after };
  return {
    days: sql`day >= ${utcDay(new Date(dayFrom))}::date AND day < ${utcDay(new Date(dayTo))}::date`,
    hours: within(sql.raw('hour'), [
      [hourFrom, dayFrom],
      [dayTo, hourEnd],
    ]),
    raw,
    after,
  };
}
