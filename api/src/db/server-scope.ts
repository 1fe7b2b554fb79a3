import type { Readable } from 'node:stream';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { AppDatabase, Tx } from './database';
import * as schema from './schema';

type QueryArgument = string | pg.QueryConfig;

/**
 * The client drizzle sees for one scope on a PostgreSQL server: a checked-out pool client whose transaction's
 * `begin` travels with the scope's settings as ONE simple-protocol message (`begin; select set_config(...)`), so
 * opening a scope costs one round trip, not two. Nothing else is changed, and nothing is patched on the pool: pool
 * queries keep pg's own `query(text, values, callback)` (the reverted commit e04901e wrapped every pool client's
 * `query` in a two-argument function, which dropped pg-pool's callback, so every query outside a transaction never
 * answered and the API suite hung on a server).
 */
class ScopedClient {
  /** The settings statement to send with the next `begin`; unset once sent. */
  private opening: string | undefined;
  /** Set once COMMIT or ROLLBACK has succeeded: the connection is clean and may go back to the pool. */
  ended = false;
  /** Set when a COPY stream was abandoned mid-way: the connection can no longer be used, only closed. */
  broken: Error | undefined;

  constructor(readonly client: pg.PoolClient) {}

  open(settings: string): void {
    this.opening = settings;
    this.ended = false;
    this.broken = undefined;
  }

  query(config: QueryArgument, values?: unknown[]): Promise<pg.QueryResult> {
    if (this.broken) return Promise.reject(this.broken);
    const text = typeof config === 'string' ? config : config.text;
    const opening = this.opening;
    if (opening !== undefined) {
      this.opening = undefined;
      if (text !== 'begin' || (values && values.length > 0)) {
        return Promise.reject(new Error(`tenant scope: expected the transaction's begin, got ${text}`));
      }
      // A multi-statement simple query answers one result per statement: begin's, then the settings'.
      return this.client.query(`begin; ${opening}`).then((results) => ([] as pg.QueryResult[]).concat(results)[0]!);
    }
    const result = this.client.query(config, values);
    return text === 'commit' || text === 'rollback' ? result.then((done) => ((this.ended = true), done)) : result;
  }

  /** `COPY ... TO STDOUT` as a stream; abandoning it mid-way marks the connection broken (pg-copy-streams leaves it detached). */
  copyOut(statement: string): Readable {
    const stream = this.client.query(copyTo(statement));
    let finished = false;
    stream.once('end', () => (finished = true));
    stream.once('close', () => {
      if (!finished) this.broken = new Error('COPY was interrupted: the connection is closed, not reused');
    });
    return stream;
  }
}

const scoped = new WeakMap<pg.PoolClient, { client: ScopedClient; db: AppDatabase }>();

function scopedFor(client: pg.PoolClient): { client: ScopedClient; db: AppDatabase } {
  let entry = scoped.get(client);
  if (!entry) {
    const wrapper = new ScopedClient(client);
    // drizzle calls only `query(config, values)` on it; it is no pool, so drizzle's transaction uses it as is.
    const db = drizzle({ client: wrapper as unknown as pg.PoolClient, schema }) as unknown as AppDatabase;
    entry = { client: wrapper, db };
    scoped.set(client, entry);
  }
  return entry;
}

/** What a scope offers: drizzle's transaction, and COPY TO STDOUT inside it. */
export interface ServerScope {
  tx: Tx;
  copyOut(statement: string): Readable;
}

/**
 * Runs `work` in one transaction on one pooled connection, opened by `begin; <settings>` in a single round trip. A
 * connection that did not end its transaction cleanly (lost, or a COPY abandoned) is closed, never reused.
 */
export async function withServerScope<T>(
  pool: pg.Pool,
  settings: string,
  work: (scope: ServerScope) => Promise<T>,
): Promise<T> {
  const connection = await pool.connect();
  const { client, db } = scopedFor(connection);
  client.open(settings);
  let failure: Error | undefined;
  // A connection lost while checked out and between two statements (the server stopped) emits `error`; unheard, that
  // would end the process. It is kept as the failure instead: the next statement fails, and the connection is closed.
  const lost = (error: Error) => {
    failure ??= error;
  };
  connection.on('error', lost);
  try {
    return await db.transaction((tx) => work({ tx, copyOut: (statement) => client.copyOut(statement) }));
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    connection.off('error', lost);
    connection.release(
      client.ended && !client.broken && !failure ? undefined : (failure ?? new Error('tenant scope not ended')),
    );
  }
}
