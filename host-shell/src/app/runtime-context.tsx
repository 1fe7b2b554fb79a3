import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteModuleStore } from '../federation/remote-module-store';
import type { ResolvedRuntimeConfig } from '../runtime-config/load-runtime-config';

/** What the shell read at start: its configuration and the remotes it can load. */
export interface ConsoleRuntime {
  config: ResolvedRuntimeConfig;
  remotes: RemoteModuleStore;
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
