// The export benchmark alone (issue 8, item 8): `npm run bench:export` at the root. The whole 1M-row export, a
// report of the same incidents made by the report runner into the file store (issue 13, item 5: the same speed as
// the export) and a raw COPY of the same rows, alternately, BENCH_EXPORT_RUNS times (2) on each database.
//   BENCH_ROWS (1000000), BENCH_EXPORT_SECONDS (120), BENCH_DATABASE_URL (a PostgreSQL server), BENCH_SKIP_PGLITE=1.
import { loadavg } from 'node:os';
import { openPostgres } from '../src/db/database';
import type { Database } from '../src/db/database';
import { benchRows, log, openBenchPglite, positiveEnv, prepare } from './bench-databases';
import { measureCopy } from './copy-baseline';
import { measureReport } from './report-generation';
import { measureExport } from './scenarios';

const ROWS = benchRows();
const RUNS = positiveEnv('BENCH_EXPORT_RUNS', 2);
const SECONDS = positiveEnv('BENCH_EXPORT_SECONDS', 120);
const GOALS: Record<string, number> = { PGlite: 40_000, PostgreSQL: 150_000 };
const figure = (value: number) => Math.round(value).toLocaleString('en-US');

async function measure(name: string, database: Database, url?: string): Promise<string[]> {
  const lines: string[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    log(`${name}: export, run ${run}`);
    const load = loadavg()[0]!.toFixed(1);
    const exported = await measureExport(database, SECONDS, ROWS);
    log(`${name}: report, run ${run}`);
    const report = await measureReport(database);
    log(`${name}: raw COPY, run ${run}`);
    const copy = await measureCopy(database, url);
    lines.push(
      `| ${name} | ${run} | ${figure(exported.rowsPerSecond)} (${figure(exported.rows)} in ${exported.seconds.toFixed(1)} s) | ` +
        `${figure(exported.startMb)} / ${figure(exported.tenthMb)} / ${figure(exported.peakMb)} MB | ` +
        `${figure(report.rowsPerSecond)} (${figure(report.rows)}, ${report.sizeMb.toFixed(0)} MB file, RSS ${figure(report.startMb)} / ${figure(report.peakMb)} MB) | ` +
        `${figure(copy.rowsPerSecond)} | ${load} | ` +
        `${exported.rowsPerSecond >= GOALS[name]! ? 'met' : 'NOT met'} (${figure(GOALS[name]!)}) |`,
    );
  }
  return lines;
}

const table: string[] = [];
if (process.env.BENCH_SKIP_PGLITE !== '1') {
  const database = await openBenchPglite(ROWS);
  try {
    table.push(...(await measure('PGlite', database)));
  } finally {
    await database.close();
  }
}
const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const database = await openPostgres(url, { max: 4, connectTimeoutMs: 0 });
  try {
    await prepare(database, 'PostgreSQL', ROWS);
    table.push(...(await measure('PostgreSQL', database, url)));
  } finally {
    await database.close();
  }
}
console.log(
  `\nExport of ${figure(ROWS)} incidents (one tenant), beside a report of the last 366 days of them and a raw COPY\n`,
);
console.log(
  '| Database | Run | Export rows/s | RSS start / at 10% / peak | Report rows/s (rows, file, RSS start / peak) | Raw COPY rows/s | Load | Goal |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const line of table) console.log(line);
