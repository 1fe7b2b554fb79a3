import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, Route, Routes, useNavigate } from 'shared-ui/core';
import { NavRail } from './nav-rail';
import { useRailFocus } from './use-rail-focus';

/** The shell's frame, reduced to what the hook touches: the rail and a main region around the page. */
function Frame() {
  const onRailNavigate = useRailFocus('main');
  return (
    <>
      <NavRail onNavigate={onRailNavigate} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A page with a tab link of its own and a Back button. */
function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <>
      <h2>{name}</h2>
      <Link to="/incidents/other">Other tab</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderShell(path = '/dashboard') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Frame />}>
          <Route path="/dashboard" element={<Page name="Dashboard page" />} />
          <Route path="/incidents" element={<Page name="Incidents page" />} />
          <Route path="/incidents/other" element={<Page name="Other page" />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

// The rail's icons carry labels of their own, before the entry's title.
const railLink = (title: string) => screen.getByRole('link', { name: new RegExp(`${title}$`) });

describe('useRailFocus', () => {
  it('leaves focus alone on first load', () => {
    renderShell();
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveFocus();
  });

  it('moves focus to the main region once a rail link has changed the route', () => {
    renderShell();
    const incidents = railLink('Incidents');
    incidents.focus();
    fireEvent.click(incidents);
    expect(screen.getByRole('heading', { name: 'Incidents page' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves focus alone after a page link and after going back', () => {
    renderShell();
    fireEvent.click(railLink('Incidents'));
    const tab = screen.getByRole('link', { name: 'Other tab' });
    tab.focus();
    fireEvent.click(tab);
    expect(screen.getByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    expect(tab).toHaveFocus();
    const back = screen.getByRole('button', { name: 'Back' });
    back.focus();
    fireEvent.click(back);
    expect(screen.getByRole('heading', { name: 'Incidents page' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveFocus();
  });

  it('leaves focus alone for a modified click, which the router does not follow', () => {
    renderShell();
    const incidents = railLink('Incidents');
    incidents.focus();
    fireEvent.click(incidents, { ctrlKey: true });
    const tab = screen.getByRole('link', { name: 'Other tab' });
    tab.focus();
    fireEvent.click(tab);
    expect(screen.getByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    expect(tab).toHaveFocus();
  });
});
