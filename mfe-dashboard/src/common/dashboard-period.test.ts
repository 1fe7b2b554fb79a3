import { DASHBOARD_DEFAULT_DAYS, DASHBOARD_MAX_RANGE_DAYS } from 'shared-contracts';
import { DEFAULT_PERIOD, daysCovered, isDayRefused, localDay, periodBetween, resolvePeriod } from './dashboard-period';

const DAY_MS = 86_400_000;

describe('the dashboard period', () => {
  it('defaults to the last 90 days ending now', () => {
    const now = new Date('2026-03-10T12:34:56.000Z');
    expect(DEFAULT_PERIOD).toEqual({ kind: 'last', days: DASHBOARD_DEFAULT_DAYS });
    expect(resolvePeriod(DEFAULT_PERIOD, now)).toEqual({
      rangeStart: new Date(now.getTime() - 90 * DAY_MS).toISOString(),
      rangeEnd: now.toISOString(),
    });
  });

  it('turns picked days into whole local days, the last one included (rangeEnd is exclusive)', () => {
    const range = resolvePeriod({ kind: 'between', from: '2026-01-05', to: '2026-01-07' }, new Date());
    expect(range).toEqual({
      rangeStart: new Date(2026, 0, 5).toISOString(),
      rangeEnd: new Date(2026, 0, 8).toISOString(),
    });
  });

  it('never asks the API for more than DASHBOARD_MAX_RANGE_DAYS x 24 hours', () => {
    const range = resolvePeriod({ kind: 'last', days: 400 }, new Date('2026-03-10T00:00:00.000Z'));
    expect(Date.parse(range.rangeEnd) - Date.parse(range.rangeStart)).toBe(DASHBOARD_MAX_RANGE_DAYS * DAY_MS);
  });

  it(`accepts ${DASHBOARD_MAX_RANGE_DAYS} days and refuses one more, or an inverted range`, () => {
    const from = new Date(2025, 0, 1);
    const last = new Date(2025, 0, DASHBOARD_MAX_RANGE_DAYS);
    expect(daysCovered(from, last)).toBe(DASHBOARD_MAX_RANGE_DAYS);
    expect(periodBetween(from, last)).toEqual({ kind: 'between', from: '2025-01-01', to: localDay(last) });
    expect(periodBetween(from, new Date(2025, 0, DASHBOARD_MAX_RANGE_DAYS + 1))).toBeNull();
    expect(periodBetween(new Date(2025, 0, 2), from)).toBeNull();
  });

  it('refuses in the picker the days after today and the days too far from the first end chosen', () => {
    const today = new Date(2026, 2, 10, 15);
    expect(isDayRefused(new Date(2026, 2, 10), today)).toBe(false);
    expect(isDayRefused(new Date(2026, 2, 11), today)).toBe(true);
    const chosen = new Date(2026, 2, 1);
    expect(isDayRefused(new Date(2025, 2, 1), today, chosen)).toBe(false); // 366 days, both ends included
    expect(isDayRefused(new Date(2025, 1, 28), today, chosen)).toBe(true);
  });
});
