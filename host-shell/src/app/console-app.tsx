import { AuthProvider, getSessionToken, useDescope } from '@descope/react-sdk';
import { BrowserRouter, ConsoleThemeProvider, Toaster } from 'shared-ui/core';
import { useEffect } from 'react';
import type { SessionGuard } from '../session/session-guard';
import { ConsoleRoutes } from './console-routes';
import { RuntimeProvider, type ConsoleRuntime } from './runtime-context';

/** Connects the session guard to the SDK instance the AuthProvider created. */
function IdentityBinding({ guard }: { guard: SessionGuard }) {
  const sdk = useDescope();
  useEffect(() => {
    guard.attachIdentity({
      sessionToken: () => getSessionToken() || '',
      refresh: () => sdk.refresh(),
      logout: () => sdk.logout(),
    });
  }, [guard, sdk]);
  return null;
}

/**
 * The console: theme (following the system's reduce-motion setting), identity SDK, runtime, the one notification region
 * and the one router.
 */
export function ConsoleApp({ runtime }: { runtime: ConsoleRuntime }) {
  const { config, session } = runtime;
  return (
    <ConsoleThemeProvider>
      <AuthProvider
        projectId={config.descopeProjectId}
        baseUrl={config.descopeBaseUrl}
        persistTokens
        autoRefresh
        hooks={session.hooks}
      >
        <IdentityBinding guard={session} />
        <RuntimeProvider value={runtime}>
          <BrowserRouter>
            <ConsoleRoutes />
          </BrowserRouter>
        </RuntimeProvider>
      </AuthProvider>
      <Toaster />
    </ConsoleThemeProvider>
  );
}
