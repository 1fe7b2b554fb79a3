import dayjs from 'dayjs';
import {
  datePattern,
  formatDate,
  formatExactTime,
  formatScheduledTime,
  formatShortDate,
  userTimeZone,
} from './exact-time';

const MOMENT = '2026-11-21T06:30:59.000Z';

describe('formatScheduledTime', () => {
  it('shows a scheduled moment to the minute, with the zone when asked (issue 33: report times showed seconds)', () => {
    expect(formatScheduledTime(MOMENT, { locale: 'en-US', timeZone: 'UTC' })).toBe('Nov 21, 2026, 06:30 AM');
    expect(formatScheduledTime(MOMENT, { locale: 'en-US', timeZone: 'UTC', zone: true })).toBe(
      'Nov 21, 2026, 06:30 AM UTC',
    );
  });
});

describe('formatExactTime', () => {
  it('shows the date and time to the second in the given locale and zone', () => {
    expect(formatExactTime(MOMENT, { locale: 'en-US', timeZone: 'UTC' })).toBe('Nov 21, 2026, 06:30:59 AM');
    expect(formatExactTime(MOMENT, { locale: 'en-US', timeZone: 'America/Los_Angeles' })).toBe(
      'Nov 20, 2026, 10:30:59 PM',
    );
  });

  it('names the zone when asked', () => {
    expect(formatExactTime(MOMENT, { locale: 'en-US', timeZone: 'UTC', zone: true })).toBe(
      'Nov 21, 2026, 06:30:59 AM UTC',
    );
    expect(formatExactTime(MOMENT, { locale: 'en-US', timeZone: 'America/New_York', zone: true })).toBe(
      'Nov 21, 2026, 01:30:59 AM EST',
    );
  });

  it('respects the locale', () => {
    expect(formatExactTime(MOMENT, { locale: 'de-DE', timeZone: 'Europe/Berlin', zone: true })).toBe(
      '21. Nov. 2026, 07:30:59 MEZ',
    );
    expect(formatExactTime(MOMENT, { locale: 'en-GB', timeZone: 'UTC' })).toBe('21 Nov 2026, 06:30:59');
  });

  it('accepts dates and epoch milliseconds', () => {
    const options = { locale: 'en-US', timeZone: 'UTC' };
    expect(formatExactTime(new Date(MOMENT), options)).toBe('Nov 21, 2026, 06:30:59 AM');
    expect(formatExactTime(Date.parse(MOMENT), options)).toBe('Nov 21, 2026, 06:30:59 AM');
  });

  it('defaults to the user’s zone', () => {
    const zone = userTimeZone();
    expect(formatExactTime(MOMENT, { locale: 'en-US' })).toBe(
      formatExactTime(MOMENT, { locale: 'en-US', timeZone: zone }),
    );
  });

  it('shows an unparseable moment as given', () => {
    expect(formatExactTime('yesterday-ish')).toBe('yesterday-ish');
    expect(formatExactTime(Number.NaN)).toBe('');
  });
});

describe('formatDate and formatShortDate', () => {
  it('show the day in the given locale and zone', () => {
    expect(formatDate(MOMENT, { locale: 'en-US', timeZone: 'UTC' })).toBe('Nov 21, 2026');
    expect(formatDate(MOMENT, { locale: 'en-US', timeZone: 'Pacific/Honolulu' })).toBe('Nov 20, 2026');
    expect(formatShortDate(MOMENT, { locale: 'en-US', timeZone: 'UTC' })).toBe('Nov 21');
    expect(formatShortDate(MOMENT, { locale: 'fr-FR', timeZone: 'UTC' })).toBe('21 nov.');
  });
});

describe('datePattern', () => {
  it('gives formatDate’s shape as a dayjs pattern in the locale', () => {
    expect(datePattern({ locale: 'en-US' })).toBe('MMM[ ]D[, ]YYYY');
    expect(datePattern({ locale: 'en-GB' })).toBe('D[ ]MMM[ ]YYYY');
    expect(datePattern({ locale: 'de-DE' })).toBe('D[. ]MMM[ ]YYYY');
  });

  it('writes a day as formatDate does, through dayjs', () => {
    const pattern = datePattern({ locale: 'en-US' });
    const day = dayjs('2026-08-30T12:00:00');
    expect(day.format(pattern)).toBe(formatDate(day.toDate(), { locale: 'en-US' }));
    expect(day.format(pattern)).toBe('Aug 30, 2026');
  });
});
