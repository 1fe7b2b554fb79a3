import {
  useLocation,
  activeTabFor,
  findTopLevelRoute,
  headerTitle,
  matchChildRoute,
  visibleTabs,
} from 'shared-ui/core';
import { linkTarget, type RemoteChildRoute, type TopLevelRoute } from 'shared-contracts';
import { useRemoteState } from '../federation/use-remote-state';
import { RELEASES_PATH } from '../pages/remote-releases/release-words';
import { TENANTS_PATH } from '../pages/tenants/tenant-words';
import { TENANT_HEALTH_PATH, TENANT_HEALTH_TITLE } from '../pages/tenant-health/health-words';
import { POLICY_TEMPLATES_PATH, POLICY_TEMPLATES_TITLE } from '../pages/policy-templates/template-words';
import { useConsoleSession } from '../session/session-context';

/** The active top-level route, its header title, its visible tabs and the active tab. */
export interface ActiveRoute {
  top?: TopLevelRoute;
  title: string;
  tabs: RemoteChildRoute[];
  activeTab?: RemoteChildRoute;
}

/** Reads the active route from the location and, for remote routes, from the loaded module's child routes. */
export function useActiveRoute(): ActiveRoute {
  const { pathname } = useLocation();
  const { shell } = useConsoleSession();
  const top = findTopLevelRoute(pathname);
  const state = useRemoteState(top?.remote);
  const routes = state.status === 'ready' ? state.module.routes : [];
  const ctx = { flags: shell.flags, can: shell.can };
  const matched = top ? matchChildRoute(pathname, linkTarget(top.path), routes) : undefined;
  return {
    top,
    // The shell's own Releases page has no remote to name it.
    title:
      pathname === RELEASES_PATH
        ? 'Releases'
        : pathname === TENANTS_PATH
          ? 'Tenants'
          : pathname === TENANT_HEALTH_PATH
            ? TENANT_HEALTH_TITLE
            : pathname === POLICY_TEMPLATES_PATH
              ? POLICY_TEMPLATES_TITLE
              : headerTitle(pathname, top, routes),
    tabs: visibleTabs(routes, ctx),
    activeTab: activeTabFor(matched, routes, ctx),
  };
}
