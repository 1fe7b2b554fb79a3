import { typedApi } from 'shared-contracts';
import type { ApiTransport, Query } from 'shared-contracts';
import { buildUrl } from '../shell/create-api-client';
import { registerTenantClients } from '../shell/tenant-clients';

/** Answers a fake call from its query and body; throw (or reject) to fail it, as the API client would. */
export type FakeHandler = (query: Query, body: unknown) => unknown;

/** One call the code under test made. */
export interface FakeCall {
  /** HTTP method, such as 'GET'. */
  method: string;
  /** API path, such as '/incidents'. */
  path: string;
  /** Query parameters as the client was given them. */
  query: Query;
  /** JSON body, for writes. */
  body: unknown;
  /** The Tenant-Id of a call made through `apiForTenant(api, tenantId)`; absent for the active tenant's client. */
  tenantId?: string;
}

/** Base URL of the fake API, for URLs the client builds (exports, links). */
export const FAKE_API_BASE_URL = 'https://api.test';

/**
 * The one fake API of the unit tests: calls are answered by `'<METHOD> <path>'` handlers and every call is recorded;
 * a call without a handler fails the way an unreachable route would. Downloads are answered by a handler that
 * returns a Response.
 */
export function createFakeApi(routes: Record<string, FakeHandler> = {}) {
  const calls: FakeCall[] = [];
  const answer = async (method: string, path: string, query: Query = {}, body?: unknown, tenantId?: string) => {
    calls.push({ method, path, query, body, ...(tenantId === undefined ? {} : { tenantId }) });
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new Error(`No fake route for ${method} ${path}`);
    return handler(query, body);
  };
  // The typed client fills the path templates, so routes and recorded calls carry filled paths ('/incidents/i-1').
  const transport = (tenantId?: string): ApiTransport => ({
    request: (method, path, body, query) => answer(method.toUpperCase(), path, query, body, tenantId),
    url: (path, query) => buildUrl(FAKE_API_BASE_URL, path, query),
    download: async (path, query) => {
      const response = await answer('GET', path, query, undefined, tenantId);
      if (!(response instanceof Response)) throw new Error(`The fake route for GET ${path} answered no Response`);
      return response;
    },
  });
  const api = typedApi(transport());
  registerTenantClients(api, (tenantId) => typedApi(transport(tenantId)));
  return {
    api,
    calls,
    /** The recorded calls of one method and path. */
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}
