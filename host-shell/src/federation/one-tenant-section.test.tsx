// Installs the browser APIs antd's select needs and jsdom lacks.
import 'shared-ui/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ShellContext, TenantEntry } from 'shared-contracts';
import type { ReactRemoteRouteModule } from 'shared-ui/core';
import { ConsoleSessionContextProvider, type ConsoleSession } from '../session/session-context';
import { ALL_TENANTS_NOTICE, AllTenantsNotice, OneTenantSection, readsScope } from './one-tenant-section';

const policies: ReactRemoteRouteModule = {
  contractVersion: 3,
  name: 'mfe_policies',
  routes: [],
  Component: () => null,
};

describe('readsScope', () => {
  it('is true only for a route module that declares it reads a scope of tenants', () => {
    expect(readsScope(policies)).toBe(false);
    expect(readsScope({ ...policies, readsScope: true } as ReactRemoteRouteModule)).toBe(true);
    expect(readsScope({ ...policies, readsScope: 'yes' } as ReactRemoteRouteModule)).toBe(false);
  });
});

describe('OneTenantSection', () => {
  it('says why the section is not shown over All tenants, and switches to the tenant the user chooses', () => {
    jest.useFakeTimers();
    const tenants: TenantEntry[] = [
      { id: 'globex', name: 'Globex', roleNames: ['Tenant Admin'] },
      { id: 'initech', name: 'Initech', roleNames: ['Analyst'] },
    ];
    const switchTenant = jest.fn();
    const session = {
      shell: { user: { tenants } } as unknown as ShellContext,
      switchTenant,
    } as unknown as ConsoleSession;
    render(
      <ConsoleSessionContextProvider value={session}>
        <OneTenantSection section="Policies" />
      </ConsoleSessionContextProvider>,
    );
    expect(screen.getByText('Policies shows one tenant at a time')).toBeInTheDocument();
    const choose = screen.getByRole('combobox', { name: 'Choose a tenant' });
    act(() => {
      fireEvent.mouseDown(choose);
      jest.runOnlyPendingTimers();
    });
    act(() => {
      fireEvent.click(screen.getByTitle('Initech'));
      jest.runOnlyPendingTimers();
    });
    expect(switchTenant).toHaveBeenCalledWith('initech');
    jest.useRealTimers();
  });
});

describe('AllTenantsNotice', () => {
  it('says the section shows every tenant of the scope', () => {
    render(<AllTenantsNotice />);
    expect(screen.getByText(ALL_TENANTS_NOTICE)).toBeInTheDocument();
  });
});
