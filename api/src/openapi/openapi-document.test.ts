import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { operationIdOf } from './operation-id';
import { PROBLEM_MEDIA_TYPE } from './route-documentation';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}
interface Entry {
  /** `GET /incidents/{id}`, as failures are listed. */
  name: string;
  method: string;
  path: string;
  operation: Operation;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
/** Descope's routes (identity/): errors in Descope's JSON body, and the local SSO page's in HTML. */
const IDENTITY_PROVIDER = /^\/(v1\/auth|v2\/keys)\//;
/** Error answers of the console API that are not problem details, and why. */
const NOT_PROBLEM_DETAILS: Readonly<Record<string, string>> = {
  'GET /ready 503': 'the readiness status a balancer reads ({ status })',
};

let t: TestApp;
let document: Document;
let entries: Entry[];

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<Document>();
  entries = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, method, path, operation })),
  );
});
afterAll(() => t.close());

const errorStatuses = (operation: Operation) =>
  Object.keys(operation.responses).filter((s) => /^[45]|^default$/.test(s));
/** The media types declared for an answer of this status (exact, then `4XX`, then `default`). */
function declaredMediaTypes(operation: Operation, status: number): string[] {
  const response =
    operation.responses[String(status)] ??
    operation.responses[`${String(status).charAt(0)}XX`] ??
    operation.responses.default;
  return Object.keys(response?.content ?? {});
}
const mediaTypeOf = (contentType: string | number | string[] | undefined) => String(contentType).split(';')[0] ?? '';
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'x');

describe('the OpenAPI document (what `npm run lint:openapi` lints with Redocly)', () => {
  it('names every operation with a unique camelCase operationId and a summary', () => {
    expect(entries.length).toBeGreaterThan(100);
    const badIds = entries.filter((e) => !/^[a-z][A-Za-z0-9]*$/.test(e.operation.operationId ?? '')).map((e) => e.name);
    const ids = entries.map((e) => e.operation.operationId);
    const twins = entries.filter((e, index) => ids.indexOf(e.operation.operationId) !== index).map((e) => e.name);
    const unsummarised = entries.filter((e) => !e.operation.summary?.trim()).map((e) => e.name);
    expect({ badIds, twins, unsummarised }).toEqual({ badIds: [], twins: [], unsummarised: [] });
  });

  it('derives an operationId from the method and path alone', () => {
    expect(operationIdOf('GET', '/incidents/:id/comments')).toBe('getIncidentsByIdComments');
    expect(operationIdOf('PATCH', '/policies/:id/')).toBe('patchPoliciesByIdTrailingSlash');
    expect(operationIdOf('POST', '/v1/auth/webauthn/signup-in/start')).toBe('postV1AuthWebauthnSignupInStart');
    expect(document.paths['/incidents/{id}/comments']?.get?.operationId).toBe('getIncidentsByIdComments');
  });

  it('declares the security of every operation, with schemes it defines', () => {
    const schemes = new Set(Object.keys(document.components.securitySchemes));
    const undeclared = entries.filter((e) => !Array.isArray(e.operation.security)).map((e) => e.name);
    const unknown = entries
      .filter((e) => (e.operation.security ?? []).some((r) => Object.keys(r).some((name) => !schemes.has(name))))
      .map((e) => e.name);
    expect({ undeclared, unknown }).toEqual({ undeclared: [], unknown: [] });
    expect(document.paths['/health']?.get?.security).toEqual([]);
    expect(document.paths['/agents/v1/heartbeat']?.post?.security).toEqual([{ agentAuth: [] }]);
    expect(document.paths['/incidents']?.get?.security).toEqual([{ bearerAuth: [], tenantId: [] }]);
    expect(document.paths['/tenants']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });

  it('declares every error answer of the console API as problem details (application/problem+json)', () => {
    const wrong: string[] = [];
    for (const { name, path, operation } of entries) {
      for (const status of errorStatuses(operation)) {
        const types = Object.keys(operation.responses[status]?.content ?? {});
        if (types.length === 0) wrong.push(`${name} ${status}: no content`);
        else if (IDENTITY_PROVIDER.test(path) || NOT_PROBLEM_DETAILS[`${name} ${status}`]) continue;
        else if (!types.includes(PROBLEM_MEDIA_TYPE)) wrong.push(`${name} ${status}: ${types.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('declares the media type a caller without credentials really gets (401), CSV and file routes included', async () => {
    const secured = entries.filter((e) => (e.operation.security ?? []).length > 0);
    expect(secured.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const { name, method, path, operation } of secured) {
      const answer = await t.app.inject({ method: method.toUpperCase() as 'GET', url: concrete(path) });
      const type = mediaTypeOf(answer.headers['content-type']);
      if (answer.statusCode !== 401 || !declaredMediaTypes(operation, 401).includes(type)) {
        wrong.push(`${name}: ${answer.statusCode} ${type}, declared ${declaredMediaTypes(operation, 401).join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['GET', '/evidence/download', `/evidence/download?eventId=00000000-0000-4000-8000-000000000000`, 404],
    ['GET', '/report-downloads/{reportId}', '/report-downloads/not-a-report-id', 400],
  ])('declares the media type of %s %s’s errors, not its file’s', async (method, path, url, status) => {
    const token = await t.tokenFor('admin@acme.example');
    const answer = await t.call({ method: method as 'GET', url, token, tenant: 'acme-corp' });
    expect(answer.statusCode).toBe(status);
    expect(mediaTypeOf(answer.headers['content-type'])).toBe(PROBLEM_MEDIA_TYPE);
    const operation = document.paths[path]?.[method.toLowerCase()];
    expect(operation && declaredMediaTypes(operation, status)).toEqual([PROBLEM_MEDIA_TYPE]);
  });
});
