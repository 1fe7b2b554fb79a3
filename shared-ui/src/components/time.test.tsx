import './testing/setup-dom';
import { render, screen } from '@testing-library/react';
import { Time } from './time';

const MOMENT = '2026-11-21T06:30:59.000Z';

describe('Time', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-23T09:00:00.000Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('shows the exact time in the given locale and zone, naming the zone on request', () => {
    const { rerender } = render(<Time value={MOMENT} timeZone="UTC" locale="en-US" />);
    expect(screen.getByText('Nov 21, 2026, 06:30:59 AM')).toHaveAttribute('dateTime', MOMENT);
    rerender(<Time value={MOMENT} timeZone="Asia/Tokyo" locale="en-GB" zone />);
    expect(screen.getByText('21 Nov 2026, 15:30:59 GMT+9')).toBeInTheDocument();
  });

  it('shows a relative time with the absolute time and its zone on hover and for screen readers', () => {
    render(<Time value={MOMENT} relative timeZone="America/New_York" locale="en-US" />);
    const time = screen.getByText('2 days ago');
    expect(time).toHaveAttribute('dateTime', MOMENT);
    expect(time).toHaveAttribute('title', 'Nov 21, 2026, 01:30:59 AM EST');
    expect(time).toHaveAccessibleName('Nov 21, 2026, 01:30:59 AM EST');
  });
});
