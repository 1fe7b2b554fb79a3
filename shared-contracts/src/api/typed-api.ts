// The typed client: every call's path, parameters, body and answer are checked against the API's OpenAPI
// (openapi.gen.ts, generated from the routes), in the manner of openapi-fetch, over the shell's ApiClient.

import type { ApiClient, Query } from '../shell-context';
import type { paths } from './openapi.gen';

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

type Args<P extends keyof paths, M extends ApiMethod> =
  Record<never, never> extends ApiParams<P, M> ? [params?: ApiParams<P, M>] : [params: ApiParams<P, M>];

/** The shell's ApiClient, typed by the API's routes. */
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

/** The typed view of an ApiClient: same requests, checked by the compiler against the API's routes. */
export function typedApi(api: ApiClient): TypedApiClient {
  const url = (path: string, params: UntypedParams = {}) => fillPath(path, params.path);
  return {
    get: (path, ...[params]: [UntypedParams?]) => api.get(url(path, params), params?.query),
    post: (path, body, ...[params]: [UntypedParams?]) => api.post(url(path, params), body, params?.query),
    put: (path, body, ...[params]: [UntypedParams?]) => api.put(url(path, params), body, params?.query),
    patch: (path, body, ...[params]: [UntypedParams?]) => api.patch(url(path, params), body, params?.query),
    delete: (path, ...[params]: [UntypedParams?]) => api.delete(url(path, params), params?.query),
  };
}
