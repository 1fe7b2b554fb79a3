// The 1,000,000-incident benchmark (issue 5 item 7): `pnpm bench` at the root.
//   BENCH_ROWS (1000000), BENCH_RUNS (50), BENCH_EXPORT_SECONDS (60), BENCH_EXPORT_ROWS (1000000),
//   BENCH_DATABASE_URL (also run on that PostgreSQL server), BENCH_SKIP_PGLITE=1 (PostgreSQL only).
// The PGlite data set is cached under <repo>/.data/bench/ so a second run does not regenerate it.
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, openPostgres } from '../src/db/database';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createBenchApp } from './bench-app';
import { countBenchIncidents, generateIncidents } from './generate-incidents';
import { printFigures } from './report';
import { runScenarios } from './scenarios';
import type { BenchFigures } from './scenarios';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const ROWS = env('BENCH_ROWS', 1_000_000);
const RUNS = env('BENCH_RUNS', 50);
const EXPORT_SECONDS = env('BENCH_EXPORT_SECONDS', 60);
const EXPORT_ROWS = env('BENCH_EXPORT_ROWS', ROWS);
const started = Date.now();
const log = (line: string) => console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  ${line}`);

async function prepare(database: Database, name: string): Promise<void> {
  await migrate(database, join(apiRoot, 'src', 'db', 'migrations'));
  const have = await countBenchIncidents(database);
  if (have === ROWS) {
    log(`${name}: ${ROWS.toLocaleString('en-US')} incidents already there`);
    return;
  }
  log(`${name}: generating ${ROWS.toLocaleString('en-US')} incidents`);
  await generateIncidents(database, ROWS, (line) => log(`${name}: ${line}`));
}

async function openBenchPglite(): Promise<Database> {
  const folder = join(apiRoot, '..', '.data', 'bench', `pglite-${ROWS}`);
  const marker = `${folder}.complete`;
  if (!existsSync(marker)) await rm(folder, { recursive: true, force: true });
  await mkdir(dirname(folder), { recursive: true });
  const database = await openPglite({ dataDir: folder });
  await prepare(database, 'PGlite');
  await writeFile(marker, new Date().toISOString());
  return database;
}

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
  const database = await openBenchPglite();
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
    await prepare(database, 'PostgreSQL');
    results.push(['PostgreSQL', await measure('PostgreSQL', database, url)]);
  } finally {
    await database.close();
  }
} else {
  log('BENCH_DATABASE_URL not set: PostgreSQL skipped');
}
printFigures(results, { rows: ROWS, runs: RUNS });
