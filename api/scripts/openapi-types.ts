// Writes shared-contracts/src/api/openapi.gen.ts from the OpenAPI the API serves (no database is read).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { withDocumentApp } from '../src/openapi/document-app';
import { OPENAPI_TYPES_PATH, openApiTypes } from '../src/openapi/openapi-types';

const file = fileURLToPath(new URL(`../../${OPENAPI_TYPES_PATH}`, import.meta.url));
await writeFile(file, await withDocumentApp(openApiTypes));
console.log(`wrote ${file}`);
