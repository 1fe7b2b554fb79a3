import { join } from 'node:path';
import { DEMO_HEARTBEAT_SECONDS } from './db/demo/demo-heartbeats';
import { DEFAULT_DEMO_EVENTS } from './db/demo/load-demo-data';
import { REMOTES } from 'shared-contracts';

/** Everything the API reads from its environment. */
export interface AppConfig {
  /** `local` serves the local identity provider and may load demo data; `production` does neither. */
  mode: 'local' | 'production';
  host: string;
  port: number;
  /** The API's own URL as browsers reach it (token issuer, SSO page). */
  publicBaseUrl: string;
  /** Persistent files: `pglite/` (embedded database) and `identity/` (signing keys, refresh-token ids). */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite in `<dataDir>/pglite` is used. */
  databaseUrl?: string;
  /** Browser origins allowed to call the API (the shell). */
  corsOrigins: string[];
  /** Load demo data into an empty database (never in production). */
  demoData: boolean;
  demoEvents: number;
  /**
   * The moment the demo data ends at (DEMO_ANCHOR, an ISO 8601 time); absent for the start time, to the minute. The
   * visual journey (e2e/tests/visual.spec.ts) fixes it, so that its pages show the same data on any day.
   */
  demoAnchor?: Date;
  /**
   * Seconds between the demo devices' heartbeats (demo-heartbeats.ts), which keep the demo's Online devices Online
   * while the API runs; absent for none. Local mode with demo data only, and off under the tests (NODE_ENV=test)
   * unless DEMO_HEARTBEAT_SECONDS asks; DEMO_HEARTBEAT_SECONDS=0 turns it off.
   */
  demoHeartbeatSeconds?: number;
  /** Identity-provider project id: the local provider's, or the Descope project in production. */
  projectId: string;
  /** Session lifetime of the local identity provider (tests shorten it). */
  sessionTtlSeconds?: number;
  logLevel: string;
  /** Time (ms) an exact count may take on a PostgreSQL server before it answers the estimate; default 100. */
  countBudgetMs?: number;
  /** Descope's management API: User Management changes users there (and in the console's tables). */
  descopeManagement?: { managementKey: string; baseUrl?: string };
  /** Agents API: calls a device may make per second (heartbeats and event batches), and its burst. */
  agentCallsPerSecond?: number;
  agentBurst?: number;
  /** Console API calls per minute per user and per tenant (0 turns one off); defaults in `plugins/rate-limit.ts`. */
  rateLimitUserPerMinute?: number;
  rateLimitTenantPerMinute?: number;
  /** Load shedding (`plugins/load-shedding.ts`): 503 at once past these; 0 turns one off. */
  shedEventLoopDelayMs?: number;
  shedMaxInFlight?: number;
  /** Reports: how often the scheduler looks for due slots (a croner pattern), and how many missed slots run on start. */
  reportSchedulerTick?: string;
  reportMissedSlots?: number;
  /**
   * Releases (issue 29): the registry file the release command writes (`releases/registry.json`), whose versions the
   * Releases page offers; absent, the page lists no versions. Where releases are served: one base URL for every remote
   * (`RELEASES_BASE_URL`, as the release command reads it), or one per remote package (`RELEASES_BASE_URLS`, JSON;
   * `npm start` passes each local remote server's `/releases/`).
   */
  releasesRegistry?: string;
  releasesBaseUrl?: string;
  releasesBaseUrls?: Record<string, string>;
}

export const LOCAL_PROJECT_ID_DEFAULT = 'P2LocalConsole00000000000000';

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer`);
  return parsed;
}

/** The demo heartbeat's period: in local mode with demo data, by default outside the tests; 0 turns it off. */
function demoHeartbeat(env: NodeJS.ProcessEnv, demoData: boolean): Pick<AppConfig, 'demoHeartbeatSeconds'> {
  if (!demoData) return {};
  const fallback = env.NODE_ENV === 'test' ? 0 : DEMO_HEARTBEAT_SECONDS;
  const seconds = integer(env.DEMO_HEARTBEAT_SECONDS, fallback, 'DEMO_HEARTBEAT_SECONDS');
  return seconds > 0 ? { demoHeartbeatSeconds: seconds } : {};
}

/** DEMO_ANCHOR: an ISO 8601 time with its zone (`2026-03-02T09:30:00Z`), or nothing when unset. */
function demoAnchor(value: string | undefined): Pick<AppConfig, 'demoAnchor'> {
  if (value === undefined || value === '') return {};
  const time = /(Z|[+-]\d\d:\d\d)$/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time))
    throw new Error('DEMO_ANCHOR must be an ISO 8601 time with its zone, such as 2026-03-02T09:30:00Z');
  return { demoAnchor: new Date(time) };
}

type IntegerSetting =
  | 'rateLimitUserPerMinute'
  | 'rateLimitTenantPerMinute'
  | 'shedEventLoopDelayMs'
  | 'shedMaxInFlight'
  | 'reportMissedSlots';

/** `{ [key]: value }` when the variable is set, else nothing (the consumer's default applies). */
function optionalInteger(env: NodeJS.ProcessEnv, name: string, key: IntegerSetting): Partial<AppConfig> {
  const value = env[name];
  return value === undefined || value === '' ? {} : { [key]: integer(value, 0, name) };
}

/**
 * What production mode cannot guess: the PostgreSQL server (the embedded database is for one machine), the Descope
 * project, the URL browsers reach the API at, and the shell origins allowed to call it.
 */
export const PRODUCTION_REQUIRED = ['DATABASE_URL', 'DESCOPE_PROJECT_ID', 'PUBLIC_BASE_URL', 'CORS_ORIGINS'] as const;

/** Production mode was asked for without some of its required settings; the message names every one. */
export class MissingSettingsError extends Error {
  constructor(readonly missing: readonly string[]) {
    super(`production mode needs these settings, which are not set: ${missing.join(', ')}`);
    this.name = 'MissingSettingsError';
  }
}

/**
 * The browser origins a local API answers when CORS_ORIGINS is not set (production requires it): the shell's
 * (`npm start`, port 8080) and each remote's standalone dev shell (`pnpm --filter mfe-… dev`, its devPort in
 * remotes.json), by either name of the loopback host.
 */
const LOCAL_CORS_ORIGINS = [8080, ...REMOTES.map((remote) => remote.devPort)].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** RELEASES_BASE_URLS: a JSON object of base URLs by remote package, or nothing when unset. */
function releasesBaseUrls(value: string | undefined): Pick<AppConfig, 'releasesBaseUrls'> {
  if (value === undefined || value === '') return {};
  const parsed: unknown = JSON.parse(value);
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    Array.isArray(parsed) ||
    !Object.values(parsed).every((url) => typeof url === 'string' && URL.canParse(url))
  ) {
    throw new Error('RELEASES_BASE_URLS must be a JSON object of URLs by remote package');
  }
  return { releasesBaseUrls: parsed as Record<string, string> };
}

/** Reads the configuration from environment variables; `repoRoot` anchors the default data folder. */
export function loadConfig(env: NodeJS.ProcessEnv, repoRoot: string): AppConfig {
  const production = env.NODE_ENV === 'production' || env.CONSOLE_MODE === 'production';
  const host = env.HOST ?? '127.0.0.1';
  const port = integer(env.PORT, 8081, 'PORT');
  if (production) {
    const missing = PRODUCTION_REQUIRED.filter((name) => !env[name]?.trim());
    if (missing.length > 0) throw new MissingSettingsError(missing);
  }
  const projectId = env.DESCOPE_PROJECT_ID ?? LOCAL_PROJECT_ID_DEFAULT;
  const ttl = env.SESSION_TTL_SECONDS;
  return {
    mode: production ? 'production' : 'local',
    host,
    port,
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: env.DATA_DIR ?? join(repoRoot, '.data'),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : LOCAL_CORS_ORIGINS,
    demoData: !production && env.DEMO_DATA !== 'false',
    demoEvents: integer(env.DEMO_EVENTS, DEFAULT_DEMO_EVENTS, 'DEMO_EVENTS'),
    ...demoAnchor(env.DEMO_ANCHOR),
    ...demoHeartbeat(env, !production && env.DEMO_DATA !== 'false'),
    projectId,
    ...(ttl ? { sessionTtlSeconds: integer(ttl, 600, 'SESSION_TTL_SECONDS') } : {}),
    logLevel: env.LOG_LEVEL ?? 'info',
    ...(env.COUNT_BUDGET_MS ? { countBudgetMs: integer(env.COUNT_BUDGET_MS, 100, 'COUNT_BUDGET_MS') } : {}),
    ...(env.DESCOPE_MANAGEMENT_KEY
      ? {
          descopeManagement: {
            managementKey: env.DESCOPE_MANAGEMENT_KEY,
            ...(env.DESCOPE_BASE_URL ? { baseUrl: env.DESCOPE_BASE_URL } : {}),
          },
        }
      : {}),
    ...(env.AGENT_CALLS_PER_SECOND
      ? { agentCallsPerSecond: integer(env.AGENT_CALLS_PER_SECOND, 5, 'AGENT_CALLS_PER_SECOND') }
      : {}),
    ...(env.AGENT_BURST ? { agentBurst: integer(env.AGENT_BURST, 20, 'AGENT_BURST') } : {}),
    ...optionalInteger(env, 'RATE_LIMIT_USER_PER_MINUTE', 'rateLimitUserPerMinute'),
    ...optionalInteger(env, 'RATE_LIMIT_TENANT_PER_MINUTE', 'rateLimitTenantPerMinute'),
    ...optionalInteger(env, 'SHED_EVENT_LOOP_DELAY_MS', 'shedEventLoopDelayMs'),
    ...optionalInteger(env, 'SHED_MAX_IN_FLIGHT', 'shedMaxInFlight'),
    ...(env.REPORT_SCHEDULER_TICK ? { reportSchedulerTick: env.REPORT_SCHEDULER_TICK } : {}),
    ...optionalInteger(env, 'REPORT_MISSED_SLOTS', 'reportMissedSlots'),
    ...(env.RELEASES_REGISTRY ? { releasesRegistry: env.RELEASES_REGISTRY } : {}),
    ...(env.RELEASES_BASE_URL ? { releasesBaseUrl: env.RELEASES_BASE_URL } : {}),
    ...releasesBaseUrls(env.RELEASES_BASE_URLS),
  };
}
