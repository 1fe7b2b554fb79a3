import { formatRecentRange, formatRelativeTime } from './relative-time';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => NOW - ms;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'Now'],
    [59_999, 'Now'],
    [MIN, '1 minute ago'],
    [59 * MIN + 59_000, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR + 59 * MIN, '23 hours ago'],
    [DAY, '1 day ago'],
    [45 * DAY + 3 * HOUR, '45 days ago'],
  ])('%i ms ago reads %s', (elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), NOW)).toBe(expected);
  });

  it('accepts ISO strings and dates and treats the future as Now', () => {
    expect(formatRelativeTime('2026-03-08T12:00:00Z', new Date(NOW))).toBe('2 days ago');
    expect(formatRelativeTime(NOW + 10 * MIN, NOW)).toBe('Now');
    expect(formatRelativeTime('not a date', NOW)).toBe('');
  });
});

describe('formatRecentRange', () => {
  it.each([
    [2 * HOUR + 5 * MIN, 'last 2 hours 5 minutes'],
    [HOUR + MIN, 'last 1 hour 1 minute'],
    [HOUR, 'last 1 hour'],
    [30 * MIN, 'last 30 minutes'],
    [20_000, 'last 1 minute'],
    [23 * HOUR + 59 * MIN, 'last 23 hours 59 minutes'],
    [90 * MIN + 40_000, 'last 1 hour 31 minutes'],
  ])('a %i ms range reads %s', (span, expected) => {
    expect(formatRecentRange(NOW - span, NOW)).toBe(expected);
  });

  it('answers undefined for 24 hours or more and for empty ranges', () => {
    expect(formatRecentRange(NOW - DAY, NOW)).toBeUndefined();
    expect(formatRecentRange(NOW, NOW)).toBeUndefined();
    expect(formatRecentRange(NOW, NOW - MIN)).toBeUndefined();
  });
});
