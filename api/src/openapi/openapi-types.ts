import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';

/** The checked-in TypeScript of the served OpenAPI (from the repository root): the typed client's source of truth. */
export const OPENAPI_TYPES_PATH = 'shared-contracts/src/api/openapi.gen.ts';

const HEADER = `// Generated from the API's OpenAPI by \`npm run openapi:types\` (api/scripts/openapi-types.ts). Do not edit:
// api/src/openapi/openapi-types.test.ts fails when this file differs from what the routes serve.

`;

/** TypeScript types (`paths`, `components`) of the app's OpenAPI, as openapi-typescript writes them. */
export async function openApiTypes(app: FastifyInstance): Promise<string> {
  await app.ready();
  const nodes = await openapiTS(JSON.stringify(app.swagger()), { alphabetize: true });
  return HEADER + astToString(nodes);
}
