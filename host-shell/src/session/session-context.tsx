import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import type { ShellContext } from 'shared-contracts';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FeatureFlagControl } from '../flags/use-feature-flags';

/** The signed-in session as the shell's own chrome sees it. */
export interface ConsoleSession {
  /** What every remote receives. */
  shell: ShellContext;
  /** The flags in force and their tenant overrides. */
  flagControl: FeatureFlagControl;
  /** Whether this user may change the tenant's flag overrides here (API source and `can('flags.write')`). */
  canEditFlags: boolean;
  /** Writes Logoff, forgets the tenant, ends the session and goes to /login. */
  logout: () => Promise<void>;
  /**
   * Whether the user holds a scope of tenants (a platform admin, a Tenant Group Admin): All tenants, Tenant health and
   * Policy templates are theirs. Undefined while the API is asked (GET /tenant-scope).
   */
  holdsScope: boolean | undefined;
  /** Makes another tenant (or All tenants, `ALL_TENANTS_ID`) active; the page reloads (SPEC §4). */
  switchTenant: (tenantId: string) => void;
}

const SessionContext = createContext<StoreApi<ConsoleSession> | null>(null);

/** Props of ConsoleSessionContextProvider. */
export interface ConsoleSessionContextProviderProps {
  value: ConsoleSession;
  children?: ReactNode;
}

/**
 * Holds the session of one shell in a zustand store of its own (TenantSession builds the value), so each part of the
 * chrome re-renders only for the part of the session it reads.
 */
export function ConsoleSessionContextProvider({ value, children }: ConsoleSessionContextProviderProps) {
  const [store] = useState(() => createStore<ConsoleSession>()(() => value));
  useLayoutEffect(() => store.setState(value, true), [store, value]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

const whole = (session: ConsoleSession): unknown => session;

/** The signed-in session, or the part of it a selector picks; only under ConsoleSessionProvider. */
export function useConsoleSession(): ConsoleSession;
export function useConsoleSession<T>(selector: (session: ConsoleSession) => T): T;
export function useConsoleSession<T>(selector?: (session: ConsoleSession) => T): T | ConsoleSession {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useConsoleSession() must be used under <ConsoleSessionProvider>');
  return useStore<StoreApi<ConsoleSession>, unknown>(store, selector ?? whole) as T | ConsoleSession;
}
