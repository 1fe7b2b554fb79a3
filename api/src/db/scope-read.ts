import type { Static, TObject } from '@sinclair/typebox';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { queryRawRows, rowsOf, type Database } from './database';
import { inlineSql } from './inline-sql';
import { pgliteCopyOut } from './pglite-copy-out';
import { readRows } from './row-reader';
import type { RawRow } from './row-reader';
import { withServerScope } from './server-scope';
import type { ScopeOptions, TenantScope } from './tenant-scope';
import { SCOPE_ROLE } from './schema/rls';

/** A PostgreSQL text[] literal of `ids` (each quoted, so a comma or brace in an id stays in it). */
function tenantIdsLiteral(ids: readonly string[]): string {
  return `{${ids.map((id) => `"${id.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`;
}

/**
 * Tenant ids as one bound `text[]` value (the literal of {@link tenantIdsLiteral}): what a statement over a scope of
 * tenants names them by, in `tenant_id = ANY (...)` or `unnest(...)`; none is the empty array.
 */
export function tenantIdArray(ids: readonly string[]): SQL {
  return sql`${tenantIdsLiteral(ids)}::text[]`;
}

/** What a statement reads: one tenant (in that tenant's transaction) or the tenants of a scope (in a scope read). */
export type Tenants = string | readonly string[];

/** The condition holding `column` to `tenants`: equal to the one tenant, or any of the scope's ({@link tenantIdArray}). */
export function inTenants(tenants: Tenants, column = 'tenant_id'): SQL {
  return typeof tenants === 'string'
    ? sql`${sql.raw(column)} = ${tenants}`
    : sql`${sql.raw(column)} = ANY (${tenantIdArray(tenants)})`;
}

/**
 * The settings of a scope read, one statement of literals: the scope role, its tenants, read only, no JIT (and a
 * timeout). JIT is off on every connection of the API's pool (openPostgres) and here too, for a scope read on any
 * other connection: a statement over many tenants is costed as if it read every tenant's rows, and a paged one stops
 * after a few hundred; past `jit_above_cost` the compile (about 1 s on this machine) dwarfed the read (a search over
 * 20 tenants: 1,220 ms with JIT, 56 ms without).
 */
function scopeSettings(tenantIds: readonly string[], options: Pick<ScopeOptions, 'statementTimeoutMs'> = {}): string {
  const timeout = options.statementTimeoutMs;
  return (
    `select set_config('role', '${SCOPE_ROLE}', true), ` +
    `set_config('app.tenant_ids', ${pg.escapeLiteral(tenantIdsLiteral(tenantIds))}, true), ` +
    `set_config('transaction_read_only', 'on', true), set_config('jit', 'off', true)` +
    (timeout === undefined ? '' : `, set_config('statement_timeout', '${Math.max(1, Math.ceil(timeout))}', true)`)
  );
}

function checkedIds(tenantIds: readonly string[]): void {
  if (tenantIds.some((id) => id === '')) throw new Error('readInScope needs tenant ids');
}

/**
 * The rows of one statement read across the tenants of a scope (issue 31, item 1; api/README.md, "A scope of
 * tenants"): in a read-only transaction as the scope role (SCOPE_ROLE), with `app.tenant_ids` the scope's tenant ids,
 * both local to the transaction. Row-level security (the `tenant_scope` policy, to that role only) shows the rows of
 * those tenants and no other, whatever the statement says; the role can read only the tables declared with
 * `scopeReads`, and write none. `tenantIds` must come from the server's own record of the user's grants
 * (`modules/tenant-groups/scope.ts`), never from a request. On a PostgreSQL server BEGIN, the settings, the statement
 * and COMMIT travel as one simple-protocol message (values inlined as literals, as `readRawInTenant` does).
 */
export async function readInScope<Schema extends TObject>(
  database: Database,
  tenantIds: readonly string[],
  statement: SQL,
  schema: Schema,
  options: Pick<ScopeOptions, 'statementTimeoutMs'> = {},
): Promise<Static<Schema>[]> {
  return readRows(schema, await readRawInScope(database, tenantIds, statement, options));
}

/** {@link readInScope}'s rows as the driver answers them (a listing reads them with its own row reader). */
export async function readRawInScope(
  database: Database,
  tenantIds: readonly string[],
  statement: SQL,
  options: Pick<ScopeOptions, 'statementTimeoutMs'> = {},
): Promise<RawRow[]> {
  if (tenantIds.length === 0) return [];
  checkedIds(tenantIds);
  const settings = scopeSettings(tenantIds, options);
  const { pool } = database;
  if (pool) {
    const message = `begin; ${settings}; ${inlineSql(statement)}; commit`;
    const results = (await pool.query(message)) as unknown as pg.QueryResult[];
    const result = results[2];
    if (results.length !== 4 || !result)
      throw new Error(`readInScope: expected one statement, got ${results.length - 3}`);
    return rowsOf(result);
  }
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(settings));
    return queryRawRows(tx, statement);
  });
}

/**
 * Runs `work` in a scope read's transaction (the scope role, `app.tenant_ids`, read only), with `COPY ... TO STDOUT`
 * in it: a listing's export over All tenants. `tenantIds` as {@link readInScope} takes them; none reads nothing.
 */
export async function withScopeRead<T>(
  database: Database,
  tenantIds: readonly string[],
  work: (scope: TenantScope) => Promise<T>,
): Promise<T> {
  checkedIds(tenantIds);
  // An empty scope still runs, as the scope role with no tenant: row-level security shows it no row.
  const settings = scopeSettings(tenantIds);
  if (database.pool) return withServerScope(database.pool, settings, work);
  const { pglite } = database;
  if (!pglite) throw new Error('a database is either a server pool or PGlite');
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(settings));
    return work({ tx, copyOut: (statement) => pgliteCopyOut(pglite, statement) });
  });
}
