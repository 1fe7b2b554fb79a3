import registry from './remotes.json';

/** Icon keys the host maps to icons in the navigation rail. */
export const ROUTE_ICONS = [
  'dashboard',
  'incidents',
  'egress',
  'reports',
  'policies',
  'devices',
  'integrations',
  'settings',
] as const;

/** An icon key of the navigation rail. */
export type RouteIcon = (typeof ROUTE_ICONS)[number];

/** What the console shows of a top-level route, written once in remotes.json beside the remote (or host route). */
export interface RouteNavigation {
  /** Top-level route path, such as `/incidents`. */
  mountPath: string;
  /** Short title in the navigation rail. */
  navTitle: string;
  /** Title in the header, when different from the navigation title. */
  displayTitle?: string;
  /** Rail icon. */
  icon: RouteIcon;
  /** Place in the navigation rail, from 1; absent for a route without a rail entry. */
  railPosition?: number;
  /** Child path the bare route redirects to, such as `lists` for `/settings`. */
  redirectTo?: string;
}

/**
 * A remote of the console, as written once in remotes.json (read by the scripts, the lint and the test configs too):
 * its package, federation name, mount path and dev port, and how the shell's navigation shows it.
 */
export interface RemoteDefinition extends RouteNavigation {
  /** Workspace package folder, such as `mfe-incidents`. */
  package: string;
  /** Federation name, such as `mfe_incidents`. */
  name: string;
  /** Port of its standalone dev server. */
  devPort: number;
}

/** The icon key a registry line names; a key the rail has no icon for is a mistake in remotes.json. */
function routeIcon(icon: string): RouteIcon {
  const known = ROUTE_ICONS.find((key) => key === icon);
  if (!known) throw new Error(`remotes.json: unknown icon ${icon}`);
  return known;
}

/** A registry line with its icon checked. */
function navigationOf<T extends { icon: string }>(line: T): Omit<T, 'icon'> & { icon: RouteIcon } {
  return { ...line, icon: routeIcon(line.icon) };
}

/** Every remote of the console, in the order of their ports. */
export const REMOTES: readonly RemoteDefinition[] = registry.remotes.map(navigationOf);

/** The top-level routes the host renders itself (a placeholder page). */
export const HOST_ROUTES: readonly RouteNavigation[] = registry.hostRoutes.map(navigationOf);

/** A remote by its federation name, such as `mfe_egress`; an unknown name throws. */
export function remoteOf(name: string): RemoteDefinition {
  const remote = REMOTES.find((entry) => entry.name === name);
  if (!remote) throw new Error(`${name} is not in the remote registry`);
  return remote;
}

/**
 * The mount path of a remote by its federation name, such as `/egress` for `mfe_egress` (for a link into another
 * remote, which the linking remote's own route table does not know); an unknown name throws.
 */
export function mountPathOf(name: string): string {
  return remoteOf(name).mountPath;
}
