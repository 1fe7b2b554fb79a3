import { cronToSchedule, describeSchedule, scheduleToCron } from 'shared-contracts';
import type { ReportSchedule } from 'shared-contracts';
import { DEMO_REPORT_TEMPLATES } from '../../db/demo/catalog-config';
import { nextSlot, slotsBetween } from './report-schedule';

describe('report schedules with croner', () => {
  it('runs at the same local time across a daylight-saving change', () => {
    // Paris moves to summer time on Sunday 29 March 2026: 08:00 is 07:00Z before and 06:00Z after.
    const slots = slotsBetween(
      '0 8 * * 1',
      'Europe/Paris',
      new Date('2026-03-20T00:00:00Z'),
      new Date('2026-04-01T00:00:00Z'),
      5,
    );
    expect(slots.map((slot) => slot.toISOString())).toEqual(['2026-03-23T07:00:00.000Z', '2026-03-30T06:00:00.000Z']);
  });

  it('answers the latest slots up to the limit, oldest first, after `since` and up to `until` inclusive', () => {
    const since = new Date('2026-01-01T00:00:00Z');
    const until = new Date('2026-01-05T07:00:00Z');
    const daily = slotsBetween('0 7 * * *', 'UTC', since, until, 3);
    expect(daily.map((slot) => slot.toISOString())).toEqual([
      '2026-01-03T07:00:00.000Z',
      '2026-01-04T07:00:00.000Z',
      '2026-01-05T07:00:00.000Z',
    ]);
    expect(slotsBetween('0 7 * * *', 'UTC', until, until, 3)).toEqual([]);
    expect(nextSlot('0 6 1 */3 *', 'UTC', until)?.toISOString()).toBe('2026-04-01T06:00:00.000Z');
  });
});

// Issue 33 slip 6: "Every quarter on First Day" and a "Fortnightly" template that ran on the 1st and 15th. The words a
// schedule is shown in must say the days its cron runs on, as croner runs it.
describe("a schedule's words and the cron that runs", () => {
  const MONTHS = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  const ordinal = (day: number) => `${day}${day === 1 ? 'st' : 'th'}`;
  /** The runs of a year, read back as words: the months and the month days they fall on, and the hour. */
  const runsOf = (cron: string) => {
    const runs = slotsBetween(cron, 'UTC', new Date('2026-12-31T23:59:00Z'), new Date('2027-12-31T23:59:00Z'), 400);
    return {
      days: [...new Set(runs.map((run) => run.getUTCDate()))].sort((a, b) => a - b).map(ordinal),
      months: [...new Set(runs.map((run) => MONTHS[run.getUTCMonth()]!))],
      perMonth: runs.length / new Set(runs.map((run) => run.getUTCMonth())).size,
      time: runs[0]?.toISOString().slice(11, 16),
    };
  };

  it.each<[ReportSchedule, string, Partial<ReturnType<typeof runsOf>>]>([
    [
      { repeatEveryPeriod: 'quarter', repeatEveryCount: 1, repeatOn: ['First Day'], time: '06:00' },
      'Every quarter on the 1st at 06:00',
      { days: ['1st'], months: ['January', 'April', 'July', 'October'], perMonth: 1, time: '06:00' },
    ],
    [
      { repeatEveryPeriod: 'quarter', repeatEveryCount: 2, repeatOn: ['First Day'], time: '06:00' },
      'Every 2 quarters on the 1st at 06:00',
      { days: ['1st'], months: ['January', 'July'] },
    ],
    [
      { repeatEveryPeriod: 'month', repeatEveryCount: 1, repeatOn: ['1st', '15th'], time: '10:00' },
      'Twice a month, on the 1st and 15th at 10:00',
      { days: ['1st', '15th'], perMonth: 2, time: '10:00' },
    ],
    [
      { repeatEveryPeriod: 'month', repeatEveryCount: 2, repeatOn: ['15th', '1st'], time: '10:00' },
      'Every 2 months on the 1st and 15th at 10:00',
      { days: ['1st', '15th'], months: ['January', 'March', 'May', 'July', 'September', 'November'], perMonth: 2 },
    ],
    [
      { repeatEveryPeriod: 'month', repeatEveryCount: 1, repeatOn: ['15th'], time: '09:30' },
      'Every month on the 15th at 09:30',
      { days: ['15th'], perMonth: 1, time: '09:30' },
    ],
  ])('%j reads "%s", the days its cron runs on', (schedule, words, runs) => {
    expect(describeSchedule(schedule)).toBe(words);
    expect(runsOf(scheduleToCron(schedule))).toMatchObject(runs);
  });

  it.each(DEMO_REPORT_TEMPLATES.map((template) => [template.name, template.scheduleCron] as const))(
    'names the demo template %s as its cron runs',
    (name, cron) => {
      const schedule = cronToSchedule(cron);
      expect(schedule).not.toBeNull();
      const words = describeSchedule(schedule!);
      // A template's name does not promise another rhythm than its schedule's words.
      if (/fortnight/i.test(name)) expect(words).toMatch(/Every 2 weeks/);
      if (/quarter/i.test(name)) expect(words).toMatch(/^Every quarter on the 1st/);
      if (/twice/i.test(name)) expect(words).toMatch(/^Twice a month/);
      expect(runsOf(cron).days.every((day) => words.includes(day) || !/month|quarter/i.test(words))).toBe(true);
    },
  );
});
