import { HOST_ROUTES, REMOTES, type RouteIcon, type RouteNavigation } from './remote-registry';

/** A top-level route of the console. */
export interface TopLevelRoute {
  /** Route path, the mount path of its remote, such as `/incidents`. */
  path: string;
  /** Short title in the navigation rail. */
  navTitle: string;
  /** Title in the header, when different from the navigation title. */
  displayTitle?: string;
  /** Rail icon. */
  icon: RouteIcon;
  /** Federation name of the remote that renders it; absent for routes the host renders. */
  remote?: string;
  /** Whether the route has an entry in the navigation rail. */
  inRail: boolean;
  /** Child path the bare route redirects to, such as `lists` for `/settings`. */
  redirectTo?: string;
}

/** The route table's line of a registry line. */
function topLevelRoute(line: RouteNavigation, remote?: string): TopLevelRoute {
  const { mountPath, navTitle, displayTitle, icon, railPosition, redirectTo } = line;
  return {
    path: mountPath,
    navTitle,
    ...(displayTitle !== undefined && { displayTitle }),
    icon,
    ...(remote !== undefined && { remote }),
    inRail: railPosition !== undefined,
    ...(redirectTo !== undefined && { redirectTo }),
  };
}

/** Place in the rail, the routes without an entry last. */
const railOrder = (line: RouteNavigation) => line.railPosition ?? Number.POSITIVE_INFINITY;

/** Every top-level route of SPEC §2, in rail order, from the registry (remotes.json): the remotes', then the host's. */
export const TOP_LEVEL_ROUTES: readonly TopLevelRoute[] = [
  ...[...REMOTES].sort((a, b) => railOrder(a) - railOrder(b)).map((remote) => topLevelRoute(remote, remote.name)),
  ...HOST_ROUTES.map((route) => topLevelRoute(route)),
];

/** The route path cut before its first parameter segment: the rail's link target. */
export function linkTarget(path: string): string {
  const segments = path.split('/');
  const firstParam = segments.findIndex((segment) => segment.startsWith(':') || segment === '*');
  const kept = firstParam === -1 ? segments : segments.slice(0, firstParam);
  const joined = kept.join('/');
  return joined === '' ? '/' : joined;
}

/** Joins a parent and a child path with exactly one slash; an empty child is the parent. */
export function joinPath(parent: string, child: string): string {
  const base = parent.replace(/\/+$/, '');
  const rest = child.replace(/^\/+/, '');
  if (rest === '') return base === '' ? '/' : base;
  return `${base}/${rest}`;
}

/** The not-found text of SPEC §2. */
export const NOT_FOUND_TEXT = 'Content not found. Please verify your request.';

/** The text the integrations route shows. */
export const COMING_SOON_TEXT = 'Coming Soon';

/** Query parameters kept when forwarding to the login route. */
export const LOGIN_KEPT_QUERY_PARAMS = ['descope-login-flow', 't', 'code'] as const;
