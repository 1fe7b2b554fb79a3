import { fireEvent, render, screen } from '@testing-library/react';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first tab stop and moves focus to the main region without changing the URL', () => {
    render(
      <>
        <SkipLink targetId="main" />
        <nav>
          <a href="/dashboard">Dashboard</a>
        </nav>
        <main id="main" tabIndex={-1}>
          <input aria-label="Search" />
        </main>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    const tabStops = document.querySelectorAll('a[href], input, button');
    expect(tabStops[0]).toBe(link);
    const before = window.location.href;
    link.focus();
    fireEvent.click(link);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.href).toBe(before);
  });
});
