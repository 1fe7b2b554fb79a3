import { typedApi } from 'shared-contracts';
import type { ApiMethod, ApiTransport, Query, TypedApiClient } from 'shared-contracts';
import { ApiError, toApiError } from './api-error';
import { registerTenantClients } from './tenant-clients';

/** What the API client needs from the session and the tenant, read on every call. */
export interface ApiClientOptions {
  /** API origin (and optional path prefix), without a trailing slash. */
  baseUrl: string;
  /**
   * Current session JWT, read before every call; no Authorization header when empty. It may be asynchronous, so the
   * host can refresh a session about to expire first; when it throws, the call fails with that error.
   */
  getSessionToken: () => string | undefined | Promise<string | undefined>;
  /** Active tenant id; '' means no tenant scope. */
  getTenantId: () => string;
  /** Called on 401 and 403 (SPEC §4: the user is logged out). */
  onUnauthorized: (status: number) => void;
  /** Injected in tests. */
  fetchImpl?: typeof fetch;
}

/** Appends a query to a URL; arrays repeat their key, null and undefined are left out. */
export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The shell's HTTP transport: bearer session, Tenant-Id, JSON in and out, problem details as ApiError. */
function createApiTransport(options: ApiClientOptions): ApiTransport {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));

  async function send(method: string, path: string, body: unknown, query: Query | undefined, init: RequestInit) {
    const token = await options.getSessionToken();
    const headers: Record<string, string> = { Accept: 'application/json', 'Tenant-Id': options.getTenantId() };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(buildUrl(options.baseUrl, path, query), {
        ...init,
        method,
        headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'The console could not reach the API', error instanceof Error ? error.message : undefined);
    }
    if (response.ok) return response;
    const payload = await readBody(response);
    if (response.status === 401 || response.status === 403) options.onUnauthorized(response.status);
    throw toApiError(response.status, response.statusText, payload);
  }

  return {
    request: async (method: ApiMethod, path: string, body: unknown, query: Query | undefined) =>
      readBody(await send(method.toUpperCase(), path, body, query, {})),
    url: (path, query) => buildUrl(options.baseUrl, path, query),
    download: (path, query, init) =>
      send('GET', path, undefined, query, { signal: init?.signal, headers: { Accept: 'text/csv, */*' } }),
  };
}

/** The shell's API client, typed by the API's routes, over its HTTP transport. */
export function createApiClient(options: ApiClientOptions): TypedApiClient {
  const api = typedApi(createApiTransport(options));
  registerTenantClients(api, (tenantId) => createApiClient({ ...options, getTenantId: () => tenantId }));
  return api;
}
