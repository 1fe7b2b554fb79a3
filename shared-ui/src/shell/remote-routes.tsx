import type { ComponentType, ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import {
  CONTRACT_VERSION,
  type DeclaredRemoteRoutes,
  type RemoteComponentProps,
  type RouteDeclaration,
  type RouteTable,
  type TabVisibilityContext,
} from 'shared-contracts';
import type { ReactRemoteRouteModule } from './remote-module';
import { NotFoundResult } from './not-found-result';
import { ShellProvider } from './shell-provider';

/** What each declared route renders. */
export type RouteElements<T extends RouteTable> = { readonly [K in keyof T]: ReactNode };

/** A layout route without a path: its element renders the named routes in its `<Outlet />`. */
export interface RouteLayout<T extends RouteTable> {
  element: ReactNode;
  routes: readonly (keyof T & string)[];
}

/** How a remote renders its declared routes. */
export interface RemoteRouteElements<T extends RouteTable> {
  /** The element of each declared route. */
  elements: RouteElements<T>;
  /** Layout routes grouping some of the declared ones. */
  layouts?: readonly RouteLayout<T>[];
  /** Wraps the routes under the shell provider, such as a provider shared by every tab. */
  Wrapper?: ComponentType<{ children: ReactNode }>;
}

/** The element a declared route shows: the not-found page when unavailable, else its own. */
function shownElement(declaration: RouteDeclaration, element: ReactNode, ctx: TabVisibilityContext): ReactNode {
  return declaration.available && !declaration.available(ctx) ? <NotFoundResult /> : element;
}

/**
 * The route module of a remote from its declared routes: the child routes the host shows as tabs and titles, and the
 * component rendering one `<Route>` per declaration (index for ''), the layouts, the registry's redirect of the bare
 * mount path (the host redirects first; the standalone dev shell relies on this one) and the not-found page.
 */
export function remoteRouteModule<T extends RouteTable>(
  declared: DeclaredRemoteRoutes<T>,
  { elements, layouts = [], Wrapper }: RemoteRouteElements<T>,
): ReactRemoteRouteModule {
  const elementOf: Readonly<Record<string, ReactNode>> = elements;
  const laidOut = new Set<string>(layouts.flatMap((layout) => layout.routes));

  function DeclaredRoutes({ shell }: RemoteComponentProps) {
    const ctx: TabVisibilityContext = { flags: shell.flags, can: shell.can };
    const routeOf = (key: string) => {
      const declaration = declared.table[key];
      if (!declaration) return null;
      const element = shownElement(declaration, elementOf[key], ctx);
      return declaration.path === '' ? (
        <Route key={key} index element={element} />
      ) : (
        <Route key={key} path={declaration.path} element={element} />
      );
    };
    const routes = (
      <Routes>
        {layouts.map((layout, index) => (
          <Route key={`layout ${index}`} element={layout.element}>
            {layout.routes.map(routeOf)}
          </Route>
        ))}
        {Object.keys(declared.table)
          .filter((key) => !laidOut.has(key))
          .map(routeOf)}
        {declared.redirectTo !== undefined && (
          <Route key="redirect" index element={<Navigate to={declared.redirectTo} replace />} />
        )}
        <Route path="*" element={<NotFoundResult />} />
      </Routes>
    );
    return <ShellProvider value={shell}>{Wrapper ? <Wrapper>{routes}</Wrapper> : routes}</ShellProvider>;
  }

  return { contractVersion: CONTRACT_VERSION, name: declared.name, routes: declared.routes, Component: DeclaredRoutes };
}
