import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { NOT_FOUND_TEXT, declareRemoteRoutes } from 'shared-contracts';
import { createTestShell } from '../testing/create-test-shell';
import { remoteRouteModule } from './remote-routes';

const declared = declareRemoteRoutes('mfe_settings', {
  lists: { path: 'lists', title: 'Lists' },
  userManagement: {
    path: 'user-management',
    title: 'User Management',
    available: ({ flags }) => flags.DISPLAY_USER_MANAGEMENT_PAGE,
  },
  item: { path: 'lists/:id' },
});

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function Frame({ children }: { children: ReactNode }) {
  return <section aria-label="frame">{children}</section>;
}

const routeModule = remoteRouteModule(declared, {
  elements: { lists: <Where />, userManagement: <p>users</p>, item: <p>one list</p> },
  layouts: [
    {
      element: (
        <div>
          <p>layout</p>
          <Outlet />
        </div>
      ),
      routes: ['item'],
    },
  ],
  Wrapper: Frame,
});

function renderAt(path: string, userManagement = true) {
  const shell = createTestShell({ flags: { DISPLAY_USER_MANAGEMENT_PAGE: userManagement } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/settings/*" element={<routeModule.Component shell={shell} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('remoteRouteModule', () => {
  it('is the route module of the declared remote, its routes the titled declarations', () => {
    expect(routeModule.name).toBe('mfe_settings');
    expect(routeModule.routes.map((route) => route.path)).toEqual(['lists', 'user-management']);
  });

  it("follows the registry's redirect of the bare path and renders under the wrapper", () => {
    renderAt('/settings');
    expect(screen.getByText('at /settings/lists')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'frame' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unavailable route', () => {
    renderAt('/settings/user-management', false);
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('users')).not.toBeInTheDocument();
  });

  it('renders an available route', () => {
    renderAt('/settings/user-management');
    expect(screen.getByText('users')).toBeInTheDocument();
  });

  it('renders a route of a layout inside the layout', () => {
    renderAt('/settings/lists/l-1');
    expect(screen.getByText('layout')).toBeInTheDocument();
    expect(screen.getByText('one list')).toBeInTheDocument();
  });

  it('answers not found for an undeclared path', () => {
    renderAt('/settings/nowhere');
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});
