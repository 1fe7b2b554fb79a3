// The typed client: every call's path, parameters, body and answer are checked against the API's OpenAPI
// (openapi.gen.ts, generated from the routes), in the manner of openapi-fetch, over the shell's HTTP transport.

import type { paths } from './openapi.gen';

/** Query values the API client turns into a query string; arrays repeat the key. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Query parameters of an API call. */
export type Query = Readonly<Record<string, QueryValue>>;

/** HTTP methods of the typed client. */
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The API's paths (OpenAPI templates such as `/incidents/{id}`) that have an operation for the method. */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

type Operation<P extends keyof paths, M extends ApiMethod> = NonNullable<paths[P][M]>;
type Parameters<P extends keyof paths, M extends ApiMethod> =
  Operation<P, M> extends { parameters: infer Params } ? Params : never;

type ParamKeys<P extends keyof paths, M extends ApiMethod> = {
  [K in keyof Parameters<P, M>]: K extends 'path' | 'query'
    ? [NonNullable<Parameters<P, M>[K]>] extends [never]
      ? never
      : K
    : never;
}[keyof Parameters<P, M>];

/** The path and query parameters of an operation (`path` only when the template has placeholders). */
export type ApiParams<P extends keyof paths, M extends ApiMethod> = Pick<Parameters<P, M>, ParamKeys<P, M>>;

/** The JSON body an operation takes. */
export type ApiBody<P extends keyof paths, M extends ApiMethod> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;

/** The JSON answer of an operation's success (200), or undefined (204). */
export type ApiAnswer<P extends keyof paths, M extends ApiMethod> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer Answer } } } }
    ? Answer
    : undefined;

type GetPath = ApiPath<'get'>;

/** Resources with a cursor-paged list (GET /<name>), a count (GET /<name>/count) and a CSV export (GET /<name>/export). */
export type ListResourceName = {
  [P in GetPath]: P extends `/${infer Name}/count`
    ? `/${Name}` extends GetPath
      ? `/${Name}/export` extends GetPath
        ? Name
        : never
      : never
    : never;
}[GetPath];

/** The list routes: one page of rows and the next cursor. */
export type ListPath = `/${ListResourceName}`;

/** The count routes of the lists. */
export type CountPath = `/${ListResourceName}/count`;

/** The CSV export routes of the lists. */
export type ExportPath = `/${ListResourceName}/export`;

/** The filter-option routes (GET /filters/<name>-options?search=). */
export type FilterOptionsPath = Extract<GetPath, `/filters/${string}-options`>;

/** The routes called with a grid's query: lists' pages and counts, filter options, the egress grid's lineage. */
export type ListingPath =
  | ListPath
  | CountPath
  | FilterOptionsPath
  | Extract<GetPath, '/high-level-lineage' | '/high-level-lineage/combinations'>;

/** GET routes without path placeholders. */
type PlainGetPath = Exclude<GetPath, `${string}{${string}`>;

/** The row of a list route: the element type of its answer's items array. */
export type ListItemOf<P extends ListPath> = {
  [K in keyof ApiAnswer<P, 'get'>]: ApiAnswer<P, 'get'>[K] extends readonly (infer Item)[] ? Item : never;
}[keyof ApiAnswer<P, 'get'>];

type Args<P extends keyof paths, M extends ApiMethod> =
  Record<never, never> extends ApiParams<P, M> ? [params?: ApiParams<P, M>] : [params: ApiParams<P, M>];

type TakesBody<P extends keyof paths, M extends ApiMethod> =
  Operation<P, M> extends { requestBody?: infer RequestBody }
    ? [RequestBody] extends [never]
      ? false
      : [RequestBody] extends [undefined]
        ? false
        : true
    : false;

/** The body argument of a request: none for GET and DELETE, or when the operation takes no JSON body. */
export type ApiBodyArg<P extends keyof paths, M extends ApiMethod> = M extends 'get' | 'delete'
  ? []
  : TakesBody<P, M> extends true
    ? [body: ApiBody<P, M>]
    : [];

/** Base path of the SCIM 2.0 service, which the OpenAPI document leaves out (its clients are identity providers). */
export const SCIM_BASE_PATH = '/scim/v2';

/** Paths the client builds absolute URLs of: the API's GET routes, and the SCIM service's base. */
export type ApiUrlPath = ApiPath<'get'> | typeof SCIM_BASE_PATH;

/** Options of a download. */
export interface DownloadInit {
  /** Aborts the request and its stream. */
  signal?: AbortSignal;
}

/**
 * The shell's HTTP transport (host and dev shells build it; remotes never see it): one untyped request that answers
 * the parsed JSON (undefined for 204), problem details thrown as ApiError; 401 and 403 log the user out.
 */
export interface ApiTransport {
  /** Sends a request to a filled path and answers its parsed body. */
  request(method: ApiMethod, path: string, body: unknown, query: Query | undefined): Promise<unknown>;
  /** Absolute URL of a filled path. */
  url(path: string, query?: Query): string;
  /** GETs a file (such as a CSV export) with the session's headers; answers the raw streamed response. */
  download(path: string, query: Query | undefined, init?: DownloadInit): Promise<Response>;
}

/** The API client every remote gets, typed by the API's routes: bearer token and Tenant-Id; 401/403 log out. */
export interface TypedApiClient {
  get<P extends ApiPath<'get'>>(path: P, ...args: Args<P, 'get'>): Promise<ApiAnswer<P, 'get'>>;
  post<P extends ApiPath<'post'>>(
    path: P,
    body: ApiBody<P, 'post'>,
    ...args: Args<P, 'post'>
  ): Promise<ApiAnswer<P, 'post'>>;
  put<P extends ApiPath<'put'>>(
    path: P,
    body: ApiBody<P, 'put'>,
    ...args: Args<P, 'put'>
  ): Promise<ApiAnswer<P, 'put'>>;
  patch<P extends ApiPath<'patch'>>(
    path: P,
    body: ApiBody<P, 'patch'>,
    ...args: Args<P, 'patch'>
  ): Promise<ApiAnswer<P, 'patch'>>;
  delete<P extends ApiPath<'delete'>>(path: P, ...args: Args<P, 'delete'>): Promise<ApiAnswer<P, 'delete'>>;
  /** Any operation by method: the form generic code (such as a mutation hook) calls. */
  request<M extends ApiMethod, P extends ApiPath<M>>(
    method: M,
    path: P,
    params: ApiParams<P, M>,
    ...body: ApiBodyArg<P, M>
  ): Promise<ApiAnswer<P, M>>;
  /**
   * GETs a list's page, count or filter options with the grid's query, whose parameters come from the grid's filter
   * definitions (so the compiler checks the path and the answer, and the API checks the parameters).
   */
  getListing<P extends ListingPath>(path: P, query: Query): Promise<ApiAnswer<P, 'get'>>;
  /** Absolute URL of a GET route (such as a file to link to), or of the SCIM service's base. */
  url<P extends ApiUrlPath>(path: P, ...args: P extends ApiPath<'get'> ? Args<P, 'get'> : []): string;
  /** GETs a file (such as a CSV export) with the session's headers; answers the raw streamed response. */
  download(path: PlainGetPath, query: Query, init?: DownloadInit): Promise<Response>;
}

/** A path template with its `{name}` placeholders filled in (URI-encoded). */
export function fillPath(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`fillPath: ${template} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

interface UntypedParams {
  path?: Readonly<Record<string, string | number>>;
  query?: Query;
}

/** The typed client over a transport: same requests, checked by the compiler against the API's routes. */
export function typedApi(transport: ApiTransport): TypedApiClient {
  const url = (path: string, params: UntypedParams = {}) => fillPath(path, params.path);
  // The transport answers the parsed JSON of the route; the route's OpenAPI answer type is that JSON's type.
  const send = <T>(method: ApiMethod, path: string, body: unknown, params: UntypedParams = {}) =>
    transport.request(method, url(path, params), body, params.query) as Promise<T>;
  return {
    get: (path, ...[params]: [UntypedParams?]) => send('get', path, undefined, params),
    post: (path, body, ...[params]: [UntypedParams?]) => send('post', path, body, params),
    put: (path, body, ...[params]: [UntypedParams?]) => send('put', path, body, params),
    patch: (path, body, ...[params]: [UntypedParams?]) => send('patch', path, body, params),
    delete: (path, ...[params]: [UntypedParams?]) => send('delete', path, undefined, params),
    url: (path, ...[params]: [UntypedParams?]) => transport.url(url(path, params), params?.query),
    request: (method, path, params: UntypedParams, ...[body]: [unknown?]) => send(method, path, body, params),
    getListing: (path, query) => send('get', path, undefined, { query }),
    download: (path, query, init) => transport.download(path, query, init),
  };
}
