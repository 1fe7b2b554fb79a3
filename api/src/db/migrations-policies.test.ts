import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, type Database } from './database';
import { uncheckedRows } from '../testing/query-rows';
import { migrate } from './migrate';
import { withMaintenance } from './tenant-scope';
import { MIGRATIONS_FOLDER } from '../testing/template-database';

// Migration 0013 moves policies written before the engine to its model: this database is migrated to 0012, given
// such policies, then migrated to the end.

let database: Database;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((entry) => entry.tag === '0013_policies');
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
  database = await openPglite();
  await migrate(database, folder);
});
afterAll(async () => {
  await database?.close();
  await rm(folder, { recursive: true, force: true });
});

const ALLOW = 'a0000000-0000-4000-8000-0000000000a1';
const BLOCK = 'a0000000-0000-4000-8000-0000000000b1';
const POLICY = 'b0000000-0000-4000-8000-000000000001';
const EDUCATE = 'b0000000-0000-4000-8000-000000000002';

it('moves earlier policies to the engine model, each with its first version', async () => {
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql`INSERT INTO tenants (id, name) VALUES ('t1', 'T1')`);
    await tx.execute(sql`INSERT INTO lists (tenant_id, id, name, list_type, entity_type) VALUES
      ('t1', ${ALLOW}::uuid, 'Sanctioned', 'allow', 'domain'), ('t1', ${BLOCK}::uuid, 'Bad', 'block', 'domain')`);
    await tx.execute(sql`INSERT INTO policies (tenant_id, id, name, description, status, verdict, priority, definition, version)
      VALUES ('t1', ${POLICY}::uuid, 'Code to AI', 'No code', 'enabled', 'BLOCK', 10,
        ${JSON.stringify({
          channels: ['Paste into AI prompt'],
          destinationTypes: ['AI service'],
          dataTypes: ['Source code', 'API key'],
          destinations: ['chat.openai.com'],
          listIds: [ALLOW, BLOCK],
          notifyUser: true,
        })}::jsonb, 3),
      ('t1', ${EDUCATE}::uuid, 'Coach', 'Use the approved drive.', 'disabled', 'educate', 20, '{}'::jsonb, 1)`);
  });
  await migrate(database, MIGRATIONS_FOLDER);
  const rows = await withMaintenance(database, (tx) =>
    uncheckedRows<{ id: string; status: string; definition: Record<string, unknown>; versions: number[] }>(
      tx,
      sql`SELECT p.id::text AS id, p.status, p.definition,
            (SELECT array_agg(v.version) FROM policy_versions v WHERE v.policy_id = p.id) AS versions
          FROM policies p ORDER BY p.priority`,
    ),
  );
  expect(rows[0]).toMatchObject({ id: POLICY, status: 'active', versions: [3] });
  expect(rows[0]!.definition).toEqual({
    conditions: {
      elementTypes: [
        { id: 'source-code', minCount: 1 },
        { id: 'api-key', minCount: 1 },
      ],
      complianceFrameworks: [],
      contentCategories: [],
      mipLabels: [],
      egressChannels: ['Paste into AI prompt'],
      destinationTypes: ['AI service'],
      sources: { values: [], listIds: [] },
      destinations: { values: ['chat.openai.com'], listIds: [BLOCK] },
      users: { values: [], groups: [], listIds: [] },
    },
    exceptions: {
      sources: { values: [], listIds: [] },
      destinations: { values: [], listIds: [ALLOW] },
      users: { values: [], groups: [], listIds: [] },
    },
    educateMessage: '',
    raiseIncident: true,
  });
  expect(rows[1]).toMatchObject({ id: EDUCATE, status: 'disabled', versions: [1] });
  expect(rows[1]!.definition).toMatchObject({ educateMessage: 'Use the approved drive.', raiseIncident: false });
});
