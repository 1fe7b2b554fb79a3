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
