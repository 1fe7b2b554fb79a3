/** Icon keys the host maps to icons in the navigation rail. */
export type RouteIcon =
  'dashboard' | 'incidents' | 'egress' | 'reports' | 'policies' | 'devices' | 'integrations' | 'settings';

/** A top-level route of the console. */
export interface TopLevelRoute {
  /** Route path, possibly with parameter segments such as `/:id?`. */
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

/** Every top-level route of SPEC §2, in rail order. */
export const TOP_LEVEL_ROUTES: readonly TopLevelRoute[] = [
  { path: '/dashboard', navTitle: 'Dashboard', icon: 'dashboard', remote: 'mfe_dashboard', inRail: true },
  { path: '/incidents', navTitle: 'Incidents', icon: 'incidents', remote: 'mfe_incidents', inRail: true },
  { path: '/egress', navTitle: 'Data Egress', icon: 'egress', remote: 'mfe_egress', inRail: true },
  {
    path: '/report-templates/:id?/:reportId?',
    navTitle: 'Reports',
    icon: 'reports',
    remote: 'mfe_reports',
    inRail: true,
  },
  {
    path: '/policies',
    navTitle: 'Policies',
    displayTitle: 'Protection Policies',
    icon: 'policies',
    remote: 'mfe_policies',
    inRail: true,
  },
  {
    path: '/devices',
    navTitle: 'Devices',
    displayTitle: 'Device Manager',
    icon: 'devices',
    remote: 'mfe_devices',
    inRail: true,
  },
  { path: '/integrations', navTitle: 'Integrations', icon: 'integrations', inRail: false },
  {
    path: '/settings',
    navTitle: 'Settings',
    displayTitle: 'Configuration',
    icon: 'settings',
    remote: 'mfe_settings',
    inRail: true,
    redirectTo: 'lists',
  },
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
