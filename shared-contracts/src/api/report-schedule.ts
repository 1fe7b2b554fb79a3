// Report schedules (SPEC §3, §9): stored as a five-field cron expression, read back in the picker's terms.

import {
  REPORT_MONTH_DAYS,
  REPORT_QUARTER_DAY,
  REPORT_QUARTER_MONTH_STEP,
  REPORT_REPEAT_PERIODS,
  REPORT_WEEK_DAYS,
} from '../constants';
import { plural } from '../format/plural';
import { labelOf, scheduleDayLabel } from '../labels';

/** How often a report repeats. */
export const REPEAT_EVERY_PERIODS = REPORT_REPEAT_PERIODS;
/** One period of the schedule picker. */
export type RepeatEveryPeriod = (typeof REPORT_REPEAT_PERIODS)[number];

const ordinal = (day: number) => `${day}${day === 1 ? 'st' : 'th'}`;
/** Month days a monthly report can run on as the picker names them (`1st`, `15th`), with their cron day. */
const MONTH_DAYS: ReadonlyMap<string, number> = new Map(REPORT_MONTH_DAYS.map((day) => [ordinal(day), day]));
/** The quarter's one option: its first day. */
export const REPORT_QUARTER_FIRST_DAY = 'First Day';

/** Largest `repeatEveryCount` of each period: days step within a month, months and quarters within a year. */
export const REPEAT_EVERY_COUNT_MAX: Readonly<Record<RepeatEveryPeriod, number>> = {
  day: 31,
  week: 1,
  month: 12,
  quarter: 4,
};

/** A schedule in the picker's terms; `time` is the hour and minute of the run (`HH:MM`, 24 h, template time zone). */
export interface ReportSchedule {
  repeatEveryPeriod: RepeatEveryPeriod;
  repeatEveryCount: number;
  /** Week days (`Su`...`Sa`), month days (`1st`, `15th`) or `First Day`; empty for day schedules. */
  repeatOn: string[];
  time: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Why a schedule cannot be written as cron, or null when it can. */
export function scheduleProblem(schedule: ReportSchedule): string | null {
  const { repeatEveryPeriod: period, repeatEveryCount: count, repeatOn, time } = schedule;
  if (!REPEAT_EVERY_PERIODS.includes(period))
    return `repeatEveryPeriod must be one of ${REPEAT_EVERY_PERIODS.join(', ')}`;
  const max = REPEAT_EVERY_COUNT_MAX[period];
  if (!Number.isInteger(count) || count < 1 || count > max) return `repeatEveryCount of a ${period} is 1 to ${max}`;
  if (!TIME.test(time)) return 'time is HH:MM (24 h)';
  if (new Set(repeatOn).size !== repeatOn.length) return 'repeatOn names a day twice';
  const allowed = repeatOnChoices(period);
  const unknown = repeatOn.find((day) => !allowed.includes(day));
  if (unknown !== undefined)
    return `repeatOn of a ${period} is among ${allowed.join(', ') || 'nothing'}, not ${unknown}`;
  if (period !== 'day' && repeatOn.length === 0) return `repeatOn of a ${period} names at least one day`;
  return null;
}

/** The `repeatOn` values a period accepts, in order. */
export function repeatOnChoices(period: RepeatEveryPeriod): readonly string[] {
  if (period === 'week') return REPORT_WEEK_DAYS;
  if (period === 'month') return [...MONTH_DAYS.keys()];
  if (period === 'quarter') return [REPORT_QUARTER_FIRST_DAY];
  return [];
}

const step = (count: number) => (count === 1 ? '*' : `*/${count}`);

/** The cron expression (minute hour day-of-month month day-of-week) of a schedule; throws when it has a problem. */
export function scheduleToCron(schedule: ReportSchedule): string {
  const problem = scheduleProblem(schedule);
  if (problem) throw new Error(problem);
  const [hour, minute] = schedule.time.split(':').map(Number);
  const at = `${minute} ${hour}`;
  const { repeatEveryPeriod: period, repeatEveryCount: count } = schedule;
  const on = repeatOnChoices(period).filter((day) => schedule.repeatOn.includes(day));
  switch (period) {
    case 'day':
      return `${at} ${step(count)} * *`;
    case 'week':
      return `${at} * * ${on.map((day) => REPORT_WEEK_DAYS.findIndex((name) => name === day)).join(',')}`;
    case 'month': {
      const days = on.map((day) => MONTH_DAYS.get(day)).join(',');
      return `${at} ${days} ${step(count)} *`;
    }
    case 'quarter':
      return `${at} ${REPORT_QUARTER_DAY} */${REPORT_QUARTER_MONTH_STEP * count} *`;
  }
}

const CRON = /^(\d{1,2}) (\d{1,2}) (\*|\*\/\d{1,2}|\d{1,2}(?:,\d{1,2})*) (\*|\*\/\d{1,2}) (\*|[0-6](?:,[0-6])*)$/;

const stepOf = (field: string) => (field === '*' ? 1 : Number(field.slice(2)));

/**
 * A cron expression read back in the picker's terms (SPEC §9), or null when it is not one the picker writes: week
 * days 0 to 6 are Su to Sa; the 1st and the 15th; a month step divisible by 3 on day 1 alone is a quarter.
 */
export function cronToSchedule(cron: string): ReportSchedule | null {
  const text = cron.trim().replace(/\s+/g, ' ');
  const match = CRON.exec(text);
  if (!match) return null;
  const [, minute, hour, dom, month, dow] = match as unknown as [string, string, string, string, string, string];
  const time = `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;
  const read = (schedule: ReportSchedule) =>
    scheduleProblem(schedule) === null && scheduleToCron(schedule) === text ? schedule : null;
  if (dow !== '*') {
    if (dom !== '*' || month !== '*') return null;
    const repeatOn = dow.split(',').map((day) => REPORT_WEEK_DAYS[Number(day)]!);
    return read({ repeatEveryPeriod: 'week', repeatEveryCount: 1, repeatOn, time });
  }
  if (dom === '*' || dom.startsWith('*/')) {
    if (month !== '*') return null;
    return read({ repeatEveryPeriod: 'day', repeatEveryCount: stepOf(dom), repeatOn: [], time });
  }
  const months = stepOf(month);
  if (dom === '1' && months % 3 === 0) {
    return read({
      repeatEveryPeriod: 'quarter',
      repeatEveryCount: months / 3,
      repeatOn: [REPORT_QUARTER_FIRST_DAY],
      time,
    });
  }
  const repeatOn = dom.split(',').map((day) => (day === '1' ? '1st' : '15th'));
  return read({ repeatEveryPeriod: 'month', repeatEveryCount: months, repeatOn, time });
}

/**
 * The one schedule each cron stands for: a month step divisible by 3 on the 1st alone is that many quarters, and
 * repeatOn is in the picker's order.
 */
export function canonicalSchedule(schedule: ReportSchedule): ReportSchedule {
  const canonical = cronToSchedule(scheduleToCron(schedule));
  if (!canonical) throw new Error('scheduleToCron wrote a cron it cannot read');
  return canonical;
}

const and = (words: readonly string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/**
 * A schedule in words that say what its cron runs, days named in full through the label map: "Every week on Monday,
 * Wednesday at 08:00", "Every day at 06:00", "Twice a month, on the 1st and 15th at 10:00", "Every quarter on the 1st
 * at 06:00" (the quarter's first month: January, April, July, October).
 */
export function describeSchedule(schedule: ReportSchedule): string {
  const { repeatEveryPeriod: period, repeatEveryCount: count, repeatOn, time } = schedule;
  const every = count === 1 ? `Every ${period}` : `Every ${plural(count, period)}`;
  if (period === 'week') {
    const days = repeatOn.map((day) => labelOf('weekDay', day)).join(', ');
    return `${every} on ${days} at ${time}`;
  }
  if (period === 'month' || period === 'quarter') {
    const days = repeatOnChoices(period)
      .filter((day) => repeatOn.includes(day))
      .map(scheduleDayLabel);
    const on = `the ${and(days)}`;
    if (period === 'month' && days.length === 2) {
      if (count === 1) return `Twice a month, on ${on} at ${time}`;
    }
    return `${every} on ${on} at ${time}`;
  }
  return `${every} at ${time}`;
}
