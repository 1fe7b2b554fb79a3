import { Component, Suspense, lazy, type ErrorInfo, type ReactNode } from 'react';
import { Button, Flex, Route, Routes } from 'shared-ui/core';
import { FullPageSpin } from '../pages/full-page-spin';
import { LoginPage } from '../pages/login-page';
import { RequireSession } from '../session/require-session';

// The signed-in shell (layout, session, remotes, the grid kit) loads only once a page past /login is opened,
// so the sign-in page needs nothing but the light part of shared-ui. The session check stays here: a signed-out
// visit to any page goes to /login without downloading the signed-in shell.
const SignedInRoutes = lazy(() =>
  import(/* webpackChunkName: "signed-in" */ './signed-in-routes').then((module) => ({
    default: module.SignedInRoutes,
  })),
);

/**
 * When the signed-in shell's code cannot be loaded (a network drop, a chunk's time-out), says so with Reload instead
 * of leaving a blank window. Drawn with the light part of shared-ui only, as /login is.
 */
class SignedInLoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The console could not be loaded:', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh' }} role="alert">
        <span>The console could not be loaded. Check the connection, then reload.</span>
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Flex>
    );
  }
}

/** The one router's table: /login bare, everything else inside the signed-in shell. */
export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route
        path="*"
        element={
          <RequireSession>
            <SignedInLoadFailure>
              <Suspense fallback={<FullPageSpin />}>
                <SignedInRoutes />
              </Suspense>
            </SignedInLoadFailure>
          </RequireSession>
        }
      />
    </Routes>
  );
}
