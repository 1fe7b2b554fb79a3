import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { openPglite } from '../db/database';
import { loadOrCreateSigningKeys } from '../identity/keys';
import { LOCAL_PROJECT_ID } from '../identity/plugin';
import { createInMemoryRefreshTokenStore } from '../identity/refresh-token-store';

const DOCUMENT_CONFIG: AppConfig = {
  mode: 'local',
  host: '127.0.0.1',
  port: 0,
  publicBaseUrl: 'http://localhost:8081',
  dataDir: tmpdir(),
  corsOrigins: [],
  demoData: false,
  demoEvents: 0,
  projectId: LOCAL_PROJECT_ID,
  logLevel: 'silent',
};

/**
 * Runs `work` on the API as the local server builds it, on an empty in-memory PGlite (no migration: the routes,
 * not the data, make the OpenAPI document), then closes it. For the scripts that generate or lint the document.
 */
export async function withDocumentApp<T>(work: (app: FastifyInstance) => Promise<T> | T): Promise<T> {
  const database = await openPglite();
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config: DOCUMENT_CONFIG,
      database,
      closeDatabase: true,
      identity: { keys: await loadOrCreateSigningKeys(undefined), refreshStore: createInMemoryRefreshTokenStore() },
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  try {
    await app.ready();
    return await work(app);
  } finally {
    await app.close();
  }
}
