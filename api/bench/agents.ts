// The agents API's benchmarks (issue 14 item 5): `npm run bench:agents` at the root.
//   BENCH_DATABASE_URL (a PostgreSQL server; else an in-memory PGlite), BENCH_AGENT_EVENTS (100,000),
//   BENCH_AGENT_DEVICES (16 sending at once), BENCH_AGENT_BATCH (500), BENCH_DEVICES (100,000), BENCH_RUNS (50).
// Prints ingest events/s through the real HTTP API (listening on 127.0.0.1) and p50/p95 of the device list routes.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openPglite, openPostgres } from '../src/db/database';
import { uncheckedRows } from '../src/testing/query-rows';
import { migrate } from '../src/db/migrate';
import { withMaintenance } from '../src/db/tenant-scope';
import { ensureBenchDevices, ensureBenchTenant } from './agent-devices';
import { enrolBenchDevices, runIngest } from './agent-ingest';
import { createBenchApp } from './bench-app';
import { BENCH_TENANT } from './generate-incidents';
import { time } from './measure';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const EVENTS = env('BENCH_AGENT_EVENTS', 100_000);
const SENDERS = env('BENCH_AGENT_DEVICES', 16);
const BATCH = env('BENCH_AGENT_BATCH', 500);
const DEVICES = env('BENCH_DEVICES', 100_000);
const RUNS = env('BENCH_RUNS', 50);
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const database = url ? await openPostgres(url, { max: SENDERS + 4, connectTimeoutMs: 0 }) : await openPglite();
  await migrate(database, join(apiRoot, 'src', 'db', 'migrations'));
  await ensureBenchTenant(database);
  console.log(`Agents API on ${database.driver} (load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)})`);

  // Device list at DEVICES devices: through the whole API (auth, validation, SQL, serialisation), as the grid asks.
  await ensureBenchDevices(database, DEVICES, (line) => console.log(`  ${line}`));
  const bench = await createBenchApp(database);
  const cases: [string, string][] = [
    ['first page (1000, lastSeen desc)', '/devices'],
    ['count', '/devices/count'],
    ['page, agentStatus=Online', '/devices?agentStatus=Online'],
    ['count, agentStatus=Online', '/devices/count?agentStatus=Online'],
    ['count, agentStatus=Offline+Inactive', '/devices/count?agentStatus=Offline&agentStatus=Inactive'],
    ['page, search', '/devices?search=bench-0421'],
    ['page, sort hostname', '/devices?sortColumn=hostname&sortOrder=asc'],
  ];
  console.log(`Device list, ${fmt(DEVICES)} devices in one tenant, ${RUNS} runs (p50 / p95 ms):`);
  for (const [name, path] of cases) {
    const timing = await time(RUNS, async () => {
      const response = await bench.get(path);
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.body.slice(0, 200)}`);
    });
    console.log(`  ${name.padEnd(38)} ${timing.p50.toFixed(1).padStart(7)} / ${timing.p95.toFixed(1).padStart(7)}`);
  }
  await bench.app.close();

  // Ingest through HTTP: the per-device rate limit is lifted so the pipeline, not the limit, is what is measured.
  const app = await buildApp({
    config: {
      mode: 'production',
      host: '127.0.0.1',
      port: 0,
      publicBaseUrl: 'http://127.0.0.1',
      dataDir: apiRoot,
      corsOrigins: [],
      demoData: false,
      demoEvents: 0,
      projectId: 'P2Bench',
      logLevel: 'silent',
      agentCallsPerSecond: 1_000_000,
      agentBurst: 1_000_000,
    },
    database,
  });
  const address = await app.listen({ host: '127.0.0.1', port: env('BENCH_AGENT_PORT', 0) });
  const credentials = await enrolBenchDevices(database, address, SENDERS);
  const count = async () =>
    (
      await withMaintenance(database, (tx) =>
        uncheckedRows<{ n: number }>(
          tx,
          sql`SELECT count(*)::int AS n FROM egress_events WHERE tenant_id = ${BENCH_TENANT}`,
        ),
      )
    )[0]!.n;
  const before = await count();
  const run = await runIngest(address, credentials, EVENTS, BATCH);
  const stored = (await count()) - before;
  console.log(
    `Ingest, ${fmt(EVENTS)} events in batches of ${BATCH} from ${SENDERS} devices at once (each batch decided by the ` +
      `policy engine with the bench tenant's policies):\n  ${fmt(run.events / run.seconds)} events/s (${run.seconds.toFixed(1)} s), ` +
      `batch p50 / p95 ${run.batchP50.toFixed(0)} / ${run.batchP95.toFixed(0)} ms; ${fmt(stored)} rows stored, ` +
      `${fmt(run.created)} reported created`,
  );
  await app.close();
  await database.close();
}

await main();
