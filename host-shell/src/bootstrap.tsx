import { ConsoleThemeProvider, createActiveTenantStore } from 'shared-ui/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/console-app';
import { createFederationLoader } from './federation/federation-loader';
import { RemoteModuleStore } from './federation/remote-module-store';
import { startAnalytics } from './analytics/start-analytics';
import { loadRuntimeConfig } from './runtime-config/load-runtime-config';
import { SessionGuard } from './session/session-guard';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const root = createRoot(container);
  try {
    const { config, registry } = await loadRuntimeConfig();
    const loader = createFederationLoader(registry, { requireIntegrity: config.requireRemoteIntegrity === true });
    const remotes = new RemoteModuleStore(registry, loader);
    const activeTenant = createActiveTenantStore();
    const session = new SessionGuard({ apiBaseUrl: config.apiBaseUrl, activeTenant });
    void startAnalytics(config);
    root.render(
      <StrictMode>
        <ConsoleApp runtime={{ config, remotes, session, activeTenant }} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('Console start-up failed', error);
    const message = error instanceof Error ? error.message : String(error);
    // The failure screen (antd's Result) is not part of what /login downloads; it loads only when needed.
    try {
      const { StartupFailure } = await import(/* webpackChunkName: "startup-failure" */ './pages/startup-failure');
      root.render(
        <ConsoleThemeProvider>
          <StartupFailure message={message} />
        </ConsoleThemeProvider>,
      );
    } catch {
      container.textContent = `The console could not start: ${message}`;
    }
  }
}

void start();
