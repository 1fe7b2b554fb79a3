import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as schema from './schema';
import { APP_ROLE, accessStatements, tableAccesses, undeclaredTenantTables } from './schema/rls';
import { rollupStatements, rollupTriggers } from './schema/rollups';

/** The name (after the number) of the migrations `npm run db:rls` writes. */
export const RLS_MIGRATION_NAME = 'tenant_rls_rollups';

const BREAKPOINT = '\n--> statement-breakpoint\n';

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

interface Journal {
  version: string;
  dialect: string;
  entries: JournalEntry[];
}

/**
 * The migration that (re)creates, idempotently, the row-level security and the grants of every table the schema
 * declares (`schema/rls.ts`) and the rollup triggers (`schema/rollups.ts`): it gives a database migrated from any
 * earlier state the declared access and rollups.
 */
export function renderRlsMigration(): string {
  const undeclared = undeclaredTenantTables(schema);
  if (undeclared.length > 0)
    throw new Error(`Tenant tables without a tenantAccess declaration: ${undeclared.join(', ')}`);
  const header = [
    '-- Written by `npm run db:rls` (api/scripts/rls.ts) from the declarations next to the drizzle tables',
    '-- (api/src/db/schema: access in schema/rls.ts, rollups in schema/rollups.ts): do not edit; change a',
    '-- declaration and run it again.',
    `GRANT USAGE ON SCHEMA public TO ${APP_ROLE};`,
  ].join('\n');
  const statements = [
    ...tableAccesses(schema).flatMap(accessStatements),
    ...rollupTriggers(schema).flatMap(rollupStatements),
  ];
  return `${[header, ...statements].join(BREAKPOINT)}\n`;
}

/** The repository's width of a line (.prettierrc). */
const PRINT_WIDTH = 120;

/**
 * JSON as the repository's formatter writes it (the migrations' meta files are formatted): two spaces, an array of
 * scalars on one line when it fits, a final newline.
 */
export function formatJson(value: unknown): string {
  const scalar = String.raw`(?:"(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*|true|false|null)`;
  const array = new RegExp(String.raw`\[\n\s*(${scalar}(?:,\n\s*${scalar})*)\n\s*\]`, 'g');
  const text = JSON.stringify(value, null, 2).replace(
    array,
    (match: string, items: string, offset: number, all: string) => {
      const line = all.slice(all.lastIndexOf('\n', offset) + 1, offset);
      const after = all.slice(offset + match.length).match(/^[^\n]*/)?.[0] ?? '';
      const single = `[${items.split(/,\n\s*/).join(', ')}]`;
      return line.length + single.length + after.length <= PRINT_WIDTH ? single : match;
    },
  );
  return `${text}\n`;
}

async function readJournal(folder: string): Promise<Journal> {
  return JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The last migration `npm run db:rls` wrote into `folder` (its tag and text), if any. */
export async function latestRlsMigration(folder: string): Promise<{ tag: string; text: string } | undefined> {
  const journal = await readJournal(folder);
  const entry = journal.entries.findLast((candidate) => candidate.tag.endsWith(`_${RLS_MIGRATION_NAME}`));
  if (!entry) return undefined;
  return { tag: entry.tag, text: await readFile(join(folder, `${entry.tag}.sql`), 'utf8') };
}

/**
 * Writes `text` as the next migration of `folder` the way `drizzle-kit generate --custom` registers one: the next
 * index and tag in meta/_journal.json, and a snapshot that is the previous one under a new id (the schema of the
 * tables is unchanged, so `drizzle-kit generate` still compares against the right state). Answers the tag. The JSON
 * is written formatted, as the committed meta files are.
 */
export async function writeMigration(folder: string, name: string, text: string, now = Date.now()): Promise<string> {
  const journal = await readJournal(folder);
  const last = journal.entries.at(-1);
  if (!last) throw new Error(`${folder} has no migration to follow`);
  const idx = last.idx + 1;
  const prefix = String(idx).padStart(4, '0');
  const tag = `${prefix}_${name}`;
  const previous = JSON.parse(
    await readFile(join(folder, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8'),
  ) as { id: string; prevId: string; version: string } & Record<string, unknown>;
  const { id: prevId, prevId: _older, ...rest } = previous;
  const snapshot = { id: randomUUID(), prevId, ...rest, _meta: { columns: {}, schemas: {}, tables: {} } };
  await writeFile(join(folder, 'meta', `${prefix}_snapshot.json`), formatJson(snapshot));
  journal.entries.push({ idx, version: previous.version, when: now, tag, breakpoints: true });
  await writeFile(join(folder, 'meta', '_journal.json'), formatJson(journal));
  await writeFile(join(folder, `${tag}.sql`), text);
  return tag;
}

/**
 * `npm run db:rls`: when the declarations differ from the last migration it wrote (or there is none), writes a new
 * one. Applied migrations never change (`migrate.ts` refuses a changed file), so a change of access is a new
 * migration. Answers the new tag, or undefined when the last one is up to date.
 */
export async function generateRlsMigration(folder: string): Promise<string | undefined> {
  const text = renderRlsMigration();
  const latest = await latestRlsMigration(folder);
  if (latest?.text === text) return undefined;
  return writeMigration(folder, RLS_MIGRATION_NAME, text);
}
