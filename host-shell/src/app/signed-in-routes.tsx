import { Navigate, Route, Routes } from 'shared-ui/core';
import { TOP_LEVEL_ROUTES, joinPath, linkTarget } from 'shared-contracts';
import { App, NotFoundResult } from 'shared-ui';
import { lazy, Suspense } from 'react';
import { RemoteRoute } from '../federation/remote-route';
import { ShellLayout } from '../layout/shell-layout';
import { ComingSoonPage } from '../pages/coming-soon-page';
import { FullPageSpin } from '../pages/full-page-spin';
import { RELEASES_PATH } from '../pages/remote-releases/release-words';
import { TENANTS_PATH } from '../pages/tenants/tenant-words';
import { TENANT_HEALTH_PATH } from '../pages/tenant-health/health-words';
import { POLICY_TEMPLATES_PATH } from '../pages/policy-templates/template-words';
import { ConsoleSessionProvider } from '../session/console-session';
import { DEFAULT_LANDING } from '../session/login-return';

// The Releases page (platform admins) is loaded only when opened.
const ReleasesRoute = lazy(() => import(/* webpackChunkName: "releases" */ '../pages/remote-releases/releases-page'));
// The Tenants page (platform admins) too.
const TenantsRoute = lazy(() => import(/* webpackChunkName: "tenants" */ '../pages/tenants/tenants-page'));
// The Tenant health page (platform admins, issue 31) likewise.
const TenantHealthRoute = lazy(
  () => import(/* webpackChunkName: "tenant-health" */ '../pages/tenant-health/tenant-health-page'),
);

// The Policy templates page (platform admins, issue 31) likewise.
const PolicyTemplatesRoute = lazy(
  () => import(/* webpackChunkName: "policy-templates" */ '../pages/policy-templates/policy-templates-page'),
);

/** Everything but /login: the signed-in shell and its pages, loaded after sign-in behind console-routes' session check. */
export function SignedInRoutes() {
  return (
    <Routes>
      <Route
        element={
          // antd's App (its CSS reset and hook context) wraps the signed-in pages; /login does without it.
          <App>
            <ConsoleSessionProvider>
              <ShellLayout />
            </ConsoleSessionProvider>
          </App>
        }
      >
        <Route index element={<Navigate to={DEFAULT_LANDING} replace />} />
        {TOP_LEVEL_ROUTES.map((route) => {
          const base = linkTarget(route.path);
          return [
            route.redirectTo && (
              <Route
                key={`${base}:redirect`}
                path={base}
                element={<Navigate to={joinPath(base, route.redirectTo)} replace />}
              />
            ),
            <Route
              key={base}
              path={route.remote ? `${base}/*` : base}
              element={route.remote ? <RemoteRoute name={route.remote} section={route.navTitle} /> : <ComingSoonPage />}
            />,
          ];
        })}
        <Route
          path={RELEASES_PATH}
          element={
            <Suspense fallback={<FullPageSpin />}>
              <ReleasesRoute />
            </Suspense>
          }
        />
        <Route
          path={TENANTS_PATH}
          element={
            <Suspense fallback={<FullPageSpin />}>
              <TenantsRoute />
            </Suspense>
          }
        />
        <Route
          path={TENANT_HEALTH_PATH}
          element={
            <Suspense fallback={<FullPageSpin />}>
              <TenantHealthRoute />
            </Suspense>
          }
        />
        <Route
          path={POLICY_TEMPLATES_PATH}
          element={
            <Suspense fallback={<FullPageSpin />}>
              <PolicyTemplatesRoute />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundResult />} />
      </Route>
    </Routes>
  );
}
