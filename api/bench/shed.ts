// Load shedding (issue 16 item 3): `npm run bench:shed` at the root.
//   BENCH_SHED_REQUESTS (400 sent at once), BENCH_SHED_ROWS (20,000 incidents), on an in-memory PGlite.
// Prints, with shedding off and at the default cap, how many of a burst of GET /incidents answered 200 and 503 and the
// p50 / max time each kind took: past the cap a request is refused at once instead of queueing.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { SHED_DEFAULTS } from '../src/plugins/load-shedding';
import { createBenchApp } from './bench-app';
import { generateIncidents } from './generate-incidents';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const REQUESTS = Number(process.env.BENCH_SHED_REQUESTS ?? 400);
const ROWS = Number(process.env.BENCH_SHED_ROWS ?? 20_000);

function summary(times: number[]): string {
  if (times.length === 0) return '-';
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `${p50.toFixed(0)} / ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms`;
}

async function main(): Promise<void> {
  const database = await openPglite();
  await migrate(database, join(apiRoot, 'src', 'db', 'migrations'));
  await generateIncidents(database, ROWS, () => undefined);
  console.log(`${REQUESTS} GET /incidents?pageSize=100 at once, PGlite, ${ROWS} incidents (p50 / max):`);
  for (const maxInFlight of [0, SHED_DEFAULTS.maxInFlight]) {
    const bench = await createBenchApp(database, { shedMaxInFlight: maxInFlight });
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, async () => {
        const started = performance.now();
        const { status } = await bench.get('/incidents?pageSize=100');
        return { status, ms: performance.now() - started };
      }),
    );
    const of = (status: number) => answers.filter((answer) => answer.status === status).map((answer) => answer.ms);
    const others = answers.filter((answer) => answer.status !== 200 && answer.status !== 503).length;
    console.log(
      `  cap ${String(maxInFlight || 'off').padEnd(4)} 200: ${of(200).length} (${summary(of(200))}), ` +
        `503: ${of(503).length} (${summary(of(503))}), other: ${others}`,
    );
    await bench.app.close();
  }
  await database.close();
}

await main();
