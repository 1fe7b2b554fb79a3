import '../components/testing/setup-dom';
import { render, screen } from '@testing-library/react';
import { CountsHeader } from './counts-header';

describe('CountsHeader', () => {
  it('says N of M, en-US below 100,000 and compact above', () => {
    render(<CountsHeader counts={{ total: 1_234_567, filtered: 12_345 }} noun="incidents" />);
    const header = screen.getByLabelText('12,345 of 1,234,567 incidents');
    expect(header).toHaveTextContent('12,345 of 1.2M incidents');
    expect(header).not.toHaveAttribute('data-approximate');
  });

  it('marks an approximate count', () => {
    render(<CountsHeader counts={{ total: 5_000_000, filtered: 250_000, approximate: true }} noun="events" />);
    const header = screen.getByLabelText('about 250,000 of 5,000,000 events');
    expect(header).toHaveTextContent('~250K of 5M events');
    expect(header).toHaveAttribute('data-approximate', 'true');
  });

  it('shows a placeholder while counting and a note when the count failed', () => {
    const { rerender } = render(<CountsHeader counts={undefined} isLoading noun="incidents" />);
    expect(screen.getByLabelText('Counting incidents')).toBeInTheDocument();
    rerender(<CountsHeader counts={undefined} error={new Error('count timed out')} noun="incidents" />);
    expect(screen.getByText('Counts unavailable')).toHaveAttribute('title', 'count timed out');
  });
});
