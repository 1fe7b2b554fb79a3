import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { OPENAPI_TYPES_PATH, openApiTypes } from './openapi-types';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the typed client’s OpenAPI types', () => {
  it('are what the routes serve (run `npm run openapi:types` in api/ after changing a route)', async () => {
    const generated = await openApiTypes(t.app);
    expect(generated).toContain('"/incidents/{id}"');
    expect(await readFile(join(__dirname, '../../..', OPENAPI_TYPES_PATH), 'utf8')).toBe(generated);
  });
});
