import { statfsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/database';
import { loadDemoData } from '../db/demo/load-demo-data';
import { migrate } from '../db/migrate';
import { seedCanaries } from './canaries';
import { createServerDatabase } from './server-database';

export const MIGRATIONS_FOLDER = join(__dirname, '..', 'db', 'migrations');
/** Events of the test data set: enough for paging, small enough to seed in about a second. */
export const TEST_EVENTS = 1500;
/** A fixed anchor so every run sees the same data. */
export const TEST_ANCHOR = new Date('2026-01-15T12:00:00.000Z');

/** Where the template lives, handed from the global setup to the test files through the environment. */
export const TEMPLATE_ENV = 'CONSOLE_TEST_TEMPLATE';
/**
 * A folder holding the run's signing key (identity-keys.json), made once by the global setup: making an RSA key pair
 * is a tenth of a second of work or more, which each test app would otherwise spend again.
 */
export const SIGNING_KEYS_ENV = 'CONSOLE_TEST_SIGNING_KEYS';
/**
 * The compiled API (`server.mjs`, as `npm run build` makes it), built once by the global setup: the tests that start
 * the API as a process run it with plain `node`, as production does, each start saving tsx's compilation.
 */
export const COMPILED_API_ENV = 'CONSOLE_TEST_COMPILED_API';

/** Room the PGlite template and the copies of the test files running at once need, with a margin. */
const SCRATCH_BYTES = 1024 ** 3;

/**
 * Where the PGlite template and its copies live: the memory-backed /dev/shm when it has room (copying a data folder
 * there takes a tenth of a second, on a disk up to a second), else the system's temporary folder.
 */
function scratchFolder(): string {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize >= SCRATCH_BYTES) return '/dev/shm';
  } catch {
    // No /dev/shm (not Linux): the temporary folder.
  }
  return tmpdir();
}

/**
 * Builds the migrated, seeded template: a PGlite data folder, which each test file copies whole (a file copy is
 * quicker than PGlite's own dump and load), or a template database on TEST_DATABASE_URL.
 */
export async function buildTemplate(): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = join(await mkdtemp(join(scratchFolder(), 'console-test-')), 'template');
    const database = await openPglite({ dataDir });
    await migrate(database, MIGRATIONS_FOLDER);
    await loadDemoData(database, {
      events: TEST_EVENTS,
      anchor: TEST_ANCHOR,
      stoppedFeeds: false,
      educationHistory: false,
    });
    await seedCanaries(database);
    await database.close();
    return dataDir;
  }
  const name = `console_tmpl_${process.pid}_${Date.now()}`;
  const url = await createServerDatabase(serverUrl, name);
  const database = await openPostgres(url, { max: 2, connectTimeoutMs: 0 });
  await migrate(database, MIGRATIONS_FOLDER);
  await loadDemoData(database, {
    events: TEST_EVENTS,
    anchor: TEST_ANCHOR,
    stoppedFeeds: false,
    educationHistory: false,
  });
  await seedCanaries(database);
  await database.db.execute(sql`select 1`);
  await database.close();
  return url;
}

/** Drops the template (and any leftover per-file copies) after the run. */
export async function dropTemplate(template: string): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    await rm(dirname(template), { recursive: true, force: true });
    return;
  }
  const name = new URL(template).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const copies = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
    [name, `${name}_f%`],
  );
  for (const row of copies.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
  await admin.end();
}
