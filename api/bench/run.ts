// The 1,000,000-incident benchmark (issue 5 item 7): `pnpm bench` at the root.
//   BENCH_ROWS (1000000), BENCH_RUNS (50), BENCH_EXPORT_SECONDS (60), BENCH_EXPORT_ROWS (1000000),
//   BENCH_DATABASE_URL (also run on that PostgreSQL server), BENCH_SKIP_PGLITE=1 (PostgreSQL only).
// The PGlite data set is cached under <repo>/.data/bench/ so a second run does not regenerate it.
import { openPostgres } from '../src/db/database';
import type { Database } from '../src/db/database';
import { benchRows, log, openBenchPglite, positiveEnv, prepare } from './bench-databases';
import { createBenchApp } from './bench-app';
import { printFigures } from './report';
import { runScenarios } from './scenarios';
import type { BenchFigures } from './scenarios';

const ROWS = benchRows();
const RUNS = positiveEnv('BENCH_RUNS', 50);
const EXPORT_SECONDS = positiveEnv('BENCH_EXPORT_SECONDS', 60);
const EXPORT_ROWS = positiveEnv('BENCH_EXPORT_ROWS', ROWS);

async function measure(name: string, database: Database, url?: string): Promise<BenchFigures> {
  const bench = await createBenchApp(database);
  try {
    return await runScenarios(database, bench, {
      runs: RUNS,
      exportSeconds: EXPORT_SECONDS,
      exportRows: EXPORT_ROWS,
      ...(url && { url }),
      log: (line) => log(`${name}: ${line}`),
    });
  } finally {
    await bench.app.close();
  }
}

const results: [string, BenchFigures][] = [];
if (process.env.BENCH_SKIP_PGLITE !== '1') {
  const database = await openBenchPglite(ROWS);
  try {
    results.push(['PGlite', await measure('PGlite', database)]);
  } finally {
    await database.close();
  }
}
const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const database = await openPostgres(url, { max: 4, connectTimeoutMs: 0 });
  try {
    await prepare(database, 'PostgreSQL', ROWS);
    results.push(['PostgreSQL', await measure('PostgreSQL', database, url)]);
  } finally {
    await database.close();
  }
} else {
  log('BENCH_DATABASE_URL not set: PostgreSQL skipped');
}
printFigures(results, { rows: ROWS, runs: RUNS });
