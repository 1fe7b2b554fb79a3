// Malformed requests for the fuzz test (bad-input.test.ts), built from a route of the served OpenAPI document.
import type { InjectOptions } from 'fastify';
import type { Random } from '../db/demo/prng';
import { probePathValues, probeQuery } from './fuzz-routes';
import type { FuzzRoute } from './fuzz-routes';
import {
  BROKEN_ENCODINGS,
  malformedBody,
  malformedCursor,
  malformedJsonValue,
  malformedQueryValue,
} from './malformed-values';

const RAW_BODIES = [
  '[]',
  'null',
  '"\\u0000"',
  '{"a":',
  '{"name":"\\u0000"}',
  '{"version":123456789012345678901234567890}',
  '{"version":1e309}',
  '1e309',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\u0000',
  '{"a":"\\ud800"}',
];

/** Percent-encodes any string, lone surrogates included (as UTF-8 would carry them: replaced). */
function encode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
}

/** Query text: the probe's valid parameters with one or two spoiled; sometimes a raw encoding that does not decode. */
function spoilQuery(random: Random, route: FuzzRoute): string {
  const query = probeQuery(route);
  const names = Object.keys(route.query);
  const raw: string[] = [];
  // Mostly one spoiled parameter, so that each check is reached on its own (one bad value hides the next);
  // cursors get a share of their own, as a page's nextToken is one parameter among twenty-odd filters.
  const cursorOnly = names.includes('nextToken') && random.chance(0.25);
  const spoiled = cursorOnly
    ? ['nextToken']
    : names.length > 0
      ? random.sample(names, random.chance(0.8) ? 1 : Math.min(2, names.length))
      : [];
  for (const name of spoiled) {
    const schema = route.query[name] ?? {};
    if (name === 'nextToken') {
      const cursor = malformedCursor(random, (route.query.sortColumn?.enum ?? []).map(String));
      query[name] = cursor.token;
      if (cursor.sortColumn !== undefined && random.chance(0.9)) query.sortColumn = cursor.sortColumn;
      if ('sortOrder' in route.query && random.chance(0.9)) query.sortOrder = cursor.sortOrder;
    } else if (random.chance(0.05)) {
      raw.push(`${encode(name)}=${random.pick(BROKEN_ENCODINGS)}`);
    } else {
      const value = malformedQueryValue(random, schema);
      query[name] = random.chance(0.1) ? [value, malformedQueryValue(random, schema)] : value;
    }
  }
  return Object.entries(query)
    .flatMap(([name, value]) => ([] as string[]).concat(value).map((item) => `${encode(name)}=${encode(item)}`))
    .concat(raw)
    .join('&');
}

/** Headers the routes read besides the session's: a spoiled If-Match or Tenant-Id now and then. */
function spoilHeaders(random: Random): { headers?: Record<string, string>; tenant: string } {
  const roll = random.next();
  if (roll < 0.03)
    return { headers: { 'if-match': random.pick(['"99999999999"', 'W/"-1"', '"1.5"', '"x"']) }, tenant: 'acme-corp' };
  if (roll < 0.05)
    return { tenant: random.pick(['', ' ', 'x'.repeat(300), "acme-corp'", 'acme-corp%00', '__proto__']) };
  return { tenant: 'acme-corp' };
}

/** Tokens the fuzzer signs in with: a Tenant Admin of Acme, and a platform admin for the platform routes. */
export interface FuzzTokens {
  admin: string;
  root: string;
  /** The agents API's credentials: an enrolment token (enrol) and a device credential. */
  enrolment: string;
  device: string;
}

/** The credential a route takes. */
function tokenFor(path: string, tokens: FuzzTokens): string {
  if (path === '/agents/v1/enrol') return tokens.enrolment;
  if (path.startsWith('/agents/')) return tokens.device;
  return path.startsWith('/tenants') ? tokens.root : tokens.admin;
}

/** One malformed request for a route: its probe (a valid request) with one or two inputs spoiled. */
export function requestFor(
  random: Random,
  route: FuzzRoute,
  tokens: FuzzTokens,
): InjectOptions & { token?: string; tenant?: string } {
  const values = probePathValues(route);
  let path = route.path;
  for (const name of route.pathParams) {
    const roll = values[name] === undefined ? 0 : random.next();
    const value =
      roll < 0.03
        ? random.pick(BROKEN_ENCODINGS)
        : encode(roll < 0.15 ? malformedQueryValue(random, {}) : (values[name] ?? 'x'));
    path = path.replace(`:${name}`, value);
  }
  const search = spoilQuery(random, route);
  const url = search ? `${path}?${search}` : path;
  const method = route.method as InjectOptions['method'];
  const token = tokenFor(route.path, tokens);
  const base = { method, url, token, ...spoilHeaders(random) };
  if (!route.body) return base;
  const roll = random.next();
  if (roll < 0.1) {
    return {
      ...base,
      payload: random.pick(RAW_BODIES),
      headers: { ...base.headers, 'content-type': 'application/json' },
    };
  }
  if (roll < 0.25) return { ...base, payload: malformedBody(random, route.body) };
  const payload: Record<string, unknown> = { ...route.probe?.payload };
  const fields = Object.entries(route.body.properties ?? {});
  if (fields.length > 0) {
    const [name, schema] = random.pick(fields);
    payload[name] = malformedJsonValue(random, schema);
  }
  return { ...base, payload };
}

export function describeRequest(request: InjectOptions): string {
  const payload = typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload);
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  const url = typeof request.url === 'string' ? request.url : '';
  return `${request.method ?? 'GET'} ${cut(url)}${payload ? ` body ${cut(payload)}` : ''}`;
}
