import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FEATURE_FLAG_DEFAULTS, type ShellContext, type SignedInUser } from 'shared-contracts';
import type { FeatureFlagControl } from '../flags/use-feature-flags';
import { ConsoleSessionContextProvider, type ConsoleSession } from '../session/session-context';
import { UserMenu, userMenuSecondLine } from './user-menu';

const addPasskey = jest.fn();
jest.mock('../session/passkeys', () => ({ useAddPasskey: () => addPasskey }));

const acme = { id: 'acme', name: 'Acme Corp', roleNames: ['Tenant Admin'] };
const initech = { id: 'initech', name: 'Initech', roleNames: [] };

function session(user: SignedInUser, extra: Partial<ConsoleSession> = {}): ConsoleSession {
  const flagControl = { source: 'api', ready: true, flags: { ...FEATURE_FLAG_DEFAULTS }, overrides: {} };
  return {
    shell: {
      user,
      tenant: user.tenants[0]!,
      notify: jest.fn(),
      navigate: jest.fn(),
    } as unknown as ShellContext,
    flagControl: flagControl as unknown as FeatureFlagControl,
    canEditFlags: false,
    // The directory's answer (GET /tenant-scope, or a platform admin's every tenant).
    holdsScope: user.tenants.some((tenant) => tenant.roleNames.includes('Product Admin')),
    logout: jest.fn(async () => undefined),
    switchTenant: jest.fn(),
    ...extra,
  };
}

// The menu records its items a tick later; let that happen inside act().
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function open(value: ConsoleSession) {
  render(
    <ConsoleSessionContextProvider value={value}>
      <UserMenu />
    </ConsoleSessionContextProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /^User menu / }));
  await settle();
  return document.querySelector<HTMLElement>('.console-user-menu')!;
}

// antd's dropdown measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe('userMenuSecondLine', () => {
  it('is the email only when there is one and it differs from the identifier', () => {
    expect(userMenuSecondLine({ identifier: 'Ada King', email: 'ada@x.example' })).toBe('ada@x.example');
    expect(userMenuSecondLine({ identifier: 'ada@x.example', email: 'ada@x.example' })).toBeUndefined();
    expect(userMenuSecondLine({ identifier: 'Ada King' })).toBeUndefined();
  });
});

describe('UserMenu', () => {
  const ada: SignedInUser = {
    userId: 'U1',
    name: 'Ada King',
    email: 'ada@x.example',
    identifier: 'Ada King',
    tenants: [acme],
  };

  it('shows the identifier, the email line and two-letter avatar, at least 300 px wide, without a tenant switcher', async () => {
    const menu = await open(session(ada));
    expect(within(menu).getByText('Ada King')).toBeInTheDocument();
    expect(within(menu).getByText('ada@x.example')).toBeInTheDocument();
    expect(within(menu).getByRole('img', { name: 'Ada King' })).toHaveTextContent('AK');
    expect(menu.style.minWidth).toBe('300px');
    expect(within(menu).queryByText('Switch tenant')).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /Feature flags/ })).toBeNull();
  });

  it('leaves out the second line when the identifier is the email', async () => {
    const menu = await open(session({ ...ada, name: undefined, identifier: 'ada@x.example' }));
    expect(within(menu).getAllByText('ada@x.example')).toHaveLength(1);
  });

  it('switches tenant for a user of several tenants, and offers the flags to those who may edit them', async () => {
    const value = session({ ...ada, tenants: [acme, initech] }, { canEditFlags: true });
    const menu = await open(value);
    expect(within(menu).getByText('Switch tenant')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /Feature flags/ })).toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Acme Corp/ }));
    expect(value.switchTenant).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /^User menu / }));
    await settle();
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Initech/, hidden: true }));
    expect(value.switchTenant).toHaveBeenCalledWith('initech');
  });

  it('offers All tenants to a user with a scope of tenants, even of one tenant of their own', async () => {
    const value = session({ ...ada, tenants: [initech] }, { holdsScope: true });
    const menu = await open(value);
    fireEvent.click(within(menu).getByRole('menuitem', { name: /All tenants/ }));
    expect(value.switchTenant).toHaveBeenCalledWith('*');
  });

  it('offers the Releases page to a platform admin', async () => {
    const root = session({ ...ada, tenants: [{ ...acme, roleNames: ['Product Admin'] }] });
    fireEvent.click(within(await open(root)).getByRole('menuitem', { name: /Releases/ }));
    expect(root.shell.navigate).toHaveBeenCalledWith('/releases');
  });

  it('offers no Releases page to anyone else', async () => {
    expect(within(await open(session(ada))).queryByRole('menuitem', { name: /Releases/ })).toBeNull();
  });

  it('offers the Tenants page to a platform admin', async () => {
    const root = session({ ...ada, tenants: [{ ...acme, roleNames: ['Product Admin'] }] });
    fireEvent.click(within(await open(root)).getByRole('menuitem', { name: /Tenants/ }));
    expect(root.shell.navigate).toHaveBeenCalledWith('/tenants');
  });

  it('offers no Tenants page to anyone else', async () => {
    expect(within(await open(session(ada))).queryByRole('menuitem', { name: /Tenants/ })).toBeNull();
  });

  it('offers the Tenant health page to a platform admin, and to no one else', async () => {
    const root = session({ ...ada, tenants: [{ ...acme, roleNames: ['Product Admin'] }] });
    fireEvent.click(within(await open(root)).getByRole('menuitem', { name: /Tenant health/ }));
    expect(root.shell.navigate).toHaveBeenCalledWith('/tenant-health');
    cleanup();
    expect(within(await open(session(ada))).queryByRole('menuitem', { name: /Tenant health/ })).toBeNull();
  });

  it('logs out', async () => {
    const value = session(ada);
    fireEvent.click(within(await open(value)).getByRole('menuitem', { name: /Log out/ }));
    expect(value.logout).toHaveBeenCalled();
  });

  it('adds a passkey for the signed-in user', async () => {
    fireEvent.click(within(await open(session(ada))).getByRole('menuitem', { name: /Add a passkey/ }));
    expect(addPasskey).toHaveBeenCalledTimes(1);
  });
});
