import pg from 'pg';
import { openPostgres } from '../db/database';
import type { Database } from '../db/database';

/** Runs one statement as the test server's administrator (CREATE and DROP DATABASE cannot run in a transaction). */
async function administer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates database `name` on the test server (a copy of `template` when given) and answers its URL. */
export async function createServerDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  await administer(serverUrl, `CREATE DATABASE ${name}${template === undefined ? '' : ` TEMPLATE ${template}`}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database on the test server, opened; `close` closes and drops it. */
export async function openServerDatabase(
  serverUrl: string,
  name: string,
  options: { template?: string; max: number },
): Promise<Database> {
  const url = await createServerDatabase(serverUrl, name, options.template);
  const database = await openPostgres(url, { max: options.max, connectTimeoutMs: 0 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await administer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
