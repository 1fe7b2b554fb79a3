import { App } from 'antd';
import { StrictMode, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ConsoleThemeProvider } from '../theme/console-theme-provider';
import { Toaster } from '../toast/toaster';
import type { ReactRemoteRouteModule } from '../shell/remote-module';
import { clearDevSession, readDevSession, type DevShellOptions } from './dev-session';
import { DevShellFrame } from './dev-shell-frame';
import { DevSignIn } from './dev-sign-in';

/** Props of DevShell. */
export interface DevShellProps {
  module: ReactRemoteRouteModule;
  options: DevShellOptions;
}

/** Signs in at the local identity provider, then renders the remote as the host would. */
export function DevShell({ module, options }: DevShellProps) {
  const [session, setSession] = useState(readDevSession);
  const signOut = useCallback(() => {
    clearDevSession();
    setSession(null);
  }, []);
  return (
    <ConsoleThemeProvider>
      <App>
        <Toaster />
        {session ? (
          <BrowserRouter>
            <DevShellFrame module={module} options={options} session={session} onSignOut={signOut} />
          </BrowserRouter>
        ) : (
          <DevSignIn options={options} remoteName={module.name} onSignedIn={setSession} />
        )}
      </App>
    </ConsoleThemeProvider>
  );
}

/** Mounts a remote's standalone dev shell into `#root`. */
export function renderDevShell(module: ReactRemoteRouteModule, options: DevShellOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('renderDevShell: no #root element');
  createRoot(container).render(
    <StrictMode>
      <DevShell module={module} options={options} />
    </StrictMode>,
  );
}
