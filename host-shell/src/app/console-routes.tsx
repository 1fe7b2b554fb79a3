import { Suspense, lazy } from 'react';
import { Route, Routes } from 'shared-ui/core';
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

/** The one router's table: /login bare, everything else inside the signed-in shell. */
export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route
        path="*"
        element={
          <RequireSession>
            <Suspense fallback={<FullPageSpin />}>
              <SignedInRoutes />
            </Suspense>
          </RequireSession>
        }
      />
    </Routes>
  );
}
