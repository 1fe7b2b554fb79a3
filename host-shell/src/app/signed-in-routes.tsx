import { Navigate, Route, Routes } from 'shared-ui/core';
import { TOP_LEVEL_ROUTES, joinPath, linkTarget } from 'shared-contracts';
import { App, NotFoundResult, lazyWithRetry } from 'shared-ui';
import { RemoteRoute } from '../federation/remote-route';
import { ShellLayout } from '../layout/shell-layout';
import { ComingSoonPage } from '../pages/coming-soon-page';
import { RELEASES_PATH } from '../pages/remote-releases/release-words';
import { TENANTS_PATH } from '../pages/tenants/tenant-words';
import { TENANT_HEALTH_PATH, TENANT_HEALTH_TITLE } from '../pages/tenant-health/health-words';
import { POLICY_TEMPLATES_PATH, POLICY_TEMPLATES_TITLE } from '../pages/policy-templates/template-words';
import { ConsoleSessionProvider } from '../session/console-session';
import { DEFAULT_LANDING } from '../session/login-return';

// The platform admins' pages load only when opened; a failed load shows its error with Retry in the page's place
// (the shell's rail and header work on), and is tried again at Retry or at the next visit (lazyWithRetry).
const ReleasesRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "releases" */ '../pages/remote-releases/releases-page'),
  { noun: 'Releases page' },
);
const TenantsRoute = lazyWithRetry(() => import(/* webpackChunkName: "tenants" */ '../pages/tenants/tenants-page'), {
  noun: 'Tenants page',
});
const TenantHealthRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "tenant-health" */ '../pages/tenant-health/tenant-health-page'),
  { noun: `${TENANT_HEALTH_TITLE} page` },
);
const PolicyTemplatesRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "policy-templates" */ '../pages/policy-templates/policy-templates-page'),
  { noun: `${POLICY_TEMPLATES_TITLE} page` },
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
        <Route path={RELEASES_PATH} element={<ReleasesRoute />} />
        <Route path={TENANTS_PATH} element={<TenantsRoute />} />
        <Route path={TENANT_HEALTH_PATH} element={<TenantHealthRoute />} />
        <Route path={POLICY_TEMPLATES_PATH} element={<PolicyTemplatesRoute />} />
        <Route path="*" element={<NotFoundResult />} />
      </Route>
    </Routes>
  );
}
