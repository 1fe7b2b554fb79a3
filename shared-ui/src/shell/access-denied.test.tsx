import '../components/testing/setup-dom';
import { render, screen } from '@testing-library/react';
import { ShellProvider } from './shell-provider';
import { createTestShell } from '../testing/create-test-shell';
import { ACCESS_DENIED_TEXT, RequireAccess, whoMay } from './access-denied';

describe('whoMay', () => {
  it('names the roles of the one policy table', () => {
    expect(whoMay('users.manage')).toBe('Tenant Admins of this tenant and Product Admins');
    expect(whoMay('incidents.read')).toBe('every member of this tenant');
  });
});

describe('RequireAccess', () => {
  const page = (isTenantAdmin: boolean) =>
    render(
      <ShellProvider value={createTestShell({ isTenantAdmin })}>
        <RequireAccess action="users.manage" page="User Management">
          <p>The members</p>
        </RequireAccess>
      </ShellProvider>,
    );

  it('shows the page to those who may open it', () => {
    page(true);
    expect(screen.getByText('The members')).toBeInTheDocument();
    expect(screen.queryByText(ACCESS_DENIED_TEXT)).toBeNull();
  });

  it('refuses the others with a 403 state naming who can, never rendering the page', () => {
    page(false);
    expect(screen.queryByText('The members')).toBeNull();
    expect(screen.getByRole('region', { name: 'You do not have access to this page' })).toHaveTextContent(
      'User Management is open to Tenant Admins of this tenant and Product Admins.',
    );
  });
});
