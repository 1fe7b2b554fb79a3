import { formatExactTime } from './exact-time';

describe('formatExactTime', () => {
  it('shows the date and time to the second in en-US', () => {
    const text = formatExactTime('2026-11-21T06:30:59.000Z');
    expect(text).toMatch(/^Nov 2[01], 2026, \d{2}:\d{2}:59 (AM|PM)$/);
  });

  it('shows an unparseable moment as given', () => {
    expect(formatExactTime('yesterday-ish')).toBe('yesterday-ish');
  });
});
