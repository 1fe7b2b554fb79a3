// The list under load (issue 16 item 7): `npm run bench:load` at the root, on a PostgreSQL server (BENCH_DATABASE_URL).
//   BENCH_ROWS (1,000,000 incidents), BENCH_LOAD_RATE (200 requests/s), BENCH_LOAD_SECONDS (30), BENCH_LOAD_CONNECTIONS (20).
// The API listens on loopback over the bench tenant; autocannon sends the grid's first-page calls (the default view
// and three filtered ones, in turn) at a fixed rate for a fixed time, so at most rate × seconds requests. Prints the
// latency percentiles, errors and non-2xx answers; the goal is p99 < 50 ms with 0 errors at 200 requests/s.
import autocannon from 'autocannon';
import { openPostgres } from '../src/db/database';
import { createBenchApp } from './bench-app';
import { benchRows, log, positiveEnv, prepare } from './bench-databases';

const URLS = [
  '/incidents?pageSize=100',
  '/incidents?pageSize=100&severity=high',
  '/incidents?pageSize=100&status=open&sortColumn=severity&sortOrder=desc',
  '/incidents?pageSize=100&egressChannel=email',
];

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL must name a PostgreSQL server (postgres://user@host:port/database)');
  const rate = positiveEnv('BENCH_LOAD_RATE', 200);
  const seconds = positiveEnv('BENCH_LOAD_SECONDS', 30);
  const connections = positiveEnv('BENCH_LOAD_CONNECTIONS', 20);
  const database = await openPostgres(url, { connectTimeoutMs: 0 });
  await prepare(database, 'PostgreSQL', benchRows());
  const bench = await createBenchApp(database);
  await bench.app.listen({ host: '127.0.0.1', port: 0 });
  const address = bench.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // Warm the pool and the plans first, as a running server is.
  for (const path of URLS) await bench.get(path);
  log(`${rate} requests/s for ${seconds} s over ${connections} connections: GET ${URLS.join(', ')}`);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    overallRate: rate,
    duration: seconds,
    headers: bench.headers(),
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
  const met = latency.p99 < 50 && result.errors === 0 && result.timeouts === 0 && result.non2xx === 0;
  log(met ? 'goal met: p99 < 50 ms, no error' : 'goal NOT met (p99 < 50 ms with 0 errors)');
  await bench.app.close();
  await database.close();
}

await main();
