import type { RemoteChildRoute, TabVisibilityContext } from './remote-contract';
import { remoteOf } from './remote-registry';
import { joinPath } from './routes';

/**
 * One route of a remote, declared once: its path relative to the mount path, and, when it has a tab or a title,
 * what the tab bar and the header show. The remote's `routes`, its `<Routes>` and its path builders come from it.
 */
export interface RouteDeclaration {
  /** Path relative to the mount path, with `:param` and `:param?` segments; '' is the index route. */
  path: string;
  /** Navigation title (the tab label); a route without one is left out of the remote's `routes`. */
  title?: string;
  /** Title shown in the header when this route is active, if different from the parent's. */
  displayTitle?: string;
  /** Hidden from the tab bar always (true) or when the rule answers true. */
  hiddenFromTabs?: RemoteChildRoute['hiddenFromTabs'];
  /** For a route hidden from the tab bar: the path of the visible tab it belongs to, which stays selected on it. */
  tabOf?: string;
  /** When the rule answers false the route shows the not-found page and has no tab. */
  available?: (ctx: TabVisibilityContext) => boolean;
}

/** Every route of a remote, each under a name its path builder and its element are known by. */
export type RouteTable = Readonly<Record<string, RouteDeclaration>>;

/** The arguments a path segment takes: one for a parameter (optional for `:param?`), none for a fixed segment. */
type SegmentArgs<Segment extends string> = Segment extends `:${string}?`
  ? [string?]
  : Segment extends `:${string}`
    ? [string]
    : [];

/** The arguments of a path pattern's builder, one per parameter segment in order. */
export type PathArgs<Pattern extends string> = Pattern extends `${infer Head}/${infer Rest}`
  ? [...SegmentArgs<Head>, ...PathArgs<Rest>]
  : SegmentArgs<Pattern>;

/** Builds the absolute path of a route from its parameters, such as `policyPaths.edit(id)`. */
export type PathBuilder<Pattern extends string> = (...args: PathArgs<Pattern>) => string;

/** A remote's declared routes and what is derived from them. */
export interface DeclaredRemoteRoutes<T extends RouteTable> {
  /** Federation name of the remote, such as `mfe_policies`. */
  name: string;
  /** The top-level path the remote is mounted under, from the registry. */
  mountPath: string;
  /** Child path the bare mount path redirects to, from the registry, such as `lists` for `/settings`. */
  redirectTo?: string;
  /** The declarations as written. */
  table: T;
  /** The child routes of the route module: the titled declarations, in order, without the unavailable ones' tabs. */
  routes: readonly RemoteChildRoute[];
  /** One absolute path builder per declared route. */
  paths: { readonly [K in keyof T]: PathBuilder<T[K]['path']> };
}

/**
 * The absolute path of a pattern under a mount path: each parameter segment takes the next argument (URL-encoded);
 * an optional one without a value is left out.
 */
export function buildPath(mountPath: string, pattern: string, args: readonly (string | undefined)[]): string {
  let next = 0;
  const segments: string[] = [];
  for (const segment of pattern.split('/')) {
    if (segment === '') continue;
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const value = args[next];
    next += 1;
    if (value === undefined || value === '') {
      if (segment.endsWith('?')) continue;
      throw new Error(`${pattern}: no value for ${segment}`);
    }
    segments.push(encodeURIComponent(value));
  }
  return joinPath(mountPath, segments.join('/'));
}

/** The child route the tab bar and the header read, with an availability rule folded into the tab visibility. */
function childRoute(declaration: RouteDeclaration & { title: string }): RemoteChildRoute {
  const { path, title, displayTitle, hiddenFromTabs, tabOf, available } = declaration;
  const hidden =
    available === undefined
      ? hiddenFromTabs
      : (ctx: TabVisibilityContext) =>
          !available(ctx) || (typeof hiddenFromTabs === 'function' ? hiddenFromTabs(ctx) : hiddenFromTabs === true);
  return {
    path,
    title,
    ...(displayTitle !== undefined && { displayTitle }),
    ...(hidden !== undefined && { hiddenFromTabs: hidden }),
    ...(tabOf !== undefined && { tabOf }),
  };
}

/** Declares a remote's routes once; its mount path comes from the registry by its federation name. */
export function declareRemoteRoutes<const T extends RouteTable>(name: string, table: T): DeclaredRemoteRoutes<T> {
  const { mountPath, redirectTo } = remoteOf(name);
  const declarations = Object.values(table);
  const routes = declarations.flatMap((declaration) =>
    declaration.title === undefined ? [] : [childRoute({ ...declaration, title: declaration.title })],
  );
  // Each builder takes the arguments its pattern's parameters name (PathArgs), which buildPath reads in order.
  const builders: Record<string, (...args: never[]) => string> = {};
  for (const [key, declaration] of Object.entries(table)) {
    builders[key] = (...args: (string | undefined)[]) => buildPath(mountPath, declaration.path, args);
  }
  const paths = builders as DeclaredRemoteRoutes<T>['paths'];
  return { name, mountPath, ...(redirectTo !== undefined && { redirectTo }), table, routes, paths };
}
