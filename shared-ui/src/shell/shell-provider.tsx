import { createContext, useContext, type ReactNode } from 'react';
import type { ShellContext, TypedApiClient } from 'shared-contracts';

const ShellReactContext = createContext<ShellContext | null>(null);

/** Props of ShellProvider. */
export interface ShellProviderProps {
  /** The context the host (or the dev shell) built for this remote. */
  value: ShellContext;
  children?: ReactNode;
}

/** Makes the shell context readable with useShell() below it. */
export function ShellProvider({ value, children }: ShellProviderProps) {
  return <ShellReactContext.Provider value={value}>{children}</ShellReactContext.Provider>;
}

/** The shell context: user, tenant, API client, flags, notify, audit, navigate. */
export function useShell(): ShellContext {
  const shell = useContext(ShellReactContext);
  if (!shell) throw new Error('useShell() must be used under <ShellProvider>');
  return shell;
}

/**
 * The shell's API client typed by the API's routes: the compiler checks each call's path, path and query parameters,
 * body and answer against the generated OpenAPI types (shared-contracts' openapi.gen.ts).
 */
export function useApi(): TypedApiClient {
  return useShell().api;
}
