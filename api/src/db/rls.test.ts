import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { uncheckedRows } from '../testing/query-rows';
import { MIGRATIONS_FOLDER } from '../testing/template-database';
import { copyTemplateDatabase } from '../testing/test-app';
import { type Database } from './database';
import { accessProblems } from './rls-check';
import * as schema from './schema';
import { READ_WRITE, accessStatements, tableAccesses, type TableAccess } from './schema/rls';
import { withTenant } from './tenant-scope';

// The migrated database against the declarations next to the drizzle tables (schema/rls.ts): every table with a
// tenant_id has row-level security enabled and forced, its two policies, and the API role's declared grants.

let database: Database;
beforeAll(async () => {
  database = await copyTemplateDatabase();
});
afterAll(() => database.close());

const declared = tableAccesses(schema);

/** Runs `work` in a transaction that is rolled back (DDL included), answering what it answered. */
async function rolledBack<T>(work: (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) => Promise<T>) {
  const rollback = new Error('rollback');
  let answer: T | undefined;
  await expect(
    database.db.transaction(async (tx) => {
      answer = await work(tx);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
  return answer as T;
}

it('is a copy of the template migrated with every migration of the journal, the generated one included', async () => {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const applied = await uncheckedRows<{ tag: string }>(
    database.db,
    sql`select tag from console_migrations order by tag`,
  );
  expect(applied.map((row) => row.tag)).toEqual(journal.entries.map((entry) => entry.tag).sort());
});

it('gives every tenant table of the migrated database its declared row-level security and grants', async () => {
  expect(declared.filter((access) => access.tenant)).toHaveLength(56);
  expect(await accessProblems(database.db, declared)).toEqual([]);
});

it('finds a table with tenant_id created without the helper, and passes it once the helper applies', async () => {
  const stray: TableAccess = {
    kind: 'table-access',
    table: 'stray_things',
    tenant: true,
    privileges: READ_WRITE,
    columns: [],
    partitioned: false,
    scopeReads: false,
  };
  const problems = await rolledBack(async (tx) => {
    await tx.execute(sql`create table stray_things (tenant_id text not null, name text not null)`);
    await tx.execute(sql`grant select on stray_things to console_app`);
    const without = await accessProblems(tx, declared);
    for (const statement of accessStatements(stray)) await tx.execute(sql.raw(statement));
    const withHelper = await accessProblems(tx, [...declared, stray]);
    return { without, withHelper };
  });
  expect(problems.without).toEqual(['stray_things: has tenant_id but no tenantAccess declaration']);
  expect(problems.withHelper).toEqual([]);
});

it('finds a policy, a forced flag or a grant that differs from the declaration', async () => {
  const problems = await rolledBack(async (tx) => {
    await tx.execute(sql`alter table devices no force row level security`);
    await tx.execute(sql`drop policy maintenance on incidents`);
    await tx.execute(sql`grant delete on audit_logs to console_app`);
    await tx.execute(sql`grant select (password_hash) on users to console_app`);
    await tx.execute(sql`grant select on passkeys to console_app`);
    return accessProblems(tx, declared);
  });
  expect(problems).toEqual([
    expect.stringMatching(/^audit_logs: console_app may SELECT, INSERT, DELETE, expected SELECT, INSERT$/),
    'devices: row-level security is not forced',
    expect.stringMatching(/^incidents: policies /),
    'users.password_hash: console_app may SELECT',
    'passkeys: console_app has privileges on it but it has no access declaration',
  ]);
});

it('keeps the API role out of every partition of egress_events (it reads them through the parent), and finds a grant', async () => {
  const partitions = await uncheckedRows<{ name: string }>(
    database.db,
    sql`select inhrelid::regclass::text as name from pg_inherits where inhparent = 'egress_events'::regclass order by 1`,
  );
  expect(partitions.map((partition) => partition.name)).toContain('egress_events_default');
  expect(partitions.length).toBeGreaterThan(4);
  for (const { name } of partitions) {
    const refused = await withTenant(database, 'acme-corp', (tx) =>
      tx.execute(sql.raw(`select tenant_id from ${name} limit 1`)),
    ).then(
      () => 'read',
      (error: unknown) =>
        error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error),
    );
    expect(refused).toMatch(/permission denied/);
  }
  const problems = await rolledBack(async (tx) => {
    await tx.execute(sql`grant select on egress_events_default to console_app`);
    await tx.execute(sql`create table stray_parts (tenant_id text not null, at int not null) partition by range (at)`);
    await tx.execute(sql`create table stray_parts_1 partition of stray_parts for values from (0) to (10)`);
    return accessProblems(tx, declared);
  });
  expect(problems).toEqual([
    'stray_parts: has tenant_id but no tenantAccess declaration',
    'egress_events_default: console_app may SELECT on a partition',
    'stray_parts_1: a partition of stray_parts, which is not declared partitioned',
  ]);
});
