// Fuzzes every route the app serves with malformed input: no answer may be a 5xx, and every 4xx is problem+json
// (the identity provider's Descope-compatible routes answer in Descope's error shape instead).
import { writeFileSync } from 'node:fs';
import { isPluginPublicRoute } from './access-matrix';
import { ACME_PROBE_DEVICE_CREDENTIAL, ACME_PROBE_ENROLMENT } from './modules/agents/agent-canaries';
import { createRandom } from './db/demo/prng';
import { ACME_PROBE_LISTS } from './modules/lists/list-canaries';
import { DATA_EXCEPTION_DETAIL } from './plugins/errors';
import { describeRequest, requestFor } from './testing/fuzz-requests';
import type { FuzzTokens } from './testing/fuzz-requests';
import { fuzzRoutes } from './testing/fuzz-routes';
import type { FuzzRoute } from './testing/fuzz-routes';
import { createTestApp } from './testing/test-app';
import type { TestApp } from './testing/test-app';

// The embedded database's run and the PostgreSQL server's run (npm test runs both) each send their own 3,000 requests,
// from seeds of their own: 6,000 different requests in all, where the same 6,000 twice cost twice the time.
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.TEST_DATABASE_URL ? 20261124 : 20261123));
const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
let t: TestApp;
let tokens: FuzzTokens;

beforeAll(async () => {
  // The agents API's rate limit would answer most of its fuzzed requests 429 before validation could be tested.
  t = await createTestApp({ agentBurst: 1_000_000 });
  tokens = {
    admin: await t.tokenFor('admin@acme.example'),
    root: await t.tokenFor('root@platform.example'),
    enrolment: ACME_PROBE_ENROLMENT.token,
    device: ACME_PROBE_DEVICE_CREDENTIAL,
  };
});
afterAll(() => t.close());

const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const UUID = '0a0b0c0d-0e0f-4a1b-8c2d-3e4f5a6b7c8d';
const YEAR_0 = '0000-01-01T00:00:00Z';
const batch = (allMatching: Record<string, unknown>) => ({ allMatching, changes: { flagged: true } });

describe('the values PostgreSQL would refuse answer 400 naming the field', () => {
  it.each([
    ['GET', '/incidents?search=%00', undefined, 'search'],
    ['GET', '/incidents?hostname=a%00b', undefined, 'hostname'],
    ['GET', `/incidents?from=${YEAR_0}`, undefined, 'from'],
    ['GET', `/incidents/count?to=${YEAR_0}`, undefined, 'to'],
    ['GET', `/audit-logs/export?cutoff=${YEAR_0}`, undefined, 'cutoff'],
    ['GET', '/incidents?from=10000-01-01T00:00:00Z', undefined, 'from'],
    ['GET', '/incidents?pageSize=1e309', undefined, 'pageSize'],
    ['GET', '/audit-logs?pageSize=Infinity', undefined, 'pageSize'],
    ['GET', '/incidents?dataVolumeMin=1.5', undefined, 'dataVolumeMin'],
    ['GET', '/incidents/count?totalHitCountMin=12345678901234567890123', undefined, 'totalHitCountMin'],
    ['GET', '/incidents/export?totalHitCountMax=2147483648', undefined, 'totalHitCountMax'],
    [
      'GET',
      `/incidents?nextToken=${cursor(['created', 'desc', '2026-02-30T00:00:00.000Z', UUID])}`,
      undefined,
      'nextToken',
    ],
    [
      'GET',
      `/audit-logs?nextToken=${cursor(['created', 'desc', '0000-01-01T00:00:00.000Z', UUID])}`,
      undefined,
      'nextToken',
    ],
    ['GET', `/lists/${ACME_PROBE_LISTS.edited}?nextToken=${cursor({ v: 'a\u0000' })}`, undefined, 'nextToken'],
    ['POST', '/audit-logs', { page: 'Login\u0000', action: 'Logon', outcome: 'Success' }, 'page'],
    [
      'POST',
      '/audit-logs',
      { page: 'Login', action: 'Logon', outcome: 'Success', objectCreated: YEAR_0 },
      'objectCreated',
    ],
    ['PATCH', '/incidents/batch', batch({ dataVolumeMin: 1.5 }), 'allMatching/dataVolumeMin'],
    ['PATCH', '/incidents/batch', batch({ totalHitCountMax: 3e9 }), 'allMatching/totalHitCountMax'],
    ['PATCH', '/incidents/batch', batch({ from: YEAR_0 }), 'allMatching/from'],
    ['PATCH', '/incidents/batch', batch({ search: 'a\u0000' }), 'allMatching/search'],
    ['PATCH', '/incidents/batch', batch({ severity: 'worst' }), 'allMatching/severity/0'],
    ['PATCH', `/lists/${ACME_PROBE_LISTS.edited}`, { name: 'x', version: 2147483648 }, 'version'],
    [
      'POST',
      '/lists',
      { name: 'n', listType: 'allow', entityType: 'domain', newItems: ['a\u0000.example'] },
      'newItems/0',
    ],
  ])('%s %s', async (method, url, payload, field) => {
    const response = await t.call({ method: method as 'GET', url, payload, token: tokens.admin, tenant: 'acme-corp' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe(field);
  });

  it('answers problem details before routing too: a path parameter too long (414), a broken encoding (400)', async () => {
    for (const [url, status] of [
      [`/lists/${'x'.repeat(200)}`, 414],
      ['/lists/%E0%A4%A', 400],
    ] as const) {
      const response = await t.call({ method: 'GET', url, token: tokens.admin, tenant: 'acme-corp' });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });
});

describe('malformed input', () => {
  it(`never answers 5xx, and answers problem+json for every 4xx (${TOTAL_REQUESTS} requests, seed ${SEED})`, async () => {
    const random = createRandom(SEED);
    const routes = fuzzRoutes(t.app);
    expect(routes.length).toBeGreaterThan(30);
    // Requests by the number of inputs a route takes: a list with twenty-odd filters gets more than a flag's PUT.
    const weight = (route: FuzzRoute) =>
      2 + Object.keys(route.query).length + route.pathParams.length + Object.keys(route.body?.properties ?? {}).length;
    const totalWeight = routes.reduce((sum, route) => sum + weight(route), 0);
    const failures: string[] = [];
    const tally = new Map<string, number>();
    let sent = 0;
    for (const route of routes) {
      const requests = Math.ceil((TOTAL_REQUESTS * weight(route)) / totalWeight);
      for (let index = 0; index < requests; index += 1) {
        const request = requestFor(random, route, tokens);
        sent += 1;
        const response = await t.call(request).catch((error: unknown) => error as Error);
        if (response instanceof Error) {
          failures.push(`aborted (${response.message}) ${describeRequest(request)}`);
          continue;
        }
        const type = String(response.headers['content-type'] ?? '');
        const field = /"field":"([^"]*)"/.exec(response.body)?.[1] ?? '-';
        const key = `${route.method} ${route.path} ${response.statusCode} ${field}`;
        tally.set(key, (tally.get(key) ?? 0) + 1);
        // The identity provider's routes answer as Descope does (JSON errors; HTML on its sign-in page).
        const problemExpected = response.statusCode >= 400 && !isPluginPublicRoute(route.path);
        // A data exception's 400 means the value reached PostgreSQL: validation should have refused it first.
        const reachedDatabase = response.body.includes(DATA_EXCEPTION_DETAIL);
        const notProblem = problemExpected && !/^application\/problem\+json/.test(type);
        if (response.statusCode >= 500 || notProblem || reachedDatabase) {
          failures.push(`${response.statusCode} ${type} ${describeRequest(request)} -> ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
    // FUZZ_REPORT=<file> keeps every failure, not only the first 60, and a tally of answers by route, status and field.
    if (process.env.FUZZ_REPORT) {
      const tallies = [...tally].map(([key, count]) => `${count} ${key}`).sort();
      writeFileSync(process.env.FUZZ_REPORT, [...failures, '', 'route status field:', ...tallies].join('\n'));
    }
    if (failures.length > 0) {
      throw new Error(`${failures.length} of ${sent} malformed requests failed:\n${failures.slice(0, 60).join('\n')}`);
    }
  }, 900_000);
});
