// SIGKILL during writes, many times (issue 16, item 2): `npm run bench:kill` at the root. Each run starts the API as
// its own process, writes from four clients, kills it with SIGKILL after 12 acknowledged writes, restarts it and
// checks that every acknowledged write is there. The test suite runs the same cycle three times.
//   BENCH_KILL_RUNS (100), BENCH_DATABASE_URL (also on a PostgreSQL server: a database is created and dropped),
//   BENCH_SKIP_PGLITE=1.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { listNames, signInDemoAdmin, startApiProcess, writeAndKill } from '../src/testing/api-process';
import { log, positiveEnv } from './bench-databases';

const RUNS = positiveEnv('BENCH_KILL_RUNS', 100);

async function cycles(name: string, options: { dataDir: string; databaseUrl?: string }): Promise<string> {
  let acknowledgedTotal = 0;
  let lost = 0;
  for (let run = 1; run <= RUNS; run += 1) {
    const acknowledged = await writeAndKill(await startApiProcess(options), `bench-kill-${run}`);
    const restarted = await startApiProcess(options);
    const names = await listNames(restarted.baseUrl, await signInDemoAdmin(restarted.baseUrl));
    restarted.child.kill('SIGTERM');
    await restarted.exited;
    acknowledgedTotal += acknowledged.length;
    lost += acknowledged.filter((written) => !names.has(written)).length;
    if (run % 10 === 0) log(`${name}: ${run} runs, ${acknowledgedTotal} acknowledged writes, ${lost} lost`);
  }
  return `| ${name} | ${RUNS} | ${acknowledgedTotal} | ${lost} |`;
}

const rows: string[] = [];
const dataDir = await mkdtemp(join(tmpdir(), 'console-kill-'));
try {
  if (process.env.BENCH_SKIP_PGLITE !== '1') rows.push(await cycles('PGlite', { dataDir }));
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const database = `console_kill_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const target = new URL(url);
    target.pathname = `/${database}`;
    try {
      rows.push(await cycles('PostgreSQL', { dataDir, databaseUrl: target.toString() }));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
console.log('\nSIGKILL during writes, then a restart\n');
console.log('| Database | Runs | Acknowledged writes | Lost |');
console.log('| --- | --- | --- | --- |');
for (const row of rows) console.log(row);
