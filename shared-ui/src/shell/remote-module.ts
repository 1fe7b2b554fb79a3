import type { ComponentType } from 'react';
import type { RemoteComponentProps, RemoteRouteModule } from 'shared-contracts';

/** The route module a React remote exposes. */
export type ReactRemoteRouteModule = RemoteRouteModule<ComponentType<RemoteComponentProps>>;

/** Whether a value loaded from a remote has the shape of a route module (the version is checked separately). */
export function isRemoteRouteModule(value: unknown): value is ReactRemoteRouteModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof ReactRemoteRouteModule, unknown>>;
  return (
    typeof candidate.contractVersion === 'number' &&
    typeof candidate.name === 'string' &&
    Array.isArray(candidate.routes) &&
    (typeof candidate.Component === 'function' ||
      (typeof candidate.Component === 'object' && candidate.Component !== null))
  );
}
