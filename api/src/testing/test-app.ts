import { cpSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { BuildAppOptions } from '../app';
import type { AppConfig } from '../config';
import { openPglite, PGLITE_EXTENSIONS } from '../db/database';
import type { Database } from '../db/database';
import { loadOrCreateSigningKeys } from '../identity/keys';
import type { SigningKeys } from '../identity/keys';
import { localIssuer } from '../identity/plugin';
import { createInMemoryRefreshTokenStore } from '../identity/refresh-token-store';
import { createTokenIssuer } from '../identity/token-issuer';
import { createDatabaseUserDirectory } from '../modules/users/user-directory';
import { openServerDatabase } from './server-database';
import { buildTemplate, SIGNING_KEYS_ENV, TEMPLATE_ENV } from './template-database';

export const TEST_PROJECT_ID = 'P2LocalConsole00000000000000';
export const TEST_BASE_URL = 'http://localhost:8081';
export const TEST_ISSUER = localIssuer(TEST_BASE_URL, TEST_PROJECT_ID);

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  keys: SigningKeys;
  /** A session JWT of a demo user, as the local identity provider issues it. */
  tokenFor(loginId: string): Promise<string>;
  /** `inject` with the bearer token and Tenant-Id (empty string sends an empty header; undefined none). */
  call(options: InjectOptions & { token?: string; tenant?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function testConfig(): AppConfig {
  return {
    mode: 'local',
    host: '127.0.0.1',
    port: 0,
    publicBaseUrl: TEST_BASE_URL,
    dataDir: tmpdir(),
    corsOrigins: ['http://localhost:8080'],
    demoData: false,
    demoEvents: 0,
    projectId: TEST_PROJECT_ID,
    logLevel: 'silent',
    // Tests assert exact counts on busy machines: the budget's own test forces 1 ms.
    countBudgetMs: 30_000,
    // Test files send thousands of calls as one user: rate-limit.test.ts turns the limits on with small values.
    rateLimitUserPerMinute: 0,
    rateLimitTenantPerMinute: 0,
    // A test process blocks its event loop while it opens databases: load-shedding.test.ts turns shedding on.
    shedEventLoopDelayMs: 0,
  };
}

let templateFallback: Promise<string> | undefined;

async function template(): Promise<string> {
  const fromSetup = process.env[TEMPLATE_ENV];
  if (fromSetup) return fromSetup;
  templateFallback ??= buildTemplate();
  return templateFallback;
}

declare global {
  /** PGlite's compiled WebAssembly, shared by the test files of a Jest worker (api/jest.environment.cjs). */
  var __pgliteWasmModule: Promise<WebAssembly.Module> | undefined;
}

let copies = 0;

/**
 * A copy's start settings: PGlite's own, with 32 MB of shared buffers instead of the 128 MB it allocates and clears at
 * each start. The test data set fits many times over, and a copy's start takes about a third less processor time.
 */
const COPY_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** A private copy of the seeded template database for one test file. */
export async function copyTemplateDatabase(): Promise<Database> {
  const source = await template();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // A copy of the template's data folder beside it (the global teardown removes the folder holding both).
    copies += 1;
    const dataDir = join(dirname(source), `copy-${process.pid}-${copies}`);
    cpSync(source, dataDir, { recursive: true });
    const pgliteWasmModule = await globalThis.__pgliteWasmModule;
    const database = await openPglite({
      instance: await PGlite.create({
        dataDir,
        extensions: PGLITE_EXTENSIONS,
        pgliteWasmModule,
        startParams: COPY_START_PARAMS,
      }),
    });
    return {
      ...database,
      close: async () => {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const templateName = new URL(source).pathname.slice(1);
  const name = `${templateName}_f${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  return openServerDatabase(serverUrl, name, { template: templateName, max: 4 });
}

/** The whole API on a private copy of the seeded database, called through `inject` (DESIGN §8). */
export async function createTestApp(
  configOverrides: Partial<AppConfig> = {},
  appOptions: Pick<BuildAppOptions, 'agentClock' | 'rateLimitClock' | 'reportClock' | 'files' | 'policyClock'> = {},
): Promise<TestApp> {
  const database = await copyTemplateDatabase();
  // The run's one key from the global setup: every test app signs with it (a test needing another key makes its own).
  const keys = await loadOrCreateSigningKeys(process.env[SIGNING_KEYS_ENV]);
  const config = { ...testConfig(), ...configOverrides };
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database,
      closeDatabase: true,
      ...appOptions,
      identity: { keys, refreshStore: createInMemoryRefreshTokenStore() },
      // A test file calls a few of the routes: the rest need not be compiled (the server compiles all at start).
      schemaCompilation: 'on-first-use',
    });
    await app.ready();
  } catch (error) {
    await database.close();
    throw error;
  }
  const directory = createDatabaseUserDirectory(database);
  const issuer = createTokenIssuer({ keys, issuer: TEST_ISSUER, projectId: TEST_PROJECT_ID });
  return {
    app,
    database,
    keys,
    async tokenFor(loginId) {
      const user = await directory.findByLoginId(loginId);
      if (!user) throw new Error(`No demo user ${loginId}`);
      return (await issuer.issue(user)).sessionJwt;
    },
    call({ token, tenant, headers, ...options }) {
      return app.inject({
        ...options,
        headers: {
          ...headers,
          ...(token !== undefined && { authorization: `Bearer ${token}` }),
          ...(tenant !== undefined && { 'tenant-id': tenant }),
        },
      });
    },
    close: () => app.close(),
  };
}
