import { matchRoutes } from 'react-router';
import {
  TOP_LEVEL_ROUTES,
  joinPath,
  linkTarget,
  type RemoteChildRoute,
  type TabVisibilityContext,
  type TopLevelRoute,
} from 'shared-contracts';

/** Whether a child route is hidden from the tab bar for this user, tenant and flags. */
export function isHiddenFromTabs(route: RemoteChildRoute, ctx: TabVisibilityContext): boolean {
  const rule = route.hiddenFromTabs;
  return typeof rule === 'function' ? rule(ctx) : rule === true;
}

/** The child routes that get a tab. */
export function visibleTabs(routes: readonly RemoteChildRoute[], ctx: TabVisibilityContext): RemoteChildRoute[] {
  return routes.filter((route) => !isHiddenFromTabs(route, ctx));
}

/** The top-level route whose link target is the path or a parent of it. */
export function findTopLevelRoute(pathname: string): TopLevelRoute | undefined {
  return TOP_LEVEL_ROUTES.find((route) => {
    const target = linkTarget(route.path);
    return pathname === target || pathname.startsWith(`${target}/`);
  });
}

/** The most specific child route that matches the path under the mount path. */
export function matchChildRoute(
  pathname: string,
  mountPath: string,
  routes: readonly RemoteChildRoute[],
): RemoteChildRoute | undefined {
  const candidates = routes.map((route, index) => ({ id: String(index), path: joinPath(mountPath, route.path) }));
  const matches = matchRoutes(candidates, pathname);
  const best = matches?.[matches.length - 1];
  return best ? routes[Number(best.route.id)] : undefined;
}

/**
 * The tab selected for the matched child: the child itself when it has a tab, else the visible tab it names in
 * `tabOf` (a sibling such as /egress/lineage/monitored keeps Monitored Events selected), else none.
 */
export function activeTabFor(
  matched: RemoteChildRoute | undefined,
  routes: readonly RemoteChildRoute[],
  ctx: TabVisibilityContext,
): RemoteChildRoute | undefined {
  if (!matched) return undefined;
  if (!isHiddenFromTabs(matched, ctx)) return matched;
  if (matched.tabOf === undefined) return undefined;
  return routes.find((route) => route.path === matched.tabOf && !isHiddenFromTabs(route, ctx));
}

/** Header title: the matched child's display title, else the route's display title, else its navigation title. */
export function headerTitle(
  pathname: string,
  top: TopLevelRoute | undefined,
  routes: readonly RemoteChildRoute[] = [],
): string {
  if (!top) return '';
  const child = matchChildRoute(pathname, linkTarget(top.path), routes);
  return child?.displayTitle ?? top.displayTitle ?? top.navTitle ?? '';
}
