import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { withMaintenance } from '../src/db/tenant-scope';
import { loadOrCreateSigningKeys } from '../src/identity/keys';
import { localIssuer } from '../src/identity/plugin';
import { createInMemoryRefreshTokenStore } from '../src/identity/refresh-token-store';
import { createTokenIssuer } from '../src/identity/token-issuer';
import { createDatabaseUserDirectory } from '../src/modules/users/user-directory';
import { BENCH_TENANT, BENCH_USER } from './generate-incidents';

const PROJECT_ID = 'P2LocalConsole00000000000000';
const BASE_URL = 'http://localhost:9199';

/** The whole API over the bench database and a GET that goes through routing, auth, validation and serialisation. */
export interface BenchApp {
  app: FastifyInstance;
  get(url: string): Promise<{ status: number; body: string }>;
  /** The bench user's session and tenant headers, for calls from outside the process (a load generator). */
  headers(): Record<string, string>;
}

/** Makes the bench user an analyst of `tenant` (an existing tenant), creating the user if need be. */
async function joinTenant(database: Database, tenant: string): Promise<void> {
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql`INSERT INTO users (id, login_id, email, name) VALUES (${BENCH_USER.id}, ${BENCH_USER.loginId},
      ${BENCH_USER.loginId}, 'Bench Analyst') ON CONFLICT DO NOTHING`);
    await tx.execute(sql`INSERT INTO memberships (tenant_id, user_id, role_names)
      VALUES (${tenant}, ${BENCH_USER.id}, '{Analyst}') ON CONFLICT DO NOTHING`);
  });
}

/**
 * Builds the API in local mode (no listening socket) with a session of the bench user, in BENCH_TENANT or in
 * `tenant` (which the user joins as an analyst). The rate limits are off: one user pages through thousands of
 * requests a minute, and the pipeline, not the limit, is what is measured.
 */
export async function createBenchApp(
  database: Database,
  overrides: Partial<AppConfig> = {},
  tenant: string = BENCH_TENANT,
  /** Where the signing keys are kept, so replicas of the bench accept each other's sessions; fresh keys when absent. */
  keysDir?: string,
): Promise<BenchApp> {
  const keys = await loadOrCreateSigningKeys(keysDir);
  const app = await buildApp({
    config: {
      mode: 'local',
      host: '127.0.0.1',
      port: 0,
      publicBaseUrl: BASE_URL,
      dataDir: tmpdir(),
      corsOrigins: [],
      demoData: false,
      demoEvents: 0,
      projectId: PROJECT_ID,
      logLevel: 'silent',
      rateLimitUserPerMinute: 0,
      rateLimitTenantPerMinute: 0,
      ...overrides,
    },
    database,
    identity: { keys, refreshStore: createInMemoryRefreshTokenStore() },
  });
  await app.ready();
  if (tenant !== BENCH_TENANT) await joinTenant(database, tenant);
  const user = await createDatabaseUserDirectory(database).findByLoginId(BENCH_USER.loginId);
  if (!user) throw new Error('bench user missing');
  const issuer = createTokenIssuer({ keys, issuer: localIssuer(BASE_URL, PROJECT_ID), projectId: PROJECT_ID });
  let token = (await issuer.issue(user)).sessionJwt;
  let issuedAt = Date.now();
  const headers = () => ({ authorization: `Bearer ${token}`, 'tenant-id': tenant });
  return {
    app,
    async get(url) {
      // Sessions last 10 minutes: a long run takes a fresh one.
      if (Date.now() - issuedAt > 300_000) {
        token = (await issuer.issue(user)).sessionJwt;
        issuedAt = Date.now();
      }
      const response = await app.inject({ method: 'GET', url, headers: headers() });
      return { status: response.statusCode, body: response.body };
    },
    headers,
  };
}
