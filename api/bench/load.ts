// The list under load (issue 16 item 7): `npm run bench:load` at the root, on a PostgreSQL server (BENCH_DATABASE_URL).
//   BENCH_ROWS (1,000,000 incidents), BENCH_LOAD_RATE (200 requests/s), BENCH_LOAD_SECONDS (30), BENCH_LOAD_CONNECTIONS (20),
//   BENCH_LOAD_REPLICAS (1): API processes sharing the port (node:cluster), as replicas behind one address;
//   BENCH_LOAD_WARMUP (5): seconds of the steady load first, not counted (0: none).
//   BENCH_LOAD_LIST (incidents): `egress` loads the Data Egress list instead, over the egress benches' tenant and its
//   `--events N` events (BENCH_EVENTS, 1,000,000; generated once, as bench:egress does).
//   BENCH_LOAD_INGEST (0): events a second that agents of the list's tenant send beside the load (issue 32 item 5),
//   BENCH_LOAD_AGENTS (10) devices enrolled through the agents API, BENCH_LOAD_BATCH (100) events a request; each
//   device under the agents' own rate limit (5 requests/s), as real agents are. The events stay in the tenant.
// The API runs in its own process(es) on loopback over the bench tenant, and the grid's first-page calls (the default
// view and three filtered ones, in turn) are sent to it twice, each for a fixed time, so at most rate × seconds
// requests each:
// - steady: one request every 1/rate s, whether earlier ones have answered or not (open loop), each timed from the
//   moment it was due, so a late start counts in its latency;
// - bursts: autocannon's `overallRate`, which gives each of its connections rate/connections requests at the start of
//   every second, sent one after another as answers come: 200 requests/s arrive as 20 streams at once each second.
// The goal, p99 < 50 ms with 0 errors (with ingest beside it, issue 32's p99 < 100 ms), is judged for each.
import { Agent, request } from 'node:http';
import cluster from 'node:cluster';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openPostgres, type Database } from '../src/db/database';
import { firstPages, warmPool } from '../src/lib/listing/pool-warm-up';
import { loadOrCreateSigningKeys } from '../src/identity/keys';
import { createBenchApp } from './bench-app';
import { describeIngest, enrolBenchDevices, paceIngest } from './agent-ingest';
import { benchEvents, benchRows, log, migrateBench, positiveEnv, prepare } from './bench-databases';
import { prepareEgressEvents, prepareEgressTenant, TENANT as EGRESS_TENANT } from './egress-bench-data';
import { BENCH_TENANT } from './generate-incidents';
import { percentile } from './measure';

/** Each list the bench can load: its tenant, the grid's first-page calls, and how its data is made. */
const LISTS = {
  incidents: {
    tenant: BENCH_TENANT,
    urls: [
      '/incidents?pageSize=100',
      '/incidents?pageSize=100&severity=high',
      '/incidents?pageSize=100&status=open&sortColumn=severity&sortOrder=desc',
      '/incidents?pageSize=100&egressChannel=email',
    ],
    prepare: (database: Database) => prepare(database, 'PostgreSQL', benchRows()),
  },
  egress: {
    tenant: EGRESS_TENANT,
    // All Events, the Protected tab, a channel and a user: the page's default and the filters most asked.
    urls: [
      '/egress-events?pageSize=100',
      '/egress-events?pageSize=100&policyVerdict=BLOCK',
      '/egress-events?pageSize=100&egressChannel=Email',
      '/egress-events?pageSize=100&username=user.7',
    ],
    prepare: async (database: Database) => {
      await migrateBench(database);
      await prepareEgressTenant(database);
      await prepareEgressEvents(database, benchEvents());
    },
  },
};
const LIST_NAME = process.env.BENCH_LOAD_LIST ?? 'incidents';
if (!(LIST_NAME in LISTS))
  throw new Error(`BENCH_LOAD_LIST: ${LIST_NAME} is not one of ${Object.keys(LISTS).join(', ')}`);
const LIST = LISTS[LIST_NAME as keyof typeof LISTS];
const URLS = LIST.urls;

/** Serves the API on `port` (0: any) over the bench database; answers its port and the bench user's headers. */
async function serve(url: string, port: number, keysDir?: string) {
  const database = await openPostgres(url, { connectTimeoutMs: 0 });
  const bench = await createBenchApp(database, {}, LIST.tenant, keysDir);
  // The pool opened and its connections' catalogs loaded, as the server does before it listens.
  await warmPool(database, firstPages(bench.app.listings));
  await bench.app.listen({ host: '127.0.0.1', port });
  const address = bench.app.server.address();
  for (const path of URLS) await bench.get(path);
  return {
    port: typeof address === 'object' && address ? address.port : port,
    headers: bench.headers(),
    close: async () => {
      await bench.app.close();
      await database.close();
    },
  };
}

/** A replica (a cluster worker): serves on the shared port until the primary disconnects it. */
async function replica(url: string): Promise<void> {
  const served = await serve(url, Number(process.env.BENCH_LOAD_PORT), process.env.BENCH_LOAD_KEYS);
  process.send?.({ ready: true, headers: served.headers });
  process.on('disconnect', () => void served.close().then(() => process.exit(0)));
}

/** Starts `replicas` workers on one port with shared signing keys; answers the port and headers once all listen. */
async function startReplicas(url: string, replicas: number) {
  const keysDir = await mkdtemp(join(tmpdir(), 'bench-load-keys-'));
  await loadOrCreateSigningKeys(keysDir);
  const port = 9000 + Math.floor(Math.random() * 900);
  const workers = Array.from({ length: replicas }, () =>
    cluster.fork({ BENCH_LOAD_PORT: String(port), BENCH_LOAD_KEYS: keysDir }),
  );
  const answers = await Promise.all(
    workers.map(
      (worker) =>
        new Promise<Record<string, string>>((resolve, reject) => {
          worker.once('message', (message: { headers: Record<string, string> }) => resolve(message.headers));
          worker.once('exit', (code) => reject(new Error(`replica exited with ${code}`)));
        }),
    ),
  );
  return { port, headers: answers[0]!, close: async () => workers.forEach((worker) => worker.disconnect()) };
}

/**
 * Sends `rate` requests a second for `seconds` at fixed moments (open loop), over keep-alive connections opened as
 * needed; answers each request's latency from the moment it was due, and the failures.
 */
async function steadyLoad(port: number, headers: Record<string, string>, rate: number, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const total = rate * seconds;
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let failures = 0;
  const start = performance.now() + 50;
  const one = (index: number) =>
    new Promise<void>((resolve) => {
      const due = start + index * interval;
      const call = request({ host: '127.0.0.1', port, path: URLS[index % URLS.length], headers, agent }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - due);
          else failures += 1;
          resolve();
        });
      });
      call.on('error', () => {
        failures += 1;
        resolve();
      });
      call.end();
    });
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const wait = start + index * interval - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(one(index));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { latencies, failures };
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL must name a PostgreSQL server (postgres://user@host:port/database)');
  if (cluster.isWorker) return replica(url);
  const rate = positiveEnv('BENCH_LOAD_RATE', 200);
  const seconds = positiveEnv('BENCH_LOAD_SECONDS', 30);
  const connections = positiveEnv('BENCH_LOAD_CONNECTIONS', 20);
  const replicas = positiveEnv('BENCH_LOAD_REPLICAS', 1);
  const ingestRate = Number(process.env.BENCH_LOAD_INGEST ?? 0);
  const database = await openPostgres(url, { connectTimeoutMs: 0 });
  await LIST.prepare(database);
  const server = await startReplicas(url, replicas);
  log(`${replicas} API process(es); GET ${URLS.join(', ')}`);
  // The agents beside the load: enrolled first, then sending through both phases.
  let ingest: ReturnType<typeof paceIngest> | undefined;
  if (ingestRate > 0) {
    const agents = positiveEnv('BENCH_LOAD_AGENTS', 10);
    const batch = positiveEnv('BENCH_LOAD_BATCH', 100);
    const credentials = await enrolBenchDevices(database, `http://127.0.0.1:${server.port}`, agents, LIST.tenant);
    log(
      `ingest beside the load: ${ingestRate} events/s in batches of ${batch} from ${agents} agents of ${LIST.tenant}`,
    );
    // Events for both phases and the pause between them; stopped when the bursts end.
    ingest = paceIngest(`http://127.0.0.1:${server.port}`, credentials, {
      rate: ingestRate,
      batch,
      seconds: 2 * seconds + 30,
    });
  }
  const goal = ingest ? 100 : 50;
  // Untimed first: the pages' indexes and the API's code warm at the rate, as a serving replica's are.
  const warmUp = Number(process.env.BENCH_LOAD_WARMUP ?? 5);
  if (warmUp > 0) {
    log(`warm-up: ${rate} requests/s for ${warmUp} s, not counted`);
    await steadyLoad(server.port, server.headers, rate, warmUp);
  }
  log(`steady: ${rate} requests/s for ${seconds} s, one every ${(1000 / rate).toFixed(1)} ms`);
  const steady = await steadyLoad(server.port, server.headers, rate, seconds);
  const sorted = steady.latencies;
  const fixed = (value: number) => value.toFixed(1);
  log(
    `steady: ${sorted.length + steady.failures} requests: latency p50 ${fixed(percentile(sorted, 50))} ms, ` +
      `p97.5 ${fixed(percentile(sorted, 97.5))} ms, p99 ${fixed(percentile(sorted, 99))} ms, ` +
      `max ${fixed(sorted.at(-1) ?? 0)} ms; failures ${steady.failures}`,
  );
  const steadyMet = percentile(sorted, 99) < goal && steady.failures === 0;
  log(`bursts: autocannon, ${rate} requests/s for ${seconds} s over ${connections} connections`);
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections,
    overallRate: rate,
    duration: seconds,
    headers: server.headers,
    requests: URLS.map((path) => ({ method: 'GET', path })),
    // The load generator runs in a worker thread of its own: on the API's event loop it would delay the answers it times.
    workers: 1,
  });
  const { latency } = result;
  log(
    `${result.requests.total} requests, ${result.requests.average.toFixed(1)}/s: latency p50 ${latency.p50} ms, ` +
      `p97.5 ${latency.p97_5} ms, p99 ${latency.p99} ms, max ${latency.max} ms; ` +
      `errors ${result.errors}, time-outs ${result.timeouts}, non-2xx ${result.non2xx}`,
  );
  const burstsMet = latency.p99 < goal && result.errors === 0 && result.timeouts === 0 && result.non2xx === 0;
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  let ingestMet = true;
  if (ingest) {
    ingest.stop();
    const run = await ingest.done;
    log(`ingest: ${describeIngest(run, ingestRate)}`);
    // Sustained: every batch due was answered, at the rate asked (within 5%).
    ingestMet =
      run.failures.length === 0 && run.answered === run.batches && run.created >= 0.95 * ingestRate * run.seconds;
    log(`ingest at ${ingestRate} events/s sustained: ${verdict(ingestMet)}`);
  }
  log(
    `goal p99 < ${goal} ms with 0 errors${ingest ? ' (ingest beside it)' : ''}: steady ${verdict(steadyMet)}, ` +
      `bursts (autocannon) ${verdict(burstsMet)}`,
  );
  await server.close();
  await database.close();
  if (!ingestMet) process.exitCode = 1;
}

await main();
