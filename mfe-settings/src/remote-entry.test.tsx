import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-ui/core';
import {
  CONTRACT_VERSION,
  FEATURE_FLAG_DEFAULTS,
  NOT_FOUND_TEXT,
  type FeatureFlags,
  type ShellContext,
} from 'shared-contracts';
import { visibleTabs } from 'shared-ui';
import { routeModule } from './remote-entry';
import { createTestShell } from 'shared-ui/testing';

const titles = (flags: FeatureFlags, admin: boolean) =>
  visibleTabs(routeModule.routes, {
    flags,
    can: (action) => (action !== 'users.manage' && action !== 'evidence.write') || admin,
  }).map((tab) => tab.title);

function renderAt(path: string, shell: ShellContext) {
  const { Component } = routeModule;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/settings/*" element={<Component shell={shell} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('mfe_settings route module', () => {
  it('shows User Management only with the flag on and the permission, Retention with the permission', () => {
    expect(routeModule.contractVersion).toBe(CONTRACT_VERSION);
    expect(titles(FEATURE_FLAG_DEFAULTS, true)).toEqual(['Lists', 'Audit Log', 'User Management', 'Retention', 'SLA']);
    expect(titles(FEATURE_FLAG_DEFAULTS, false)).toEqual(['Lists', 'Audit Log']);
    expect(titles({ ...FEATURE_FLAG_DEFAULTS, DISPLAY_USER_MANAGEMENT_PAGE: false }, true)).toEqual([
      'Lists',
      'Audit Log',
      'Retention',
      'SLA',
    ]);
  });

  it('opens Lists at the bare path and refuses user management to an analyst, saying who may open it (403)', () => {
    renderAt('/settings', createTestShell());
    expect(screen.getByRole('searchbox', { name: 'Search lists' })).toBeInTheDocument();
    const analyst = createTestShell({ isTenantAdmin: false });
    renderAt('/settings/user-management', analyst);
    expect(screen.getByText('You do not have access to this page')).toBeInTheDocument();
    expect(
      screen.getByText(
        'User Management is open to Tenant Admins of this tenant and Product Admins. Ask a Tenant Admin of this tenant if you need it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND_TEXT)).toBeNull();
  });

  it('shows the not-found page for User Management when its flag is off', () => {
    renderAt(
      '/settings/user-management',
      createTestShell({ isTenantAdmin: true, flags: { DISPLAY_USER_MANAGEMENT_PAGE: false } }),
    );
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });

  it('refuses the retention to an analyst, saying who may open it (403, as User Management)', () => {
    renderAt('/settings/retention', createTestShell({ isTenantAdmin: false }));
    expect(screen.getByText('You do not have access to this page')).toBeInTheDocument();
    expect(screen.getByText(/^Retention is open to /)).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND_TEXT)).toBeNull();
  });

  it('refuses the SLA targets to an analyst, saying who may open it (403, as Retention)', () => {
    renderAt('/settings/sla', createTestShell({ isTenantAdmin: false }));
    expect(screen.getByText('You do not have access to this page')).toBeInTheDocument();
    expect(screen.getByText(/^SLA is open to /)).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND_TEXT)).toBeNull();
  });
});
