import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

/** The role the API queries tenant-owned tables as: it owns nothing, so row-level security always applies. */
export const APP_ROLE = 'console_app';

/**
 * The role of cross-tenant reads over a scope of tenants (issue 31, item 1; api/README.md, "A scope of tenants"): it
 * owns nothing and may only SELECT the tables declared with `scopeReads`, where its own policy, `tenant_scope`, shows
 * the rows of the tenants listed in `app.tenant_ids` (set with it, local to a read-only transaction,
 * `db/scope-read.ts`). There is no bypass: without `app.tenant_ids` it sees no row.
 */
export const SCOPE_ROLE = 'console_scope';

/** What the API role may do to a table's rows. */
export type AppPrivilege = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE';

/** Read and write: most tenant tables. */
export const READ_WRITE: readonly AppPrivilege[] = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'];
/** Read and upsert, never delete (rollups, chain heads, tokens: rows go with their tenant only). */
export const READ_UPSERT: readonly AppPrivilege[] = ['SELECT', 'INSERT', 'UPDATE'];
/** Read and add only (the audit log, the egress filter options). */
export const READ_APPEND: readonly AppPrivilege[] = ['SELECT', 'INSERT'];

/**
 * The access of the API role to one table, declared once next to the drizzle table. A tenant table (one with
 * `tenant_id`) also gets row-level security, enabled and forced (the owner too): the `tenant_isolation` policy shows
 * and accepts only the rows of the scope's tenant (app.tenant_id, `tenant-scope.ts`), and the `maintenance` policy
 * gives the owner every row when it switches app.maintenance on (`withMaintenance`). `scripts/rls.ts` writes the
 * migration that (re)creates all of it from these declarations (`npm run db:rls`).
 */
export interface TableAccess {
  readonly kind: 'table-access';
  readonly table: string;
  /** Row-level security by tenant (the table has a `tenant_id` column). */
  readonly tenant: boolean;
  readonly privileges: readonly AppPrivilege[];
  /** Columns the privileges are limited to (none: the whole table). */
  readonly columns: readonly string[];
  /**
   * A partitioned table: the API role reaches its rows through the parent only, where its row-level security applies
   * (PostgreSQL applies the parent's policies to rows read or written through it, and none to a partition queried
   * by name), so the role may touch no partition directly.
   */
  readonly partitioned: boolean;
  /**
   * The scope role may read the table's rows of the tenants in `app.tenant_ids` (a tenant table), or the declared
   * columns of a global table.
   */
  readonly scopeReads: boolean;
}

/** A tenant table: row-level security by tenant, and `privileges` for the API role. */
const hasTenantId = (table: PgTable) =>
  Object.values(getTableColumns(table)).some((column) => column.name === 'tenant_id');

export function tenantAccess(
  table: PgTable,
  privileges: readonly AppPrivilege[],
  options: { partitioned?: boolean; scopeReads?: boolean } = {},
): TableAccess {
  if (!hasTenantId(table)) throw new Error(`${getTableName(table)} has no tenant_id: declare it with globalAccess`);
  const partitioned = options.partitioned ?? false;
  const scopeReads = options.scopeReads ?? false;
  return {
    kind: 'table-access',
    table: getTableName(table),
    tenant: true,
    privileges,
    columns: [],
    partitioned,
    scopeReads,
  };
}

/**
 * A table without tenant (global): `privileges` for the API role on `columns` (all when empty), no row policies.
 * `scopeReads`: the scope role may SELECT the same columns too (what a scope read joins beside its tenant rows, such
 * as a user's name: no tenant's data).
 */
export function globalAccess(
  table: PgTable,
  privileges: readonly AppPrivilege[],
  columns: readonly string[] = [],
  options: { scopeReads?: boolean } = {},
): TableAccess {
  return {
    kind: 'table-access',
    table: getTableName(table),
    tenant: false,
    privileges,
    columns,
    partitioned: false,
    scopeReads: options.scopeReads ?? false,
  };
}

function isTableAccess(value: unknown): value is TableAccess {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'table-access';
}

/** The declarations among a module's exports (a declaration, or a list of them), by table name. */
export function tableAccesses(exports: Record<string, unknown>): TableAccess[] {
  return Object.values(exports)
    .flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [value]))
    .filter(isTableAccess)
    .sort((a, b) => (a.table < b.table ? -1 : a.table > b.table ? 1 : 0));
}

/**
 * The tables with a `tenant_id` among a module's exports that have no {@link tenantAccess} declaration there: each
 * would have no row-level security (the generator refuses to write a migration while there is one).
 */
export function undeclaredTenantTables(exports: Record<string, unknown>): string[] {
  const declared = new Set(
    tableAccesses(exports)
      .filter((access) => access.tenant)
      .map((access) => access.table),
  );
  return Object.values(exports)
    .filter((value): value is PgTable => is(value, PgTable) && hasTenantId(value))
    .map((table) => getTableName(table))
    .filter((name) => !declared.has(name))
    .sort();
}

/** The tenant of the scope (`tenant-scope.ts`). */
const IN_TENANT = "tenant_id = current_setting('app.tenant_id', true)";
/** The owner's switch for work across tenants (`withMaintenance`). */
const IN_MAINTENANCE = "current_setting('app.maintenance', true) = 'on'";
/**
 * The tenants of a scope read (`db/scope-read.ts`): none when unset or empty. A hashed subplan, evaluated once per
 * statement: `= ANY (cast)` would parse the array again for each row (five times slower at 50 tenants), and an
 * initplan array is searched linearly. The statements' own `tenant_id = ANY (...)` conditions give the indexes.
 */
const IN_SCOPE = "tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[]))";

/**
 * The statements that give `access` its row-level security and grants, each of them idempotent: run again, they
 * leave the same policies and privileges (the policies are dropped and made again, the privileges revoked and
 * granted again), whatever an earlier migration left.
 */
export function accessStatements(access: TableAccess): string[] {
  const { table } = access;
  const statements: string[] = [];
  if (access.tenant) {
    statements.push(
      `ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;`,
      `ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;`,
      `DROP POLICY IF EXISTS tenant_isolation ON ${table};`,
      `CREATE POLICY tenant_isolation ON ${table} USING (${IN_TENANT}) WITH CHECK (${IN_TENANT});`,
      `DROP POLICY IF EXISTS maintenance ON ${table};`,
      `CREATE POLICY maintenance ON ${table} TO CURRENT_USER USING (${IN_MAINTENANCE}) WITH CHECK (${IN_MAINTENANCE});`,
      `DROP POLICY IF EXISTS tenant_scope ON ${table};`,
    );
    // Only to the scope role: the API role's policies, and so its plans, stay as they were.
    if (access.scopeReads)
      statements.push(`CREATE POLICY tenant_scope ON ${table} FOR SELECT TO ${SCOPE_ROLE} USING (${IN_SCOPE});`);
  }
  statements.push(`REVOKE ALL ON ${table} FROM ${APP_ROLE};`, `REVOKE ALL ON ${table} FROM ${SCOPE_ROLE};`);
  const columns = access.columns.length > 0 ? ` (${access.columns.join(', ')})` : '';
  if (access.scopeReads) statements.push(`GRANT SELECT${columns} ON ${table} TO ${SCOPE_ROLE};`);
  if (access.privileges.length > 0) {
    const privileges = access.privileges.map((privilege) => `${privilege}${columns}`).join(', ');
    statements.push(`GRANT ${privileges} ON ${table} TO ${APP_ROLE};`);
  }
  if (access.partitioned) statements.push(revokeOnPartitions(table));
  return statements;
}

/**
 * Takes every privilege of the API role on each partition of `table` there is now (a partition made later has none:
 * CREATE TABLE ... PARTITION OF copies no grant).
 */
function revokeOnPartitions(table: string): string {
  return [
    'DO $$',
    'DECLARE',
    '  part regclass;',
    'BEGIN',
    `  FOR part IN SELECT inhrelid::regclass FROM pg_inherits WHERE inhparent = '${table}'::regclass LOOP`,
    `    EXECUTE format('REVOKE ALL ON %s FROM ${APP_ROLE}, ${SCOPE_ROLE}', part);`,
    '  END LOOP;',
    'END',
    '$$;',
  ].join('\n');
}
