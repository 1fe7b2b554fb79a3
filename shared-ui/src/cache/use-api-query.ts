import { useCallback } from 'react';
import type { ApiAnswer, ApiBodyArg, ApiMethod, ApiParams, ApiPath } from 'shared-contracts';
import useSWR, { useSWRConfig } from 'swr';
import type { SWRConfiguration, SWRResponse } from 'swr';
import { useShell } from '../shell/shell-provider';
import { hasKeyPrefix } from './resource-keys';

/** The segments of a path template, such as ['incidents', '{id}', 'comments'] for `/incidents/{id}/comments`. */
function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * The SWR key of an API query: the tenant first (STYLE: switching tenant never shows another tenant's cache), then the
 * path template's segments, then the parameters, then the `version` the answer is asked for when there is one. Under
 * the same prefix as the resource's key factory (createResourceKeys' `all`), so a factory's revalidation reaches these
 * queries too.
 */
export function apiQueryKey(
  tenantId: string,
  path: string,
  params: unknown = {},
  version?: string | number,
): readonly unknown[] {
  const key = ['tenants', tenantId, ...segmentsOf(path), params];
  return version === undefined ? key : [...key, version];
}

/** The key prefix of every query of a path template and of the templates below it, in one tenant. */
export function apiPathPrefix(tenantId: string, path: string): readonly unknown[] {
  return ['tenants', tenantId, ...segmentsOf(path)];
}

/** Options of useApiQuery over data D: SWR's, and `enabled: false` to hold the call. */
type QueryOptions<D> = SWRConfiguration<D, unknown> & {
  /** Set false to hold the call (the key is null). */
  enabled?: boolean;
  /**
   * What the answer depends on besides the parameters, such as the version of an incident a summary is made for: a
   * new version asks again (the last part of the key).
   */
  version?: string | number;
};

/** Options of useApiQuery: SWR's, `enabled: false` to hold the call, and the `version` asked for. */
export type ApiQueryOptions<P extends ApiPath<'get'>> = QueryOptions<ApiAnswer<P, 'get'>>;

/** Options of useApiQuery that keep a part of the answer (`select`), cached as selected. */
export type ApiSelectOptions<P extends ApiPath<'get'>, T> = QueryOptions<NoInfer<T>> & {
  /** The part of the answer the caller uses (such as `extendIncident`); the cache holds it, as `data` does. */
  select: (answer: ApiAnswer<P, 'get'>) => T;
};

/**
 * GETs an API route through SWR, typed by the route (its path, path and query parameters, and answer), keyed by the
 * active tenant, the path and the parameters. Problem details reach the caller as `error` (an ApiError). With
 * `select`, the data is the part of the answer it keeps.
 */
export function useApiQuery<P extends ApiPath<'get'>, T>(
  path: P,
  params: ApiParams<P, 'get'>,
  options: ApiSelectOptions<P, T>,
): SWRResponse<T, unknown>;
export function useApiQuery<P extends ApiPath<'get'>>(
  path: P,
  params: ApiParams<P, 'get'>,
  options?: ApiQueryOptions<P>,
): SWRResponse<ApiAnswer<P, 'get'>, unknown>;
export function useApiQuery<P extends ApiPath<'get'>, T>(
  path: P,
  params: ApiParams<P, 'get'>,
  options: ApiQueryOptions<P> | ApiSelectOptions<P, T> = {},
): SWRResponse<ApiAnswer<P, 'get'> | T, unknown> {
  const { api, tenant } = useShell();
  const { enabled = true, version, ...rest } = options;
  const { select, ...config } = 'select' in rest ? rest : { ...rest, select: undefined };
  return useSWR<ApiAnswer<P, 'get'> | T, unknown>(
    enabled ? apiQueryKey(tenant.id, path, params, version) : null,
    async () => {
      const answer = await api.request('get', path, params);
      return select ? select(answer) : answer;
    },
    // The options' callbacks take the data of the overload called (the answer, or what `select` keeps), which is the
    // data this query caches; SWR's type of them cannot narrow the union back to that one.
    config as SWRConfiguration<ApiAnswer<P, 'get'> | T, unknown>,
  );
}

/**
 * Answers `revalidate(...paths)`: reloads every cached query of the active tenant under those path templates (each
 * template and the templates below it: `/policies` reaches `/policies/{id}` too). Data on screen stays until the fresh
 * data arrives.
 */
export function useRevalidateApi(): (...paths: readonly ApiPath<'get'>[]) => Promise<void> {
  const { tenant } = useShell();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...paths: readonly ApiPath<'get'>[]) => {
      const prefixes = paths.map((path) => apiPathPrefix(tenant.id, path));
      await mutate((key) => prefixes.some((prefix) => hasKeyPrefix(key, prefix)));
    },
    [mutate, tenant.id],
  );
}

/** HTTP methods that write. */
export type WriteMethod = Exclude<ApiMethod, 'get'>;

/** Options of useApiMutation. */
export interface ApiMutationOptions {
  /**
   * The queries to reload after the write succeeds (each template and those below it); by default everything under
   * the written path's first segment, its resource (`/incidents` for PATCH `/incidents/{id}`). Empty to reload none.
   */
  revalidates?: readonly ApiPath<'get'>[];
}

/** A typed write: its parameters, then its JSON body when the operation takes one. */
export type ApiMutation<M extends WriteMethod, P extends ApiPath<M>> = (
  params: ApiParams<P, M>,
  ...body: ApiBodyArg<P, M>
) => Promise<ApiAnswer<P, M>>;

function resourceOf(path: string): string {
  return `/${segmentsOf(path)[0] ?? ''}`;
}

/**
 * A typed write to an API route (path, parameters, body and answer checked against the route) that, once it
 * succeeds, revalidates the active tenant's queries of the path's resource (or of `options.revalidates`), and
 * answers the write's result. A failure (problem details as ApiError) rejects to the caller and reloads nothing.
 */
export function useApiMutation<M extends WriteMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  options: ApiMutationOptions = {},
): ApiMutation<M, P> {
  const { api, tenant } = useShell();
  const { mutate } = useSWRConfig();
  const revalidates = options.revalidates;
  return useCallback(
    async (params: ApiParams<P, M>, ...body: ApiBodyArg<P, M>) => {
      const answer = await api.request(method, path, params, ...body);
      const prefixes = (revalidates ?? [resourceOf(path)]).map((target) => apiPathPrefix(tenant.id, target));
      if (prefixes.length > 0) await mutate((key) => prefixes.some((prefix) => hasKeyPrefix(key, prefix)));
      return answer;
    },
    // The targets are compared by value, so an inline array does not make a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, method, path, mutate, tenant.id, JSON.stringify(revalidates)],
  );
}
