// Writes the migration that (re)creates every table's row-level security and grants and the rollup triggers from the
// declarations next to the drizzle tables (src/db/schema/rls.ts, rollups.ts), when they differ from the last one it
// wrote:
//   npm run db:rls
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateRlsMigration } from '../src/db/rls-migration';

const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'db', 'migrations');
const tag = await generateRlsMigration(folder);
console.log(
  tag
    ? `Wrote ${join(folder, `${tag}.sql`)}`
    : 'Row-level security, grants and rollup triggers are up to date: no migration written.',
);
