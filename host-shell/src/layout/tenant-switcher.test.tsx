// Installs the browser APIs antd's select needs and jsdom lacks (MessageChannel, ResizeObserver).
import 'shared-ui/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ALL_TENANTS_ID, type ShellContext, type SignedInUser, type TenantEntry } from 'shared-contracts';
import { ALL_TENANTS_ENTRY } from '../session/use-tenant-directory';
import { ConsoleSessionContextProvider, type ConsoleSession } from '../session/session-context';
import { TENANT_SEARCH_THRESHOLD, TenantSwitcher } from './tenant-switcher';

const acme: TenantEntry = { id: 'acme', name: 'Acme Corp', roleNames: ['Tenant Admin'] };
const globex: TenantEntry = { id: 'globex', name: 'Globex', roleNames: ['Analyst'] };
const initech: TenantEntry = { id: 'initech', name: 'Initech', roleNames: [] };

function session(tenants: TenantEntry[], active = tenants[0]!, holdsScope = false): ConsoleSession {
  const user: SignedInUser = { userId: 'U1', identifier: 'Ada', tenants };
  return {
    shell: { user, tenant: active } as unknown as ShellContext,
    holdsScope,
    switchTenant: jest.fn(),
  } as unknown as ConsoleSession;
}

function renderSwitcher(value: ConsoleSession) {
  render(
    <ConsoleSessionContextProvider value={value}>
      <button type="button">Before</button>
      <TenantSwitcher />
      <button type="button">After</button>
    </ConsoleSessionContextProvider>,
  );
  return value;
}

// The select opens and closes through a scheduled task; fake timers run it at once.
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  // Let the popup's motion end inside act before the next test.
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

const KEYS = { ArrowDown: 40, ArrowUp: 38, Enter: 13, Escape: 27, Tab: 9, ' ': 32 } as const;
const press = (element: Element, key: keyof typeof KEYS) =>
  act(() => {
    fireEvent.keyDown(element, { key, keyCode: KEYS[key], which: KEYS[key] });
    fireEvent.keyUp(element, { key, keyCode: KEYS[key], which: KEYS[key] });
    jest.runOnlyPendingTimers();
  });

const combobox = () => screen.getByRole('combobox', { name: 'Active tenant' });
const isOpen = () => combobox().getAttribute('aria-expanded') === 'true';
const optionNames = () =>
  Array.from(document.querySelectorAll('.ant-select-item-option'), (option) => option.textContent);

describe('TenantSwitcher', () => {
  it('is the plain tenant name for a user of one tenant', () => {
    renderSwitcher(session([acme]));
    expect(screen.getByTitle('Active tenant')).toHaveTextContent('Acme Corp');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('is a combobox for a user of several tenants that switches with the keyboard only', () => {
    const value = renderSwitcher(session([globex, initech]));
    const input = combobox();
    expect(input).toHaveAccessibleName('Active tenant');
    expect(document.querySelector('.console-tenant-switcher')).toHaveTextContent('Globex');
    act(() => input.focus());
    // ArrowDown opens without its default action (scrolling the page).
    expect(fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40, which: 40 })).toBe(false);
    act(() => jest.runOnlyPendingTimers());
    expect(isOpen()).toBe(true);
    expect(optionNames()).toEqual(['Globex', 'Initech']);
    press(input, 'ArrowDown');
    press(input, 'Enter');
    expect(value.switchTenant).toHaveBeenCalledWith('initech');
    expect(value.switchTenant).toHaveBeenCalledTimes(1);
  });

  it('opens on Enter or Space, closes on Escape with focus kept, and choosing the active tenant does nothing', () => {
    const value = renderSwitcher(session([acme, globex, initech], globex));
    const input = combobox();
    act(() => input.focus());
    press(input, 'Enter');
    expect(isOpen()).toBe(true);
    press(input, 'Escape');
    expect(isOpen()).toBe(false);
    expect(input).toHaveFocus();
    press(input, ' ');
    expect(isOpen()).toBe(true);
    press(input, 'Enter');
    expect(value.switchTenant).not.toHaveBeenCalled();
  });

  it('leaves on Tab without switching to the highlighted tenant', () => {
    const value = renderSwitcher(session([acme, globex]));
    const input = combobox();
    act(() => input.focus());
    press(input, 'ArrowDown');
    press(input, 'ArrowDown');
    press(input, 'Tab');
    expect(value.switchTenant).not.toHaveBeenCalled();
  });

  it(`filters as the user types from ${TENANT_SEARCH_THRESHOLD} tenants on, and Enter takes the match`, () => {
    const many = Array.from({ length: TENANT_SEARCH_THRESHOLD - 1 }, (_, index) => ({
      id: `t${index}`,
      name: `Tenant ${index}`,
      roleNames: [],
    }));
    const value = renderSwitcher(session([...many, initech]));
    const input = combobox();
    act(() => input.focus());
    act(() => {
      fireEvent.change(input, { target: { value: 'init' } });
      jest.runOnlyPendingTimers();
    });
    expect(isOpen()).toBe(true);
    expect(optionNames()).toEqual(['Initech']);
    press(input, 'Enter');
    expect(value.switchTenant).toHaveBeenCalledWith('initech');
  });

  it('offers All tenants first to a user with a scope, even of one tenant of their own, and switches to it', () => {
    const value = renderSwitcher(session([initech], initech, true));
    const input = combobox();
    act(() => input.focus());
    press(input, 'Enter');
    expect(optionNames()).toEqual(['All tenants', 'Initech']);
    press(input, 'ArrowUp');
    press(input, 'Enter');
    expect(value.switchTenant).toHaveBeenCalledWith(ALL_TENANTS_ID);
  });

  it('shows All tenants as the active choice', () => {
    renderSwitcher(session([globex, initech], ALL_TENANTS_ENTRY, true));
    expect(document.querySelector('.console-tenant-switcher')).toHaveTextContent('All tenants');
  });

  it('offers no All tenants to a user without a scope', () => {
    renderSwitcher(session([globex, initech]));
    act(() => combobox().focus());
    press(combobox(), 'Enter');
    expect(optionNames()).toEqual(['Globex', 'Initech']);
  });

  it('has no search below that count', () => {
    renderSwitcher(session([acme, globex]));
    expect(combobox()).toHaveAttribute('readonly');
  });
});
