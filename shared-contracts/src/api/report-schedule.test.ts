import {
  canonicalSchedule,
  describeSchedule,
  cronToSchedule,
  REPEAT_EVERY_COUNT_MAX,
  REPEAT_EVERY_PERIODS,
  repeatOnChoices,
  scheduleProblem,
  scheduleToCron,
} from './report-schedule';
import type { ReportSchedule } from './report-schedule';

const TIMES = ['00:00', '08:30', '23:59'];

/** Every subset of the choices, in the choices' order. */
function subsets(choices: readonly string[]): string[][] {
  return Array.from({ length: 2 ** choices.length }, (_, mask) => choices.filter((_, index) => mask & (1 << index)));
}

/** Every schedule the picker can make: each period, count, set of days and a few times. */
function everySchedule(): ReportSchedule[] {
  return REPEAT_EVERY_PERIODS.flatMap((period) =>
    Array.from({ length: REPEAT_EVERY_COUNT_MAX[period] }, (_, index) => index + 1).flatMap((count) =>
      subsets(repeatOnChoices(period))
        .filter((repeatOn) => period === 'day' || repeatOn.length > 0)
        .flatMap((repeatOn) =>
          TIMES.map((time) => ({ repeatEveryPeriod: period, repeatEveryCount: count, repeatOn, time })),
        ),
    ),
  );
}

const weekly = (repeatOn: string[], time = '08:00'): ReportSchedule => ({
  repeatEveryPeriod: 'week',
  repeatEveryCount: 1,
  repeatOn,
  time,
});

describe('report schedules and cron (SPEC §9)', () => {
  const schedules = everySchedule();

  it('covers every combination of the picker', () => {
    // day 31 counts, week 127 day sets, month 12 counts x 3 day sets, quarter 4 counts; 3 times each.
    expect(schedules).toHaveLength((31 + 127 + 36 + 4) * TIMES.length);
  });

  it('reads every schedule back from its cron, a month step divisible by 3 on the 1st alone as quarters', () => {
    for (const schedule of schedules) {
      const cron = scheduleToCron(schedule);
      const read = cronToSchedule(cron);
      const quarterly =
        schedule.repeatEveryPeriod === 'month' &&
        schedule.repeatEveryCount % 3 === 0 &&
        schedule.repeatOn.join() === '1st';
      const expected = quarterly
        ? {
            repeatEveryPeriod: 'quarter',
            repeatEveryCount: schedule.repeatEveryCount / 3,
            repeatOn: ['First Day'],
            time: schedule.time,
          }
        : schedule;
      expect({ cron, read }).toEqual({ cron, read: expected });
      expect(canonicalSchedule(schedule)).toEqual(expected);
    }
  });

  it('writes every cron it reads back unchanged, and no two canonical schedules share a cron', () => {
    const crons = new Map<string, ReportSchedule>();
    for (const schedule of schedules) {
      const canonical = canonicalSchedule(schedule);
      const cron = scheduleToCron(canonical);
      const read = cronToSchedule(cron);
      expect(read && scheduleToCron(read)).toBe(cron);
      const other = crons.get(cron);
      if (other) expect(other).toEqual(canonical);
      crons.set(cron, canonical);
    }
    expect(crons.size).toBe((31 + 127 + 36 - 4 + 4) * TIMES.length);
  });

  it('numbers week days Su to Sa as cron 0 to 6', () => {
    expect(scheduleToCron(weekly(['Su']))).toBe('0 8 * * 0');
    expect(scheduleToCron(weekly(['Sa']))).toBe('0 8 * * 6');
    expect(scheduleToCron(weekly(['Fr', 'Mo', 'We'], '17:05'))).toBe('5 17 * * 1,3,5');
    expect(cronToSchedule('0 8 * * 1')).toEqual(weekly(['Mo']));
  });

  it('runs months on the 1st and the 15th, and quarters on their first day with a month step of 3, 6, 9 or 12', () => {
    const monthly = (repeatEveryCount: number, repeatOn: string[]): ReportSchedule => ({
      repeatEveryPeriod: 'month',
      repeatEveryCount,
      repeatOn,
      time: '06:00',
    });
    expect(scheduleToCron(monthly(1, ['1st', '15th']))).toBe('0 6 1,15 * *');
    expect(scheduleToCron(monthly(2, ['15th']))).toBe('0 6 15 */2 *');
    const quarterly = { repeatEveryPeriod: 'quarter', repeatEveryCount: 1, repeatOn: ['First Day'], time: '06:00' };
    expect(scheduleToCron({ ...quarterly, repeatEveryPeriod: 'quarter' })).toBe('0 6 1 */3 *');
    expect(cronToSchedule('0 6 1 */6 *')).toEqual({ ...quarterly, repeatEveryCount: 2 });
    expect(cronToSchedule('0 6 1 */3 *')).toEqual(quarterly);
    expect(cronToSchedule('0 6 15 */3 *')).toEqual(monthly(3, ['15th']));
  });

  it('repeats day schedules every N days', () => {
    const daily = { repeatEveryPeriod: 'day', repeatOn: [], time: '00:00' } as const;
    expect(scheduleToCron({ ...daily, repeatOn: [], repeatEveryCount: 1 })).toBe('0 0 * * *');
    expect(cronToSchedule('0 0 */3 * *')).toEqual({ ...daily, repeatOn: [], repeatEveryCount: 3 });
  });

  it('reads nothing the picker cannot write', () => {
    for (const cron of [
      '*/5 * * * *',
      '0 8 * * 7',
      '0 8 * * 1-5',
      '0 8 2 * *',
      '0 8 1 */2 1',
      '0 8 */2 */2 *',
      '0 8 * */3 *',
      '0 8 1 */15 *',
      '05 8 * * 1',
      '0 24 * * *',
      '60 8 * * *',
      '0 8 */1 * *',
      '0 8 */32 * *',
      '0 8 * * 1,1',
      '0 8 * * 3,1',
      '0 8 15,1 * *',
      '0 0 0 * * *',
      'not cron',
    ]) {
      expect({ cron, read: cronToSchedule(cron) }).toEqual({ cron, read: null });
    }
  });

  it('refuses schedules cron cannot hold, naming the field', () => {
    expect(scheduleProblem(weekly(['Mo'], '8:00'))).toMatch(/time/);
    expect(scheduleProblem({ ...weekly(['Mo']), repeatEveryCount: 2 })).toMatch(/repeatEveryCount of a week is 1 to 1/);
    expect(scheduleProblem(weekly([]))).toMatch(/at least one day/);
    expect(scheduleProblem(weekly(['Mo', 'Mo']))).toMatch(/twice/);
    expect(scheduleProblem(weekly(['1st']))).toMatch(/not 1st/);
    expect(scheduleProblem({ repeatEveryPeriod: 'day', repeatEveryCount: 1, repeatOn: ['Mo'], time: '08:00' })).toMatch(
      /repeatOn of a day/,
    );
    expect(() => scheduleToCron({ ...weekly(['Mo']), repeatEveryCount: 0 })).toThrow(/repeatEveryCount/);
  });

  it('says a schedule in words', () => {
    expect(describeSchedule(weekly(['Mo', 'We']))).toBe('Every week on Monday, Wednesday at 08:00');
    expect(describeSchedule({ repeatEveryPeriod: 'day', repeatEveryCount: 3, repeatOn: [], time: '06:00' })).toBe(
      'Every 3 days at 06:00',
    );
    expect(
      describeSchedule({ repeatEveryPeriod: 'quarter', repeatEveryCount: 1, repeatOn: ['First Day'], time: '06:00' }),
    ).toBe('Every quarter on the 1st at 06:00');
    expect(
      describeSchedule({ repeatEveryPeriod: 'month', repeatEveryCount: 1, repeatOn: ['15th', '1st'], time: '10:00' }),
    ).toBe('Twice a month, on the 1st and 15th at 10:00');
  });
});
