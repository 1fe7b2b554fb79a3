import { join } from 'node:path';
import cors from '@fastify/cors';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createSessionVerifier } from './auth/session-verifier';
import type { SessionVerifier } from './auth/session-verifier';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { DEMO_ROLES } from './db/demo/catalog-org';
import { createFileRefreshTokenStore } from './identity/file-refresh-token-store';
import { loadOrCreateSigningKeys } from './identity/keys';
import type { SigningKeys } from './identity/keys';
import { identityProviderPlugin, localIssuer, PLUGIN_TIMEOUT_MS } from './identity/plugin';
import type { RefreshTokenStore } from './identity/refresh-token-store';
import { problemSchema } from './lib/http/problem';
import { assigneeRoutes } from './modules/assignees/routes';
import { auditLogRoutes } from './modules/audit-logs/routes';
import { deviceRoutes } from './modules/devices/routes';
import { egressEventRoutes } from './modules/egress-events/routes';
import { lineageRoutes } from './modules/egress-events/lineage-routes';
import { createAgentAuthenticator } from './modules/agents/agent-authenticator';
import { agentRoutes } from './modules/agents/agent-routes';
import { enrolmentTokenRoutes } from './modules/agents/enrolment-token-routes';
import { evidencePlugin } from './modules/evidence/evidence-plugin';
import { evidenceRoutes } from './modules/evidence/evidence-routes';
import { fileEvidenceStore } from './modules/evidence/evidence-store';
import type { EvidenceStore } from './modules/evidence/evidence-store';
import { evidenceUploadRoutes } from './modules/evidence/evidence-upload-routes';
import { retentionPlugin } from './modules/retention/retention-plugin';
import { retentionRoutes } from './modules/retention/retention-routes';
import { tenantLifecycleRoutes } from './modules/tenant-lifecycle/routes';
import { policyTemplateRoutes } from './modules/policy-templates/routes';
import { tenantGroupRoutes } from './modules/tenant-groups/routes';
import { slaRoutes } from './modules/sla/sla-routes';
import { TokenBucketLimiter } from './modules/agents/token-bucket';
import { AGENTS_API_PREFIX } from 'shared-contracts';
import { featureFlagRoutes } from './modules/feature-flags/routes';
import { healthRoutes } from './modules/health/routes';
import { exceptionRoutes } from './modules/exceptions/routes';
import { incidentRoutes } from './modules/incidents/routes';
import { listRoutes } from './modules/lists/routes';
import { aiSummaryRoutes } from './modules/ai-summaries/routes';
import { filterRoutes } from './modules/filters/routes';
import { mailerFromEnv } from './modules/outbox/mailer';
import { outboxRoutes } from './modules/outbox/routes';
import { reportDownloadRoutes } from './modules/reports/download-routes';
import { ReportLinks } from './modules/reports/report-links';
import { ReportRunner } from './modules/reports/report-runner';
import type { ReportServices } from './modules/reports/report-runner';
import { policyRoutes } from './modules/policies/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { reportRoutes } from './modules/reports/routes';
import { localFileStore } from './lib/storage/file-store';
import type { FileStore } from './lib/storage/file-store';
import { releaseRoutes } from './modules/remote-releases/routes';
import { tenantRoutes } from './modules/tenants/routes';
import { tenantHealthRoutes } from './modules/tenant-health/routes';
import { createDatabaseUserDirectory } from './modules/users/user-directory';
import { createDatabasePasskeyStore } from './modules/users/passkey-store';
import { createDescopeIdentityAdmin } from './modules/users/descope-admin';
import { createLocalIdentityAdmin } from './modules/users/identity-admin';
import { userRoutes } from './modules/users/routes';
import { scimRoutes } from './modules/scim/routes';
import { scimTokenRoutes } from './modules/scim/scim-token-routes';
import { accessControlPlugin } from './plugins/access-control';
import { databasePlugin } from './plugins/database';
import { COUNT_BUDGET_MS } from './lib/listing/capped-count';
import { docsUiPlugin, openApiPlugin } from './plugins/docs';
import { isIsoDateTime } from './lib/http/date-time';
import { schemaController } from './plugins/schema-compilers';
import type { SchemaCompilation } from './plugins/schema-compilers';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { securityHeadersPlugin } from './plugins/security-headers';
import { loadSheddingPlugin, SHED_DEFAULTS } from './plugins/load-shedding';
import { RATE_LIMIT_DEFAULTS, RATE_LIMIT_HEADERS, rateLimitPlugin } from './plugins/rate-limit';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database. */
  database: Database;
  /** Close the database when the app closes (the server does; tests that share one do not). */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Local mode: signing keys and refresh-token store (default: files under `<dataDir>/identity`). */
  identity?: { keys: SigningKeys; refreshStore?: RefreshTokenStore };
  /** Replaces the session verifier (default: the local keys, or Descope's in production). */
  verifier?: SessionVerifier;
  /** The clock of the agents API's rate limit (tests pass a fake one). */
  agentClock?: () => number;
  /** The clock of the per-user and per-tenant rate limit (tests pass a fake one). */
  rateLimitClock?: () => number;
  /** Reports: the clock of links and runs, and where files go (default `<dataDir>/files`). */
  reportClock?: () => Date;
  files?: FileStore;
  /** The clock the policy backtest's window ends at (tests pass a fixed one). */
  policyClock?: () => Date;
  /** The clock retention is judged by (the expiry pass's cutoffs and schedule); the wall clock when absent. */
  retentionClock?: () => Date;
  /** Where evidence bytes go (default `<dataDir>/evidence`): an object store can be plugged in here. */
  evidenceStore?: EvidenceStore;
  /** When route schemas compile (default `at-start`; the API suite's apps compile `on-first-use`). */
  schemaCompilation?: SchemaCompilation;
}

/** Calls per device per second the agents API allows by default, and the burst after a pause. */
export const AGENT_RATE_DEFAULTS = { callsPerSecond: 5, burst: 20 } as const;

/** Headers the Descope SDK sends to the identity routes, besides the API's own. */
const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'tenant-id',
  'x-descope-sdk-name',
  'x-descope-sdk-version',
  'x-descope-sdk-session-id',
  'x-descope-project-id',
  'x-descope-refresh-cookie-name',
  'x-descope-trusted-device-token',
];

/** Modules of the API, one plugin per domain. */
export const API_MODULES = [
  healthRoutes,
  tenantRoutes,
  tenantHealthRoutes,
  assigneeRoutes,
  auditLogRoutes,
  featureFlagRoutes,
  incidentRoutes,
  listRoutes,
  exceptionRoutes,
  deviceRoutes,
  egressEventRoutes,
  lineageRoutes,
  enrolmentTokenRoutes,
  aiSummaryRoutes,
  filterRoutes,
  outboxRoutes,
  policyRoutes,
  reportRoutes,
  reportDownloadRoutes,
  userRoutes,
  scimTokenRoutes,
  dashboardRoutes,
  evidenceRoutes,
  retentionRoutes,
  tenantLifecycleRoutes,
  policyTemplateRoutes,
  tenantGroupRoutes,
  slaRoutes,
] as const;

/**
 * One of the API's own plugins under its function's name, in a scope of its own as before (fastify-plugin's `name` and
 * `encapsulate`). Fastify names an unnamed plugin at each registration by searching every loaded module for it: in the
 * API suite, whose module registry answers through a proxy, those searches were about a quarter of building each app.
 */
function named<Options extends FastifyPluginOptions>(plugin: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  return fp(plugin, { name: plugin.name, encapsulate: true });
}

/** Builds the API: used by the server and, through `inject`, by the tests. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    exposeHeadRoutes: false,
    bodyLimit: 1024 * 1024,
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false },
      // After ajv-formats: `date-time` is a real day, in the years 0001-9999 that PostgreSQL and JavaScript share.
      onCreate: (ajv) => ajv.addFormat('date-time', { type: 'string', validate: isIsoDateTime }),
    },
    frameworkErrors: frameworkErrorHandler,
    schemaController: schemaController(options.schemaCompilation ?? 'at-start'),
    pluginTimeout: PLUGIN_TIMEOUT_MS,
  });

  let verifier = options.verifier;
  let identity: { keys: SigningKeys; refreshStore: RefreshTokenStore } | undefined;
  if (config.mode === 'local') {
    const identityDir = join(config.dataDir, 'identity');
    const keys = options.identity?.keys ?? (await loadOrCreateSigningKeys(identityDir));
    const refreshStore = options.identity?.refreshStore ?? (await createFileRefreshTokenStore(identityDir));
    identity = { keys, refreshStore };
    verifier ??= createSessionVerifier({
      projectId: config.projectId,
      issuer: localIssuer(config.publicBaseUrl, config.projectId),
      jwks: keys.jwks,
    });
  }
  verifier ??= createSessionVerifier({ projectId: config.projectId });

  await app.register(errorsPlugin);
  // Before every hook that may refuse (503 shed, 401, 429): a browser on the shell's origin can read each refusal.
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: ['Retry-After', 'Content-Disposition', ...RATE_LIMIT_HEADERS],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  // First of the request hooks: past capacity, 503 before any work (token checks, tenant look-ups).
  await app.register(loadSheddingPlugin, {
    maxEventLoopDelayMs: config.shedEventLoopDelayMs ?? SHED_DEFAULTS.eventLoopDelayMs,
    maxInFlight: config.shedMaxInFlight ?? SHED_DEFAULTS.maxInFlight,
  });
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(databasePlugin, { database, closeWithApp: options.closeDatabase ?? false });
  app.decorate('countBudgetMs', config.countBudgetMs ?? COUNT_BUDGET_MS);
  app.decorate('listings', []);
  await app.register(accessControlPlugin, { verifier, agents: createAgentAuthenticator(database) });
  // After the access hook: keyed by the verified session and tenant.
  await app.register(rateLimitPlugin, {
    userPerMinute: config.rateLimitUserPerMinute ?? RATE_LIMIT_DEFAULTS.userPerMinute,
    tenantPerMinute: config.rateLimitTenantPerMinute ?? RATE_LIMIT_DEFAULTS.tenantPerMinute,
    // On a PostgreSQL server every API process counts in the same windows (a test's fake clock keeps them here).
    ...(options.rateLimitClock ? { now: options.rateLimitClock } : database.driver === 'postgres' && { database }),
  });
  app.addSchema(problemSchema);
  await app.register(openApiPlugin, { publicBaseUrl: config.publicBaseUrl });
  await app.register(named(docsUiPlugin));

  if (identity) {
    await app.register(named(identityProviderPlugin), {
      directory: createDatabaseUserDirectory(database),
      passkeys: createDatabasePasskeyStore(database),
      issuer: localIssuer(config.publicBaseUrl, config.projectId),
      projectId: config.projectId,
      keys: identity.keys,
      refreshStore: identity.refreshStore,
      publicBaseUrl: config.publicBaseUrl,
      allowedRedirectOrigins: config.corsOrigins,
      rolePermissions: Object.fromEntries(DEMO_ROLES.map((role) => [role.name, role.permissions])),
      ...(config.sessionTtlSeconds !== undefined && { sessionTtlSeconds: config.sessionTtlSeconds }),
    });
  }
  const management = config.descopeManagement;
  app.decorate(
    'identityAdmin',
    management
      ? createDescopeIdentityAdmin({ projectId: config.projectId, ...management })
      : createLocalIdentityAdmin(),
  );
  const reportServices: ReportServices = {
    database,
    files: options.files ?? localFileStore(join(config.dataDir, 'files')),
    links: ReportLinks.fromDatabase(database),
    mailer: mailerFromEnv(),
    publicBaseUrl: config.publicBaseUrl,
    now: options.reportClock ?? (() => new Date()),
  };
  app.decorate('policyClock', options.policyClock ?? (() => new Date()));
  const reportRunner = new ReportRunner(reportServices, (error) =>
    app.log.error({ err: error }, 'a report could not be made'),
  );
  app.decorate('reports', { services: reportServices, runner: reportRunner });
  // Before the database closes: a report being made finishes (or fails) first.
  app.addHook('onClose', () => reportRunner.idle());
  await app.register(evidencePlugin, {
    store: options.evidenceStore ?? fileEvidenceStore(join(config.dataDir, 'evidence')),
  });
  await app.register(retentionPlugin, { ...(options.retentionClock && { now: options.retentionClock }) });
  for (const module of API_MODULES) await app.register(named(module));
  await app.register(named(releaseRoutes), {
    ...(config.releasesRegistry !== undefined && { registryFile: config.releasesRegistry }),
    ...(config.releasesBaseUrl !== undefined && { baseUrl: config.releasesBaseUrl }),
    ...(config.releasesBaseUrls !== undefined && { baseUrls: config.releasesBaseUrls }),
  });
  await app.register(named(scimRoutes), { prefix: '/scim/v2', publicBaseUrl: config.publicBaseUrl });
  const limiter = new TokenBucketLimiter({
    capacity: config.agentBurst ?? AGENT_RATE_DEFAULTS.burst,
    refillPerSecond: config.agentCallsPerSecond ?? AGENT_RATE_DEFAULTS.callsPerSecond,
    ...(options.agentClock && { now: options.agentClock }),
  });
  await app.register(named(agentRoutes), { prefix: AGENTS_API_PREFIX, limiter });
  await app.register(named(evidenceUploadRoutes), { prefix: AGENTS_API_PREFIX, limiter });
  return app;
}
