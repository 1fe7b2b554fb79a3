// Fuzzes every route the app serves with malformed input: no answer may be a 5xx, and every 4xx is problem+json
// (the identity provider's Descope-compatible routes answer in Descope's error shape instead).
import { writeFileSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import { isPluginPublicRoute } from './access-matrix';
import { createRandom } from './db/demo/prng';
import type { Random } from './db/demo/prng';
import { fuzzRoutes, probePathValues, probeQuery } from './testing/fuzz-routes';
import type { FuzzRoute } from './testing/fuzz-routes';
import { malformedBody, malformedCursor, malformedJsonValue, malformedQueryValue } from './testing/malformed-values';
import { createTestApp } from './testing/test-app';
import type { TestApp } from './testing/test-app';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 6000);
const RAW_BODIES = [
  '[]',
  'null',
  '"\\u0000"',
  '{"a":',
  '{"name":"\\u0000"}',
  '1e309',
  '{"__proto__":{"x":1}}',
  '\u0000',
];

let t: TestApp;
let tokens: { admin: string; root: string };

beforeAll(async () => {
  t = await createTestApp();
  tokens = { admin: await t.tokenFor('admin@acme.example'), root: await t.tokenFor('root@platform.example') };
});
afterAll(() => t.close());

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

function spoilQuery(random: Random, route: FuzzRoute): Record<string, string | string[]> {
  const query = probeQuery(route);
  const names = Object.keys(route.query);
  if (names.length === 0) return query;
  for (const name of random.sample(names, random.int(1, Math.min(2, names.length)))) {
    const schema = route.query[name] ?? {};
    if (name === 'nextToken') {
      const columns = (route.query.sortColumn?.enum ?? []).map(String);
      query[name] = malformedCursor(random, columns);
      if (columns.length > 0 && random.chance(0.5)) query.sortColumn = random.pick(columns);
      if (random.chance(0.5)) query.sortOrder = random.pick(['asc', 'desc']);
    } else {
      const value = malformedQueryValue(random, schema);
      query[name] = random.chance(0.1) ? [value, malformedQueryValue(random, schema)] : value;
    }
  }
  return query;
}

function requestFor(random: Random, route: FuzzRoute): InjectOptions & { token?: string; tenant?: string } {
  const values = probePathValues(route);
  let path = route.path;
  for (const name of route.pathParams) {
    const value = values[name] === undefined || random.chance(0.15) ? malformedQueryValue(random, {}) : values[name];
    path = path.replace(`:${name}`, encode(value ?? 'x'));
  }
  const query = spoilQuery(random, route);
  const search = Object.entries(query)
    .flatMap(([name, value]) => ([] as string[]).concat(value).map((item) => `${encode(name)}=${encode(item)}`))
    .join('&');
  const url = search ? `${path}?${search}` : path;
  const method = route.method as InjectOptions['method'];
  const token = route.path.startsWith('/tenants') ? tokens.root : tokens.admin;
  const base = { method, url, token, tenant: 'acme-corp' };
  if (!route.body) return base;
  const roll = random.next();
  if (roll < 0.1) {
    return { ...base, payload: random.pick(RAW_BODIES), headers: { 'content-type': 'application/json' } };
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

function describeRequest(request: InjectOptions): string {
  const payload = typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload);
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  const url = typeof request.url === 'string' ? request.url : '';
  return `${request.method ?? 'GET'} ${cut(url)}${payload ? ` body ${cut(payload)}` : ''}`;
}

describe('malformed input', () => {
  it(`never answers 5xx, and answers problem+json for every 4xx (${TOTAL_REQUESTS} requests, seed ${SEED})`, async () => {
    const random = createRandom(SEED);
    const routes = fuzzRoutes(t.app);
    expect(routes.length).toBeGreaterThan(30);
    const perRoute = Math.ceil(TOTAL_REQUESTS / routes.length);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (let index = 0; index < perRoute; index += 1) {
        const request = requestFor(random, route);
        sent += 1;
        const response = await t.call(request).catch((error: unknown) => error as Error);
        if (response instanceof Error) {
          failures.push(`aborted (${response.message}) ${describeRequest(request)}`);
          continue;
        }
        const type = String(response.headers['content-type'] ?? '');
        // The identity provider's routes answer as Descope does (JSON errors; HTML on its sign-in page).
        const problemExpected = response.statusCode >= 400 && !isPluginPublicRoute(route.path);
        if (response.statusCode >= 500 || (problemExpected && !/^application\/problem\+json/.test(type))) {
          failures.push(`${response.statusCode} ${type} ${describeRequest(request)} -> ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
    // FUZZ_REPORT=<file> keeps every failure, not only the first 60.
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, failures.join('\n'));
    if (failures.length > 0) {
      throw new Error(`${failures.length} of ${sent} malformed requests failed:\n${failures.slice(0, 60).join('\n')}`);
    }
  }, 900_000);
});
