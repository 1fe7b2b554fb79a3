// Writes shared-contracts/src/api/openapi.gen.ts from the OpenAPI the API serves (no database is read).
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { openPglite } from '../src/db/database';
import { loadOrCreateSigningKeys } from '../src/identity/keys';
import { createInMemoryRefreshTokenStore } from '../src/identity/refresh-token-store';
import { OPENAPI_TYPES_PATH, openApiTypes } from '../src/openapi/openapi-types';

const database = await openPglite();
const app = await buildApp({
  config: {
    mode: 'local',
    host: '127.0.0.1',
    port: 0,
    publicBaseUrl: 'http://localhost:8081',
    dataDir: tmpdir(),
    corsOrigins: [],
    demoData: false,
    demoEvents: 0,
    projectId: 'P2LocalConsole00000000000000',
    logLevel: 'silent',
  },
  database,
  closeDatabase: true,
  identity: { keys: await loadOrCreateSigningKeys(undefined), refreshStore: createInMemoryRefreshTokenStore() },
});
const file = fileURLToPath(new URL(`../../${OPENAPI_TYPES_PATH}`, import.meta.url));
await writeFile(file, await openApiTypes(app));
await app.close();
console.log(`wrote ${file}`);
