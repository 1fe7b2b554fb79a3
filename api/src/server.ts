import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { openConfiguredDatabase, prepareDatabase } from './db/bootstrap';
import { EventPartitionKeeper } from './db/event-partitions';
import { firstPages, warmPool } from './lib/listing/pool-warm-up';
import { DEMO_DASHBOARD_USERS, DEMO_PASSWORD } from './db/demo/catalog-org';
import { startDemoHeartbeats } from './db/demo/demo-heartbeats';
import { ReportScheduler } from './modules/reports/report-scheduler';
import { TenantPurgeKeeper } from './modules/tenant-lifecycle/purge';

// `src/server.ts` under tsx, or `dist/server.mjs` compiled (`npm run build`): the migrations sit in `db/migrations` beside it.
const here = dirname(fileURLToPath(import.meta.url));
const started = Date.now();
if (process.argv.includes('--production')) process.env.CONSOLE_MODE = 'production';
let config: AppConfig;
try {
  config = loadConfig(process.env, join(here, '..', '..'));
} catch (error) {
  console.error(`Console API not started: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const database = await openConfiguredDatabase(config);
const report = await prepareDatabase(database, config, join(here, 'db', 'migrations'), (line) =>
  console.log(`  demo data: ${line}`),
);
const app = await buildApp({
  config,
  database,
  closeDatabase: true,
  logger: { level: config.logLevel },
  // A demo world fixed in time (DEMO_ANCHOR, the visual journey) is judged at its own time: its data never expires.
  ...(config.demoAnchor && { retentionClock: () => config.demoAnchor ?? new Date() }),
});
await app.ready();
// A server's pool is opened and its connections' catalogs loaded before the first request (nothing on PGlite).
const warmed = await warmPool(database, firstPages(app.listings));
await app.listen({ host: config.host, port: config.port });
// Every process schedules; a slot's unique key makes each run once however many there are.
const scheduler = new ReportScheduler(app.reports.services, app.reports.runner, {
  ...(config.reportMissedSlots !== undefined && { missedLimit: config.reportMissedSlots }),
});
scheduler.start(config.reportSchedulerTick);
// Data past its tenant's retention (events, incidents, evidence) is deleted hourly (the pass stops when the app closes).
app.retention.keeper.start();
// Tenants whose deletion is due (7 days after a platform admin asked for it) lose their data, hourly.
const tenantPurge = new TenantPurgeKeeper(database, {
  onError: (error) => app.log.error({ err: error }, 'the tenant purge failed'),
  onPurge: (tenants) => app.log.info({ tenants }, 'deleted tenants whose deletion was due'),
});
tenantPurge.start();
// The egress events' month partitions are made ahead, hourly (prepareDatabase made them at start).
const partitions = new EventPartitionKeeper(database, undefined, (error) =>
  app.log.error({ err: error }, 'making the event partitions failed'),
);
partitions.start();
// The demo's devices call in while the console runs, so the Online ones stay Online (local mode with demo data only).
const heartbeats =
  config.mode === 'local' && config.demoHeartbeatSeconds
    ? startDemoHeartbeats(database, config.demoHeartbeatSeconds, (line) => console.log(`  ${line}`))
    : undefined;

const where = config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `PGlite in ${join(config.dataDir, 'pglite')}`;
const lines = [
  `Console API (${config.mode} mode) on ${config.publicBaseUrl}, started in ${Date.now() - started} ms`,
  `  database: ${where}; migrations applied now: ${report.migrationsApplied.length}` +
    (warmed.connections > 0 ? `; ${warmed.connections} connections warmed in ${warmed.ms} ms` : ''),
  `  OpenAPI: ${config.publicBaseUrl}/docs   health: ${config.publicBaseUrl}/health   ready: ${config.publicBaseUrl}/ready`,
];
if (config.mode === 'local') {
  lines.push(`  identity provider: ${config.publicBaseUrl}/v1/auth (project ${config.projectId})`);
  if (report.demoDataLoaded) lines.push('  demo data loaded into the empty database');
  if (heartbeats) lines.push(`  demo devices call in every ${config.demoHeartbeatSeconds} s (DEMO_HEARTBEAT_SECONDS)`);
  if (config.demoData) {
    lines.push(`  demo users (password ${DEMO_PASSWORD}):`);
    for (const user of DEMO_DASHBOARD_USERS.filter((candidate) => candidate.canSignIn)) {
      const roles = Object.entries(user.memberships).map(([tenant, names]) => `${names.join(', ')} in ${tenant}`);
      const group = user.tenantGroupAdmin;
      if (group) roles.push(`Tenant Group Admin of ${group.group} (${group.tenants.join(', ')})`);
      lines.push(`    ${user.loginId.padEnd(24)} ${roles.join('; ')}`);
    }
  }
}
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void scheduler
      .stop()
      .then(() => partitions.stop())
      .then(() => tenantPurge.stop())
      .then(() => heartbeats?.stop())
      .then(() => app.close())
      .then(() => process.exit(0));
  });
}
