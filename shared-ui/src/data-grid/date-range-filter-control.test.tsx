import '../components/testing/setup-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { dateRangeFilter } from 'shared-contracts';
import { DateRangeFilterControl } from './date-range-filter-control';

describe('DateRangeFilterControl', () => {
  it('offers its presets by keyboard: a menu button after the dates, whose item sets whole days up to today', async () => {
    const onChange = jest.fn();
    render(
      <DateRangeFilterControl definition={dateRangeFilter('Date Picker')} value={undefined} onChange={onChange} />,
    );
    const button = screen.getByRole('button', { name: 'Date Picker presets' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).not.toHaveAttribute('tabindex', '-1');
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    const value = onChange.mock.calls[0][0] as { kind: string; from: string; to: string };
    expect(value.kind).toBe('dateRange');
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    expect(Date.parse(value.to)).toBeGreaterThan(Date.now());
  });
});
