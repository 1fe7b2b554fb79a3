import type { FastifyInstance } from 'fastify';
import { ACCESS_MATRIX } from '../access-matrix';
import type { SchemaLike } from './malformed-values';

/** One operation of the served OpenAPI document, with what the fuzzer needs to build requests for it. */
export interface FuzzRoute {
  method: string;
  /** Fastify's form (`/lists/:id`), the access matrix's key. */
  path: string;
  query: Record<string, SchemaLike>;
  pathParams: string[];
  body?: SchemaLike;
  /** A request the access matrix knows answers 2xx: its URL and payload are the base that is then spoiled. */
  probe?: { url: string; payload?: Record<string, unknown> };
}

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: SchemaLike;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: SchemaLike }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation the app serves in its OpenAPI document (so routes added later are fuzzed too), docs aside. */
export function fuzzRoutes(app: FastifyInstance): FuzzRoute[] {
  const document = app.swagger() as { paths?: Record<string, Partial<Record<string, OpenApiOperation>>> };
  const routes: FuzzRoute[] = [];
  for (const [openApiPath, operations] of Object.entries(document.paths ?? {})) {
    if (openApiPath === '/docs' || openApiPath.startsWith('/docs/')) continue;
    const path = openApiPath.replace(/\{([^}]+)\}/g, ':$1');
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const query: Record<string, SchemaLike> = {};
      const pathParams: string[] = [];
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query') query[parameter.name] = parameter.schema ?? {};
        if (parameter.in === 'path') pathParams.push(parameter.name);
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const probe = ACCESS_MATRIX[`${method.toUpperCase()} ${path}`]?.probes?.[0];
      routes.push({
        method: method.toUpperCase(),
        path,
        query,
        pathParams,
        ...(body && { body }),
        ...(probe && { probe }),
      });
    }
  }
  return routes;
}

/** The probe's path parameter values by name (`/lists/:id` against `/lists/L-1` gives `{ id: 'L-1' }`). */
export function probePathValues(route: FuzzRoute): Record<string, string> {
  if (!route.probe) return {};
  const pattern = route.path.split('/');
  const actual = (route.probe.url.split('?')[0] ?? '').split('/');
  const values: Record<string, string> = {};
  pattern.forEach((segment, index) => {
    if (segment.startsWith(':')) values[segment.slice(1)] = decodeURIComponent(actual[index] ?? '');
  });
  return values;
}

/** The probe's query parameters (valid values that the fuzzer then spoils one or two at a time). */
export function probeQuery(route: FuzzRoute): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  if (!route.probe) return query;
  const search = new URLSearchParams(route.probe.url.split('?')[1] ?? '');
  for (const [name, value] of search) {
    const previous = query[name];
    query[name] = previous === undefined ? value : [...([] as string[]).concat(previous), value];
  }
  return query;
}
