import type { Readable } from 'node:stream';
import type { Static, TObject } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Tx } from './database';
import { queryRawRows, rowsOf } from './database';
import { readRows } from './row-reader';
import type { RawRow } from './row-reader';
import { inlineSql } from './inline-sql';
import { pgliteCopyOut } from './pglite-copy-out';
import { APP_ROLE } from './schema/rls';
import { withServerScope } from './server-scope';

/** What `work` gets inside a tenant scope: the transaction, and `COPY (...) TO STDOUT` run in it. */
export interface TenantScope {
  tx: Tx;
  /** The output of a `COPY ... TO STDOUT` statement run in this scope (streamed with backpressure on a server). */
  copyOut(statement: string): Readable;
}

export interface ScopeOptions {
  /**
   * PostgreSQL server: `statement_timeout` (ms) of the scope's statements, set with the tenant settings (no extra
   * round trip). PGlite runs each statement synchronously in-process and has no timer: ignored there.
   */
  statementTimeoutMs?: number;
  /** The transaction is read only: PostgreSQL refuses any write in it. */
  readOnly?: boolean;
}

/** The scope's settings as one statement of literals (it travels with BEGIN, by the simple protocol). */
function settingsStatement(tenantId: string, options: ScopeOptions): string {
  const settings = [
    `set_config('role', '${APP_ROLE}', true)`,
    `set_config('app.tenant_id', ${pg.escapeLiteral(tenantId)}, true)`,
  ];
  const timeout = options.statementTimeoutMs;
  if (timeout !== undefined)
    settings.push(`set_config('statement_timeout', '${Math.max(1, Math.ceil(timeout))}', true)`);
  if (options.readOnly) settings.push(`set_config('transaction_read_only', 'on', true)`);
  return `select ${settings.join(', ')}`;
}

/**
 * Runs `work` in a transaction that can only see and write the rows of `tenantId`: the role switches to
 * console_app and app.tenant_id is set, both local to the transaction. Every repository goes through here. On a
 * PostgreSQL server BEGIN travels with the settings (`server-scope.ts`), so a read is three round trips: BEGIN and
 * settings, the statement, COMMIT. PGlite (in-process, no network) gets BEGIN and the settings as two calls.
 */
export async function withTenantScope<T>(
  database: Database,
  tenantId: string,
  work: (scope: TenantScope) => Promise<T>,
  options: ScopeOptions = {},
): Promise<T> {
  if (tenantId === '') throw new Error('withTenant needs a tenant id');
  const settings = settingsStatement(tenantId, options);
  if (database.pool) return withServerScope(database.pool, settings, work);
  const { pglite } = database;
  if (!pglite) throw new Error('a database is either a server pool or PGlite');
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(settings));
    return work({ tx, copyOut: (statement) => pgliteCopyOut(pglite, statement) });
  });
}

/** {@link withTenantScope} for work that needs the transaction only. */
export function withTenant<T>(
  database: Database,
  tenantId: string,
  work: (tx: Tx) => Promise<T>,
  options: ScopeOptions = {},
): Promise<T> {
  return withTenantScope(database, tenantId, (scope) => work(scope.tx), options);
}

/**
 * The rows of one read-only statement in a tenant scope, as {@link withTenant} would read them. On a PostgreSQL
 * server the scope and the statement travel as ONE simple-protocol message, `begin; <settings>; <statement>;
 * commit`, with the statement's values inlined as literals (`inline-sql.ts`: scalars only): one round trip instead
 * of three, and no parse, bind and describe messages. For a list page that cut the API's CPU a request by about 30%
 * and PostgreSQL's by 20% (api/README.md, "The list under load"). The transaction is read only, so a statement that
 * writes is refused. A failing statement skips the rest of the message, and pg-pool closes a connection whose query
 * failed: an aborted transaction never goes back to the pool. PGlite runs it in {@link withTenant}.
 */
export async function readRawInTenant(
  database: Database,
  tenantId: string,
  statement: SQL,
  options: ScopeOptions = {},
): Promise<RawRow[]> {
  if (tenantId === '') throw new Error('readInTenant needs a tenant id');
  const readOnly = { ...options, readOnly: true };
  const { pool } = database;
  if (!pool) return withTenant(database, tenantId, (tx) => queryRawRows(tx, statement), readOnly);
  const message = `begin; ${settingsStatement(tenantId, readOnly)}; ${inlineSql(statement)}; commit`;
  // A multi-statement message answers one result per statement: begin's, the settings', the statement's, commit's.
  const results = (await pool.query(message)) as unknown as pg.QueryResult[];
  const result = results[2];
  if (results.length !== 4 || !result)
    throw new Error(`readInTenant: expected one statement, got ${results.length - 3}`);
  return rowsOf(result);
}

/**
 * {@link readRawInTenant}'s rows read by `schema` (`rowReader`). The server's answer is node-postgres' own parse,
 * not drizzle's: timestamps arrive as Date there, so a statement answers them as text (`to_char`, `isoText`).
 */
export async function readInTenant<Schema extends TObject>(
  database: Database,
  tenantId: string,
  statement: SQL,
  schema: Schema,
  options: ScopeOptions = {},
): Promise<Static<Schema>[]> {
  return readRows(schema, await readRawInTenant(database, tenantId, statement, options));
}

/**
 * Runs `work` as the owner with row-level security's maintenance policy switched on: every tenant's rows.
 * Only for work that precedes any tenant (user-directory lookups), migrations and the demo-data generator.
 */
export async function withMaintenance<T>(database: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.maintenance', 'on', true)`);
    return work(tx);
  });
}
