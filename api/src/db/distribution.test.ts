import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { copyTemplateDatabase } from '../testing/test-app';
import type { Database } from './database';
import { uncheckedRows } from '../testing/query-rows';
import { COORDINATOR_TABLES, REFERENCE_TABLES, distributionStatements } from './distribution';

// Issue 16, item 7: the schema can be distributed by tenant_id on Citus. Citus needs every primary key and unique
// index of a distributed table to hold the distribution column, foreign keys between distributed tables to hold it
// on both sides (a key to a reference table is allowed), and joins between distributed tables to match on it.

let database: Database;
let tenantTables: string[];
beforeAll(async () => {
  database = await copyTemplateDatabase();
  tenantTables = (
    await uncheckedRows<{ table: string }>(
      database.db,
      sql`select c.relname as table from pg_class c
          where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
            and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
          order by 1`,
    )
  ).map((row) => row.table);
});
afterAll(() => database.close());

const GLOBAL = new Set<string>([...REFERENCE_TABLES, ...COORDINATOR_TABLES]);

it('has a tenant_id, not null, in every table but the declared reference and coordinator tables', async () => {
  const rows = await uncheckedRows<{ table: string; tenant: boolean; nullable: boolean }>(
    database.db,
    sql`select c.relname as table, a.attname is not null as tenant, coalesce(not a.attnotnull, false) as nullable
        from pg_class c left join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by 1`,
  );
  expect(rows.filter((row) => !row.tenant).map((row) => row.table)).toEqual([...GLOBAL].sort());
  expect(rows.filter((row) => row.nullable)).toEqual([]);
  expect(tenantTables.length).toBeGreaterThanOrEqual(16);
});

it('holds tenant_id in every primary key and unique index of a tenant table', async () => {
  const rows = await uncheckedRows<{ index: string; columns: string[] }>(
    database.db,
    sql`select i.indexrelid::regclass::text as index,
          array(select coalesce(a.attname, '(expression)') from unnest(i.indkey) k
                left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k) as columns
        from pg_index i join pg_class c on c.oid = i.indrelid
        where c.relnamespace = 'public'::regnamespace and i.indisunique
          and exists (select 1 from pg_attribute t where t.attrelid = c.oid and t.attname = 'tenant_id' and not t.attisdropped)`,
  );
  expect(rows.length).toBeGreaterThanOrEqual(tenantTables.length);
  expect(rows.filter((row) => !row.columns.includes('tenant_id'))).toEqual([]);
});

it('keys a tenant table to another on tenant_id on both sides, or to a reference table; never global to tenant', async () => {
  const keys = await uncheckedRows<{ name: string; from: string; to: string; definition: string }>(
    database.db,
    sql`select conname as name, conrelid::regclass::text as from, confrelid::regclass::text as to,
          pg_get_constraintdef(oid) as definition
        from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  const wrong = keys.filter((key) => {
    const fromTenant = tenantTables.includes(key.from);
    const toTenant = tenantTables.includes(key.to);
    if (!fromTenant) return toTenant; // a global table may only point at global tables
    if (!toTenant) return !(REFERENCE_TABLES as readonly string[]).includes(key.to);
    const [, local = '', remote = ''] =
      /FOREIGN KEY \(([^)]*)\) REFERENCES [^(]+\(([^)]*)\)/.exec(key.definition) ?? [];
    return !local.split(', ').includes('tenant_id') || !remote.split(', ').includes('tenant_id');
  });
  expect(wrong).toEqual([]);
});

/** Every `.ts` file under a folder, tests excluded. */
async function sources(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

it('joins two tenant tables only on tenant_id in the API code', async () => {
  const joinClause =
    /\bJOIN\s+(\w+)\s+(?:AS\s+)?\w+\s+ON\s+([\s\S]*?)(?=\b(?:LEFT|RIGHT|INNER|CROSS|JOIN|WHERE|GROUP|ORDER|LIMIT)\b|`|$)/gi;
  const found: string[] = [];
  const wrong: string[] = [];
  for (const file of await sources(join(__dirname, '..'))) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(joinClause)) {
      const [, table = '', condition = ''] = match;
      if (!tenantTables.includes(table)) continue;
      found.push(`${table}: ${condition.trim()}`);
      if (!/tenant_id/.test(condition)) wrong.push(`${file}: JOIN ${table} ON ${condition.trim()}`);
    }
  }
  expect(found.length).toBeGreaterThan(0);
  expect(wrong).toEqual([]);
});

it('writes the Citus plan: reference tables first, then every tenant table co-located with one anchor', () => {
  const statements = distributionStatements(tenantTables);
  expect(statements.slice(0, REFERENCE_TABLES.length)).toEqual([
    "SELECT create_reference_table('tenants');",
    "SELECT create_reference_table('users');",
    "SELECT create_reference_table('passkeys');",
    "SELECT create_reference_table('app_secrets');",
    "SELECT create_reference_table('release_promotions');",
    "SELECT create_reference_table('tenant_lifecycle_events');",
    "SELECT create_reference_table('policy_templates');",
    "SELECT create_reference_table('policy_template_versions');",
    "SELECT create_reference_table('policy_template_pushes');",
    "SELECT create_reference_table('tenant_groups');",
    "SELECT create_reference_table('tenant_group_tenants');",
    "SELECT create_reference_table('tenant_group_grants');",
  ]);
  expect(statements).toHaveLength(REFERENCE_TABLES.length + tenantTables.length);
  expect(statements.slice(REFERENCE_TABLES.length + 1).every((line) => line.includes('colocate_with'))).toBe(true);
});
