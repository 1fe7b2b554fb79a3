import { createContext, useContext, type ReactNode } from 'react';
import type { ActiveTenantStore } from 'shared-ui/core';
import type { RemoteModuleStore } from '../federation/remote-module-store';
import type { ResolvedRuntimeConfig } from '../runtime-config/load-runtime-config';
import type { SessionGuard } from '../session/session-guard';

/** What the shell read at start: its configuration, the remotes it can load, the session guard and the active tenant. */
export interface ConsoleRuntime {
  config: ResolvedRuntimeConfig;
  remotes: RemoteModuleStore;
  session: SessionGuard;
  /** The active tenant id of this shell, kept in browser storage. */
  activeTenant: ActiveTenantStore;
}

const RuntimeContext = createContext<ConsoleRuntime | null>(null);

/** Provides the runtime to the shell. */
export function RuntimeProvider({ value, children }: { value: ConsoleRuntime; children?: ReactNode }) {
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}

/** The shell's runtime configuration and remote store. */
export function useRuntime(): ConsoleRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime() must be used under <RuntimeProvider>');
  return runtime;
}
