import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { copyTemplateDatabase } from '../../testing/test-app';
import { DatabaseWindows } from './database-windows';

// The windows every API process on one PostgreSQL server shares (the SQL runs on PGlite too, so it is tested on both).
let database: Database;
beforeAll(async () => {
  database = await copyTemplateDatabase();
});
afterAll(() => database.close());

it('counts calls per key in one window, takes back a refused call, and starts a new window once one ends', async () => {
  const windows = new DatabaseWindows(database, 60_000);
  const keys = [
    { key: 'user:U1', limit: 2 },
    { key: 'tenant:"odd,key\\', limit: 5 },
  ];
  const first = await windows.take(keys);
  expect(first.map((state) => [state.limit, state.used])).toEqual([
    [2, 1],
    [5, 1],
  ]);
  expect(first[0]!.resetAt - Date.now()).toBeGreaterThan(50_000);
  expect((await windows.take(keys)).map((state) => state.used)).toEqual([2, 2]);
  expect((await windows.take(keys)).map((state) => state.used)).toEqual([3, 3]);
  await windows.giveBack(keys);
  expect((await windows.take([keys[1]!])).map((state) => state.used)).toEqual([3]);

  // The window ended: the next call opens a new one.
  await database.db.execute(sql`UPDATE rate_limit_windows SET reset_at = now() - interval '1 second'`);
  expect((await windows.take(keys)).map((state) => state.used)).toEqual([1, 1]);
});
