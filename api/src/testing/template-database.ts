import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/database';
import { loadDemoData } from '../db/demo/load-demo-data';
import { migrate } from '../db/migrate';
import { seedCanaries } from './canaries';

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

/** Builds the migrated, seeded template: a PGlite dump file, or a template database on TEST_DATABASE_URL. */
export async function buildTemplate(): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite();
    await migrate(database, MIGRATIONS_FOLDER);
    await loadDemoData(database, { events: TEST_EVENTS, anchor: TEST_ANCHOR });
    await seedCanaries(database);
    const dump = await database.pglite!.dumpDataDir('none');
    const file = join(tmpdir(), `console-test-template-${process.pid}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    return file;
  }
  const name = `console_tmpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { max: 2, connectTimeoutMs: 0 });
  await migrate(database, MIGRATIONS_FOLDER);
  await loadDemoData(database, { events: TEST_EVENTS, anchor: TEST_ANCHOR });
  await seedCanaries(database);
  await database.db.execute(sql`select 1`);
  await database.close();
  return url.toString();
}

/** Drops the template (and any leftover per-file copies) after the run. */
export async function dropTemplate(template: string): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    await rm(template, { force: true });
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
