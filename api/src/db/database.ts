import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Static, TObject } from '@sinclair/typebox';
import type { ExtractTablesWithRelations, SQLWrapper } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { readRows } from './row-reader';
import type { RawRow } from './row-reader';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handed to repositories by `withTenant` / `withMaintenance`. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** An open database: embedded PGlite or a PostgreSQL server. */
export interface Database {
  readonly driver: 'pglite' | 'postgres';
  readonly db: AppDatabase;
  /** The embedded instance (PGlite only), for `clone()` in tests and COPY. */
  readonly pglite?: PGlite;
  /** The server's pool (PostgreSQL only): tenant scopes check out their own connection (`tenant-scope.ts`). */
  readonly pool?: pg.Pool;
  close(): Promise<void>;
}

/** The contrib extensions the migrations create, as PGlite needs them loaded up front. */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

/** Opens (or creates) an embedded PGlite; in memory when `dataDir` is undefined. */
export async function openPglite(options: { dataDir?: string; instance?: PGlite } = {}): Promise<Database> {
  const pglite =
    options.instance ??
    (await PGlite.create({
      ...(options.dataDir !== undefined && { dataDir: options.dataDir }),
      extensions: PGLITE_EXTENSIONS,
      relaxedDurability: false,
    }));
  return {
    driver: 'pglite',
    db: drizzlePglite({ client: pglite, schema }) as unknown as AppDatabase,
    pglite,
    close: () => pglite.close(),
  };
}

/**
 * How long the API waits for a connection (a new one, or a free one of the pool) before it answers 503: the database
 * is unreachable or saturated, and the client is told to retry rather than kept waiting.
 */
export const CONNECT_TIMEOUT_MS = 1_500;

/** Connects a pool to a PostgreSQL server; `connectTimeoutMs` 0 waits as long as it takes (tests, benchmarks). */
export async function openPostgres(
  connectionString: string,
  options: { max?: number; connectTimeoutMs?: number } = {},
): Promise<Database> {
  const max = options.max ?? 10;
  const pool = new pg.Pool({
    connectionString,
    max,
    // Idle connections stay open (pg closes them after 10 s): a new one costs the sign-in and a cold catalog, which
    // a user's next click after a pause would pay (17 to 23 ms against 8 to 12 ms).
    min: max,
    application_name: 'console-api',
    // No JIT: the API's statements read a page, a rollup or a partial hour, and the planner costs them by the rows
    // they could reach. Past `jit_above_cost` the compile dwarfed the read (at 10M events, the lineage's partial hour:
    // 1,203 ms with JIT, of it 1,611 ms of compiling over the workers, and about 100 ms without).
    options: '-c jit=off',
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
  });
  pool.on('error', () => undefined); // an idle client's network error must not crash the process
  // A client checked out and lost between two statements (the server stopped, or ended the connection) emits `error`
  // on itself, where the pool no longer listens: unheard, that ends the process. drizzle's own transactions on the
  // pool (the maintenance scope of the background passes) check clients out too, so every client hears it from its
  // start: the statement in flight and the next one fail, and the pool drops the client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const client = await pool.connect();
  client.release();
  return {
    driver: 'postgres',
    db: drizzlePg({ client: pool, schema }) as unknown as AppDatabase,
    pool,
    close: () => pool.end(),
  };
}

/** The rows of a driver's result (both drivers answer `{ rows }`). */
export function rowsOf(result: unknown): RawRow[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    const rows: RawRow[] = result.rows;
    return rows;
  }
  throw new Error('The database answered no rows');
}

/**
 * Runs a query and answers its rows as they came, for a caller that reads each through a `rowReader` of its own
 * (a listing's page, whose definition knows the row's schema).
 */
export async function queryRawRows(
  executor: Pick<AppDatabase, 'execute'>,
  query: SQLWrapper | string,
): Promise<RawRow[]> {
  return rowsOf(await executor.execute(query));
}

/**
 * Runs a query and answers its rows read by `schema` (`rowReader`, `row-reader.ts`): the schema's columns only, each
 * checked, so a query that drifts from what the code expects fails loudly. Both drivers must answer what the schema
 * accepts: PGlite answers int8 as a number and node-postgres as a string, so counts and sums are cast (`::int`,
 * `::float8`), and times are formatted as text (`to_char`, `isoText`).
 */
export async function queryRows<Schema extends TObject>(
  executor: Pick<AppDatabase, 'execute'>,
  query: SQLWrapper | string,
  schema: Schema,
): Promise<Static<Schema>[]> {
  return readRows(schema, await queryRawRows(executor, query));
}
