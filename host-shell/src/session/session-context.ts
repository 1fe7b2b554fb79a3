import { createContext, useContext } from 'react';
import type { ShellContext } from 'shared-contracts';
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
  /** Makes another tenant active; the page reloads (SPEC §4). */
  switchTenant: (tenantId: string) => void;
}

const SessionContext = createContext<ConsoleSession | null>(null);

/** Provides the session to the shell's chrome (TenantSession builds it). */
export const ConsoleSessionContextProvider = SessionContext.Provider;

/** The signed-in session; only under ConsoleSessionProvider. */
export function useConsoleSession(): ConsoleSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useConsoleSession() must be used under <ConsoleSessionProvider>');
  return session;
}
