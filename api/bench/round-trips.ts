import pg from 'pg';
import type { Database } from '../src/db/database';

type Send = (...args: unknown[]) => unknown;

/**
 * Round trips of `work` on a PostgreSQL server: every simple Query message and every Sync (the end of an
 * extended-protocol query) the pg driver sends. Undefined on PGlite (in-process: no network).
 */
export async function roundTrips(database: Database, work: () => Promise<unknown>): Promise<number | undefined> {
  if (database.driver !== 'postgres') return undefined;
  const connection = pg.Connection.prototype as unknown as Record<'query' | 'sync', Send>;
  const originals = { query: connection.query, sync: connection.sync };
  let trips = 0;
  for (const name of ['query', 'sync'] as const) {
    connection[name] = function (this: unknown, ...args: unknown[]) {
      trips += 1;
      return originals[name].apply(this, args);
    };
  }
  try {
    await work();
    return trips;
  } finally {
    connection.query = originals.query;
    connection.sync = originals.sync;
  }
}
