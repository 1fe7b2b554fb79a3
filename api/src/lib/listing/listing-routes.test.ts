import { AuditLogEntrySchema, TenantIncidentListItemSchema } from 'shared-contracts/schemas';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

interface OpenApiSchema {
  required?: string[];
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
  enum?: string[];
}
interface OpenApiOperation {
  parameters?: { name: string; in: string; schema: OpenApiSchema }[];
  responses: Record<string, { content?: Record<string, { schema: OpenApiSchema }> }>;
}

let t: TestApp;
let paths: Record<string, Record<string, OpenApiOperation>>;

beforeAll(async () => {
  t = await createTestApp();
  const document: { paths: typeof paths } = JSON.parse(JSON.stringify(t.app.swagger()));
  paths = document.paths;
});
afterAll(() => t.close());

const answer = (path: string) => paths[path]?.get?.responses['200']?.content?.['application/json']?.schema;

describe('list routes built from a listing definition', () => {
  it.each([
    ['/incidents', 'incidents', TenantIncidentListItemSchema, ['totalIncidents', 'totalFilteredIncidents']],
    ['/audit-logs', 'results', AuditLogEntrySchema, ['total', 'filtered']],
  ])('%s: the OpenAPI answers are the shared-contracts schemas under SPEC §3 names', (path, items, item, counts) => {
    const page = answer(path);
    expect(page?.required?.sort()).toEqual([items, 'nextToken'].sort());
    expect(Object.keys(page?.properties?.[items]?.items?.properties ?? {})).toEqual(Object.keys(item.properties));
    const count = answer(`${path}/count`);
    expect(count?.required?.sort()).toEqual([...counts].sort());
    expect(paths[`${path}/export`]?.get?.responses['200']).toBeDefined();
  });

  it('documents the filters of the listing as query parameters, with their allowed values', () => {
    const severity = paths['/incidents']?.get?.parameters?.find((parameter) => parameter.name === 'severity');
    expect(severity?.in).toBe('query');
    expect(severity?.schema.items?.enum).toEqual(['high', 'medium', 'low', 'resolved']);
    const count = paths['/incidents/count']?.get?.parameters?.map((parameter) => parameter.name) ?? [];
    expect(count).toContain('totalHitCountMin');
    expect(count).not.toContain('pageSize');
  });
});
