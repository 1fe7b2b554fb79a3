import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import type { Database } from './database';
import { queryRows } from './database';

const MigrationRow = Type.Object({ tag: Type.String(), hash: Type.String() });

interface JournalEntry {
  idx: number;
  tag: string;
}

export interface MigrationReport {
  applied: string[];
  total: number;
}

/** A constant key for the advisory lock that serialises migrators of several replicas. */
const MIGRATION_LOCK_KEY = 7_402_113;

/**
 * Applies the pending migrations of `folder` (drizzle-kit's journal order; generated and hand-written SQL alike)
 * in one transaction, the same way on PGlite and on a PostgreSQL server. Applied tags are kept in
 * `console_migrations` with a hash; an applied migration whose file changed is an error.
 */
export async function migrate(database: Database, folder: string): Promise<MigrationReport> {
  const journal = JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  const files = await Promise.all(
    entries.map(async (entry) => ({ tag: entry.tag, text: await readFile(join(folder, `${entry.tag}.sql`), 'utf8') })),
  );
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(
      sql`create table if not exists console_migrations (tag text primary key, hash text not null, applied timestamptz not null default now())`,
    );
    const done = new Map(
      (await queryRows(tx, sql`select tag, hash from console_migrations`, MigrationRow)).map((row) => [
        row.tag,
        row.hash,
      ]),
    );
    const applied: string[] = [];
    for (const file of files) {
      const hash = createHash('sha256').update(file.text).digest('hex');
      const previous = done.get(file.tag);
      if (previous !== undefined) {
        if (previous !== hash) throw new Error(`Migration ${file.tag} changed after it was applied`);
        continue;
      }
      for (const statement of file.text.split('--> statement-breakpoint')) {
        if (statement.trim() !== '') await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into console_migrations (tag, hash) values (${file.tag}, ${hash})`);
      applied.push(file.tag);
    }
    return { applied, total: files.length };
  });
}
