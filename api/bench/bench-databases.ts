import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '../src/db/database';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { countBenchIncidents, generateIncidents } from './generate-incidents';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

/** Prints a line with the seconds since the benchmark started. */
export const log = (line: string) =>
  console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  ${line}`);

/** A positive integer from the environment, or the fallback. */
export function positiveEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

/**
 * The egress events of a benchmark: `--events N` on its command line (`npm run bench:egress -- --events 10000000`;
 * `--events=N` too, digits grouped by `_` or `,` allowed), else BENCH_EVENTS, else 1,000,000.
 */
export function benchEvents(argv: readonly string[] = process.argv.slice(2)): number {
  const at = argv.findIndex((arg) => arg === '--events' || arg.startsWith('--events='));
  if (at === -1) return positiveEnv('BENCH_EVENTS', 1_000_000);
  const given = argv[at]!.startsWith('--events=') ? argv[at]!.slice('--events='.length) : argv[at + 1];
  const value = /^\d[\d_,]*$/.test(given ?? '') ? Number(given!.replace(/[_,]/g, '')) : NaN;
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--events must be a positive integer (got ${given})`);
  return value;
}

/** BENCH_ROWS: incidents in the bench tenant (1,000,000). */
export const benchRows = () => positiveEnv('BENCH_ROWS', 1_000_000);

/** Applies the API's pending migrations. */
export async function migrateBench(database: Database): Promise<void> {
  await migrate(database, join(apiRoot, 'src', 'db', 'migrations'));
}

/** Migrates the database and generates the bench tenant's incidents unless they are there already. */
export async function prepare(database: Database, name: string, rows: number): Promise<void> {
  await migrateBench(database);
  const have = await countBenchIncidents(database);
  if (have === rows) {
    log(`${name}: ${rows.toLocaleString('en-US')} incidents already there`);
    return;
  }
  log(`${name}: generating ${rows.toLocaleString('en-US')} incidents`);
  await generateIncidents(database, rows, (line) => log(`${name}: ${line}`));
}

/** A PGlite data set of a benchmark: its folder under <repo>/.data/bench/ and how to migrate and fill it. */
export interface PgliteDataSet {
  folder: string;
  prepare: (database: Database) => Promise<void>;
}

/**
 * The PGlite data set, cached under <repo>/.data/bench/ so a second run does not regenerate it: by default the
 * `rows` incidents of the bench tenant, or another benchmark's data set in a folder of its own.
 */
export async function openBenchPglite(
  rows: number,
  dataSet: PgliteDataSet = { folder: `pglite-${rows}`, prepare: (database) => prepare(database, 'PGlite', rows) },
): Promise<Database> {
  const folder = join(apiRoot, '..', '.data', 'bench', dataSet.folder);
  const marker = `${folder}.complete`;
  if (!existsSync(marker)) await rm(folder, { recursive: true, force: true });
  await mkdir(dirname(folder), { recursive: true });
  const database = await openPglite({ dataDir: folder });
  await dataSet.prepare(database);
  await writeFile(marker, new Date().toISOString());
  return database;
}
