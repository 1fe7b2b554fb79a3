import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from './database';
import { queryRows } from './database';
import { APP_ROLE, SCOPE_ROLE, type TableAccess } from './schema/rls';

/** Every table privilege PostgreSQL knows: the API role must have exactly the declared ones. */
const TABLE_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'] as const;

/** The policies of a tenant table as PostgreSQL shows them (pg_policies deparses the expressions). */
const TENANT_POLICY = "(tenant_id = current_setting('app.tenant_id'::text, true))";
const MAINTENANCE_POLICY = "(current_setting('app.maintenance'::text, true) = 'on'::text)";
const SCOPE_POLICY =
  "(tenant_id IN ( SELECT unnest((NULLIF(current_setting('app.tenant_ids'::text, true), ''::text))::text[]) AS unnest))";

const TableStateRow = Type.Object({
  table: Type.String(),
  rls: Type.Boolean(),
  forced: Type.Boolean(),
  policies: Type.Array(
    Type.Object({
      name: Type.String(),
      permissive: Type.String(),
      roles: Type.Array(Type.String()),
      cmd: Type.String(),
      qual: Type.Union([Type.String(), Type.Null()]),
      check: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  privileges: Type.Array(Type.String()),
  scopePrivileges: Type.Array(Type.String()),
});
const OwnerRow = Type.Object({ owner: Type.String() });
const TableRow = Type.Object({ table: Type.String() });
const ColumnPrivilegesRow = Type.Object({
  column: Type.String(),
  privileges: Type.Array(Type.String()),
  scopePrivileges: Type.Array(Type.String()),
});
const PrivilegesRow = Type.Object({ privileges: Type.Array(Type.String()) });

/**
 * What differs, on the database `executor` reads, from the declared access: every public table with a `tenant_id`
 * column must be declared with `tenantAccess`, and have row-level security enabled and forced, exactly the
 * tenant_isolation and maintenance policies, and exactly the declared privileges for the API role; a global
 * table's declared privileges (on its declared columns) must hold too, and the API role may touch no other table.
 * One line per problem; none when all holds.
 */
export async function accessProblems(
  executor: Pick<AppDatabase, 'execute'>,
  accesses: readonly TableAccess[],
): Promise<string[]> {
  const [{ owner } = { owner: '' }] = await queryRows(executor, sql`select current_user as owner`, OwnerRow);
  // A database migrated before the scope role was made (rls-migration.test.ts) has none: nothing of it to check then.
  const [{ scopeRole } = { scopeRole: false }] = await queryRows(
    executor,
    sql`select exists (select 1 from pg_roles where rolname = ${SCOPE_ROLE}) as "scopeRole"`,
    Type.Object({ scopeRole: Type.Boolean() }),
  );
  if (!scopeRole && accesses.some((access) => access.scopeReads))
    return [`${SCOPE_ROLE}: the role does not exist, but tables are declared with scopeReads`];
  const scopeRoleName = scopeRole ? SCOPE_ROLE : APP_ROLE;
  const states = await queryRows(
    executor,
    sql`select c.relname as "table", c.relrowsecurity as rls, c.relforcerowsecurity as forced,
          coalesce((select json_agg(json_build_object('name', p.policyname, 'permissive', p.permissive,
              'roles', p.roles, 'cmd', p.cmd, 'qual', p.qual, 'check', p.with_check) order by p.policyname)
            from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname), '[]'::json) as policies,
          array(select privilege
            from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as privilege
            where has_table_privilege(${APP_ROLE}, c.oid, privilege)) as privileges,
          array(select privilege
            from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as privilege
            where ${scopeRole} and has_table_privilege(${scopeRoleName}, c.oid, privilege)) as "scopePrivileges"
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
          and exists (select 1 from information_schema.columns col
            where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'tenant_id')
        order by c.relname`,
    TableStateRow,
  );
  const declared = new Map(accesses.map((access) => [access.table, access]));
  const problems: string[] = [];
  for (const state of states) {
    const access = declared.get(state.table);
    const problem = (text: string) => problems.push(`${state.table}: ${text}`);
    if (!access?.tenant) {
      problem('has tenant_id but no tenantAccess declaration');
      continue;
    }
    if (!state.rls) problem('row-level security is not enabled');
    if (!state.forced) problem('row-level security is not forced');
    const expected: {
      name: string;
      permissive: string;
      roles: string[];
      cmd: string;
      qual: string;
      check: string | null;
    }[] = [
      { name: 'maintenance', permissive: 'PERMISSIVE', roles: [owner], cmd: 'ALL', qual: MAINTENANCE_POLICY },
      { name: 'tenant_isolation', permissive: 'PERMISSIVE', roles: ['public'], cmd: 'ALL', qual: TENANT_POLICY },
    ].map((policy) => ({ ...policy, check: policy.qual }));
    // The scope role's read policy, on the tables declared with scopeReads only.
    if (access.scopeReads)
      expected.push({
        name: 'tenant_scope',
        permissive: 'PERMISSIVE',
        roles: [SCOPE_ROLE],
        cmd: 'SELECT',
        qual: SCOPE_POLICY,
        check: null,
      });
    if (JSON.stringify(state.policies) !== JSON.stringify(expected))
      problem(`policies ${JSON.stringify(state.policies)}, expected ${JSON.stringify(expected)}`);
    const privileges = TABLE_PRIVILEGES.filter((privilege) =>
      access.privileges.some((declared) => declared === privilege),
    );
    if (state.privileges.join(', ') !== privileges.join(', '))
      problem(`${APP_ROLE} may ${state.privileges.join(', ') || 'nothing'}, expected ${privileges.join(', ')}`);
    const scopePrivileges = access.scopeReads ? ['SELECT'] : [];
    if (state.scopePrivileges.join(', ') !== scopePrivileges.join(', '))
      problem(
        `${SCOPE_ROLE} may ${state.scopePrivileges.join(', ') || 'nothing'}, expected ${scopePrivileges.join(', ') || 'nothing'}`,
      );
  }
  const tenantTables = new Set(states.map((state) => state.table));
  for (const access of accesses.filter((candidate) => candidate.tenant && !tenantTables.has(candidate.table)))
    problems.push(`${access.table}: declared with tenantAccess but not a table with tenant_id`);
  for (const access of accesses.filter((candidate) => !candidate.tenant))
    problems.push(...(await globalProblems(executor, access)));
  const granted = await queryRows(
    executor,
    sql`select c.relname as "table" from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
          and (has_table_privilege(${APP_ROLE}, c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
            or has_any_column_privilege(${APP_ROLE}, c.oid, 'SELECT, INSERT, UPDATE, REFERENCES'))
        order by c.relname`,
    TableRow,
  );
  for (const { table } of granted.filter((row) => !declared.has(row.table) && !tenantTables.has(row.table)))
    problems.push(`${table}: ${APP_ROLE} has privileges on it but it has no access declaration`);
  // The scope role reads the tenant tables declared with scopeReads (checked above) and touches nothing else.
  const scopeGranted = await queryRows(
    executor,
    sql`select c.relname as "table" from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where ${scopeRole} and n.nspname = 'public' and c.relkind in ('r', 'p')
          and (has_table_privilege(${scopeRoleName}, c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
            or has_any_column_privilege(${scopeRoleName}, c.oid, 'SELECT, INSERT, UPDATE, REFERENCES'))
        order by c.relname`,
    TableRow,
  );
  for (const { table } of scopeGranted.filter((row) => !declared.get(row.table)?.scopeReads))
    problems.push(`${table}: ${SCOPE_ROLE} has privileges on it but it is not declared with scopeReads`);
  problems.push(...(await partitionProblems(executor, accesses)));
  return problems;
}

const PartitionRow = Type.Object({
  table: Type.String(),
  parent: Type.String(),
  privileges: Type.Array(Type.String()),
});

/**
 * Partitions: only of a table declared partitioned, and out of the API role's reach (it reads and writes through the
 * parent, whose row-level security applies; a partition queried by name would bypass it).
 */
async function partitionProblems(
  executor: Pick<AppDatabase, 'execute'>,
  accesses: readonly TableAccess[],
): Promise<string[]> {
  const partitioned = new Set(accesses.filter((access) => access.partitioned).map((access) => access.table));
  const partitions = await queryRows(
    executor,
    sql`select c.relname as "table", p.relname as parent,
          array(select privilege
            from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as privilege
            where has_table_privilege(${APP_ROLE}, c.oid, privilege)
              or (privilege in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES')
                and has_any_column_privilege(${APP_ROLE}, c.oid, privilege))) as privileges
        from pg_inherits i
        join pg_class c on c.oid = i.inhrelid
        join pg_class p on p.oid = i.inhparent
        join pg_namespace n on n.oid = p.relnamespace
        where n.nspname = 'public' and p.relkind = 'p'
        order by c.relname`,
    PartitionRow,
  );
  const problems: string[] = [];
  for (const partition of partitions) {
    if (!partitioned.has(partition.parent))
      problems.push(`${partition.table}: a partition of ${partition.parent}, which is not declared partitioned`);
    if (partition.privileges.length > 0)
      problems.push(`${partition.table}: ${APP_ROLE} may ${partition.privileges.join(', ')} on a partition`);
  }
  return problems;
}

/** A global table: the declared privileges on the declared columns (or the whole table), and nothing more. */
async function globalProblems(executor: Pick<AppDatabase, 'execute'>, access: TableAccess): Promise<string[]> {
  const columns = await queryRows(
    executor,
    sql`select a.attname as "column", array(select privilege
          from unnest(array['INSERT', 'REFERENCES', 'SELECT', 'UPDATE']) as privilege
          where has_column_privilege(${APP_ROLE}, a.attrelid, a.attnum, privilege)) as privileges,
          array(select privilege
          from unnest(array['INSERT', 'REFERENCES', 'SELECT', 'UPDATE']) as privilege
          where exists (select 1 from pg_roles where rolname = ${SCOPE_ROLE})
            and has_column_privilege(${SCOPE_ROLE}, a.attrelid, a.attnum, privilege)) as "scopePrivileges"
        from pg_attribute a
        where a.attrelid = ${access.table}::regclass and a.attnum > 0 and not a.attisdropped
        order by a.attnum`,
    ColumnPrivilegesRow,
  );
  const [table] = await queryRows(
    executor,
    sql`select array(select privilege
          from unnest(array['DELETE', 'INSERT', 'REFERENCES', 'SELECT', 'TRIGGER', 'TRUNCATE', 'UPDATE']) as privilege
          where has_table_privilege(${APP_ROLE}, ${access.table}::regclass, privilege)) as privileges`,
    PrivilegesRow,
  );
  const problems: string[] = [];
  for (const { column, privileges, scopePrivileges } of columns) {
    const declared = access.columns.length === 0 || access.columns.includes(column);
    const expected = declared ? access.privileges.filter((privilege) => privilege !== 'DELETE').sort() : [];
    if (privileges.join(', ') !== expected.join(', '))
      problems.push(`${access.table}.${column}: ${APP_ROLE} may ${privileges.join(', ') || 'nothing'}`);
    // The scope role reads the declared columns of a global table declared with scopeReads, nothing else.
    const scopeExpected = declared && access.scopeReads ? ['SELECT'] : [];
    if (scopePrivileges.join(', ') !== scopeExpected.join(', '))
      problems.push(`${access.table}.${column}: ${SCOPE_ROLE} may ${scopePrivileges.join(', ') || 'nothing'}`);
  }
  const wholeTable = access.columns.length === 0 ? [...access.privileges].sort() : [];
  if (table?.privileges.join(', ') !== wholeTable.join(', '))
    problems.push(`${access.table}: ${APP_ROLE} may ${table?.privileges.join(', ') || 'nothing'}`);
  return problems;
}
