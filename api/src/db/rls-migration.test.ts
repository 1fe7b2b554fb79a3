import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { uncheckedRows } from '../testing/query-rows';
import { openServerDatabase } from '../testing/server-database';
import { MIGRATIONS_FOLDER } from '../testing/template-database';
import { openPglite, type Database } from './database';
import { migrate } from './migrate';
import { accessProblems } from './rls-check';
import {
  RLS_MIGRATION_NAME,
  formatJson,
  generateRlsMigration,
  latestRlsMigration,
  renderRlsMigration,
  writeMigration,
} from './rls-migration';
import * as schema from './schema';
import { tableAccesses, undeclaredTenantTables } from './schema/rls';
import { rollupFunctionBody, rollupTriggers } from './schema/rollups';
import { tenantIdColumn } from './schema/columns';
import { withMaintenance, withTenant } from './tenant-scope';

const declared = tableAccesses(schema);

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}
const readJournal = async (folder: string) =>
  JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

/** A copy of the migrations folder, cut after `lastTag` when given. */
async function copyMigrations(lastTag?: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  if (lastTag !== undefined) {
    const journal = await readJournal(folder);
    const upTo = journal.entries.findIndex((entry) => entry.tag === lastTag);
    await writeFile(
      join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo + 1) }),
    );
  }
  return folder;
}

describe('the generated row-level security migration', () => {
  it('is what the declarations next to the drizzle tables write now (run `npm run db:rls` when not)', async () => {
    const latest = await latestRlsMigration(MIGRATIONS_FOLDER);
    expect(latest?.tag).toMatch(new RegExp(`^\\d{4}_${RLS_MIGRATION_NAME}$`));
    expect(latest?.text).toBe(renderRlsMigration());
  });

  it('has no hand-written CREATE POLICY after it: later tables get theirs from the declarations', async () => {
    const journal = await readJournal(MIGRATIONS_FOLDER);
    const latest = await latestRlsMigration(MIGRATIONS_FOLDER);
    const after = journal.entries.slice(journal.entries.findIndex((entry) => entry.tag === latest?.tag) + 1);
    for (const entry of after)
      expect(await readFile(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), 'utf8')).not.toMatch(/CREATE POLICY/i);
  });

  it('declares every drizzle table with a tenant_id, and names one declared without the helper', () => {
    expect(undeclaredTenantTables(schema)).toEqual([]);
    const strayThings = pgTable('stray_things', { tenantId: tenantIdColumn(), name: text('name').notNull() });
    expect(undeclaredTenantTables({ ...schema, strayThings })).toEqual(['stray_things']);
  });

  it('formats the JSON it writes as the committed meta files are formatted', async () => {
    const meta = join(MIGRATIONS_FOLDER, 'meta');
    for (const file of await readdir(meta)) {
      const text = await readFile(join(meta, file), 'utf8');
      expect(formatJson(JSON.parse(text))).toBe(text);
    }
  });

  it('writes nothing when up to date, and a new migration registered as drizzle-kit --custom does otherwise', async () => {
    const folder = await copyMigrations();
    try {
      expect(await generateRlsMigration(folder)).toBeUndefined();
      const before = await readJournal(folder);
      const last = before.entries.at(-1)!;
      const tag = await writeMigration(folder, RLS_MIGRATION_NAME, 'SELECT 1;\n', 1_800_000_000_000);
      const next = String(last.idx + 1).padStart(4, '0');
      expect(tag).toBe(`${next}_${RLS_MIGRATION_NAME}`);
      const after = await readJournal(folder);
      expect(after.entries.at(-1)).toEqual({
        idx: last.idx + 1,
        version: '7',
        when: 1_800_000_000_000,
        tag,
        breakpoints: true,
      });
      const snapshot = (name: string) =>
        readFile(join(folder, 'meta', `${name}_snapshot.json`), 'utf8').then(
          (text) => JSON.parse(text) as { id: string; prevId: string } & Record<string, unknown>,
        );
      const previous = await snapshot(String(last.idx).padStart(4, '0'));
      const written = await snapshot(next);
      expect(written.prevId).toBe(previous.id);
      expect(written.id).not.toBe(previous.id);
      expect({ ...written, id: '', prevId: '' }).toEqual({ ...previous, id: '', prevId: '' });
      expect(await latestRlsMigration(folder)).toEqual({ tag, text: 'SELECT 1;\n' });
      // The declarations now differ from the last migration written: the generator writes the next one.
      expect(await generateRlsMigration(folder)).toBe(`${String(last.idx + 2).padStart(4, '0')}_${RLS_MIGRATION_NAME}`);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

/** An empty database: a PGlite data folder, or a new database on TEST_DATABASE_URL's server (dropped by `close`). */
async function emptyDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'console-data-'));
    const database = await openPglite({ dataDir });
    return {
      ...database,
      close: async () => {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `console_rls_upgrade_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  return openServerDatabase(serverUrl, name, { max: 2 });
}

/** Text with every run of white space as one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The source of the rollup trigger functions, by name. */
async function rollupFunctions(database: Database): Promise<Record<string, string>> {
  const rows = await uncheckedRows<{ name: string; source: string }>(
    database.db,
    sql`SELECT proname AS name, prosrc AS source FROM pg_proc WHERE proname LIKE '%rollups_apply' ORDER BY proname`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.source]));
}

/** The definitions of the rollup triggers on the source tables. */
async function rollupTriggerDefinitions(database: Database): Promise<string[]> {
  const rows = await uncheckedRows<{ definition: string }>(
    database.db,
    sql`SELECT pg_get_triggerdef(oid) AS definition FROM pg_trigger WHERE tgname LIKE '%rollups_on_%' ORDER BY tgname`,
  );
  return rows.map((row) => row.definition);
}

/** Rollup triggers declared after the migration cut below. */
const LATER_ROLLUPS = ['ingest_rollups', 'open_incident_rollups'];

describe('a database migrated before the generated migration', () => {
  let database: Database;
  let triggersBefore: string[] = [];
  let folder: string;
  beforeAll(async () => {
    database = await emptyDatabase();
    folder = await copyMigrations('0017_egress_user_host_created');
    await migrate(database, folder);
  });
  afterAll(async () => {
    await database?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('already had what the declarations say (they reproduce the hand-written migrations)', async () => {
    // Tables made after the cut (0021 on) are checked once the rest is migrated, below.
    const present = await uncheckedRows<{ name: string }>(
      database.db,
      sql`SELECT relname::text AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p')`,
    );
    const names = new Set(present.map((row) => row.name));
    const later = declared.filter((access) => !names.has(access.table)).map((access) => access.table);
    expect(later.sort()).toEqual([
      'egress_education_firsts',
      'egress_flow_users_daily',
      'egress_flow_users_hourly',
      'egress_user_numbers',
      'incident_batch_items',
      'incident_batches',
      'incident_counts_daily',
      'incident_counts_hourly',
      'incident_sla_quarter_hours',
      'ingest_hourly',
      'open_incidents_daily',
      'policy_exception_approvals',
      'policy_exception_incidents',
      'policy_exceptions',
      'policy_template_pushes',
      'policy_template_versions',
      'policy_templates',
      'release_promotions',
      'tenant_group_grants',
      'tenant_group_tenants',
      'tenant_groups',
      'tenant_lifecycle_events',
      'tenant_retention',
      'tenant_sla_targets',
    ]);
    expect(
      await accessProblems(
        database.db,
        // The scope role and its policies came later (0043 on).
        declared.filter((access) => names.has(access.table)).map((access) => ({ ...access, scopeReads: false })),
      ),
    ).toEqual([]);
  });

  it('had the rollup functions and triggers the declarations write (0014 and 0016 written by hand)', async () => {
    const functions = await rollupFunctions(database);
    // Rollups declared after the cut (tenant health's, issue 31) have no function here yet: they come with 0030 on; nor
    // do rollup tables made after it (incident_sla_quarter_hours, issue 30) have a place in the functions that were.
    const atTheCut = rollupTriggers(schema).filter((trigger) => !LATER_ROLLUPS.includes(trigger.name));
    expect(Object.keys(functions)).toEqual(atTheCut.map((trigger) => `${trigger.name}_apply`));
    const present = new Set(
      (
        await uncheckedRows<{ name: string }>(
          database.db,
          sql`SELECT relname::text AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace`,
        )
      ).map((row) => row.name),
    );
    for (const trigger of atTheCut) {
      const withTablesOfTheCut = {
        ...trigger,
        targets: trigger.targets.filter((target) => present.has(getTableName(target.table))),
      };
      expect(oneLine(functions[`${trigger.name}_apply`] ?? '')).toBe(oneLine(rollupFunctionBody(withTablesOfTheCut)));
    }
    triggersBefore = await rollupTriggerDefinitions(database);
    expect(triggersBefore).toHaveLength(12);
  });

  it('migrates cleanly to the declared state, keeping its rows and their isolation, and again idempotently', async () => {
    await withMaintenance(database, async (tx) => {
      await tx.execute(sql`INSERT INTO tenants (id, name) VALUES ('t1', 'T1'), ('t2', 'T2')`);
      await tx.execute(sql`INSERT INTO roles (tenant_id, name) VALUES ('t1', 'Admin'), ('t2', 'Admin')`);
    });
    const report = await migrate(database, MIGRATIONS_FOLDER);
    expect(report.applied).toEqual((await readJournal(MIGRATIONS_FOLDER)).entries.slice(18).map((entry) => entry.tag));
    expect(report.applied).toContain((await latestRlsMigration(MIGRATIONS_FOLDER))?.tag);
    expect(await accessProblems(database.db, declared)).toEqual([]);
    const functions = await rollupFunctions(database);
    for (const trigger of rollupTriggers(schema))
      expect(functions[`${trigger.name}_apply`]).toBe(rollupFunctionBody(trigger));
    const triggersAfter = await rollupTriggerDefinitions(database);
    expect(
      triggersAfter.filter((definition) => !LATER_ROLLUPS.some((name) => definition.includes(`${name}_on_`))),
    ).toEqual(triggersBefore);
    const seen = await withTenant(database, 't1', (tx) =>
      uncheckedRows<{ tenant_id: string }>(tx, sql`SELECT tenant_id FROM roles`),
    );
    expect(seen).toEqual([{ tenant_id: 't1' }]);
    await expect(
      withTenant(database, 't1', (tx) => tx.execute(sql`INSERT INTO roles (tenant_id, name) VALUES ('t2', 'Other')`)),
    ).rejects.toThrow();
    // Run once more (as on a database where it had been applied): the same state, no error.
    await database.db.transaction(async (tx) => {
      for (const statement of renderRlsMigration().split('--> statement-breakpoint'))
        await tx.execute(sql.raw(statement));
    });
    expect(await accessProblems(database.db, declared)).toEqual([]);
  });
});
