import { sql } from 'drizzle-orm';
import type { LineageCombination } from 'shared-contracts';
import type { Tx } from '../../db/database';
import { withMaintenance, withTenant } from '../../db/tenant-scope';
import { uncheckedRows } from '../../testing/query-rows';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

// The flow users rollups (migration 0052) that the lineage's combinations read: every writer's new users numbered
// once, densely, however many write at once; each flow's users as its events have them.

const TENANT = 'acme-corp';
/** The suite runs on a PostgreSQL server (else PGlite, one connection: writers take turns). */
const ON_SERVER = process.env.TEST_DATABASE_URL !== undefined;
let t: TestApp;
let analyst: string;
beforeAll(async () => {
  t = await createTestApp();
  analyst = await t.tokenFor('analyst@acme.example');
});
afterAll(() => t.close());

/** `usernames` each send one event now through `destination`, in `tx` (a statement of their own, as a batch is). */
const insert = (tx: Tx, usernames: string[], destination: string) =>
  tx.execute(sql`INSERT INTO egress_events (tenant_id, id, created, hostname, username, source, destination,
      egress_channel, content_category, policy_verdict, destination_type)
    SELECT ${TENANT}, gen_random_uuid(), now(), 'host-' || ${destination}, u, 'Desktop', ${destination}, 'Web',
      'Other', 'CHALLENGE', 'Website'
    FROM unnest(${`{${usernames.join(',')}}`}::text[]) AS u`);

const send = (usernames: string[], destination: string) =>
  withTenant(t.database, TENANT, (tx) => insert(tx, usernames, destination));

/** On a PostgreSQL server: until some other session of this database waits for a lock. */
async function untilOneWaits(): Promise<void> {
  for (;;) {
    const [row] = await withMaintenance(t.database, (tx) =>
      uncheckedRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND datname = current_database() AND pid <> pg_backend_pid()`,
      ),
    );
    if (row!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const numbers = () =>
  withMaintenance(t.database, (tx) =>
    uncheckedRows<{ tenant: string; username: string; n: number }>(
      tx,
      sql`SELECT tenant_id AS tenant, username, n FROM egress_user_numbers ORDER BY tenant_id, n`,
    ),
  );

it('numbers each new user once, densely from 0 in each tenant, with writers at once', async () => {
  const writers = Array.from({ length: 6 }, (_, writer) =>
    // Each writer brings three users of its own; the last four two more that another one brings too.
    [0, 1, 2, 3, 4].flatMap((k) => (k < 3 ? [`new.${writer}.${k}`] : writer < 2 ? [] : [`shared.${(writer + k) % 4}`])),
  );
  // On a server, the first writer keeps its transaction open, its users numbered, until the second one waits on it:
  // nothing else they write is the same (their flows, hosts and users differ), so only the numbering makes it wait,
  // and without its lock both would take the same numbers (the pool's third connection watches). Then the others
  // write at once.
  // Their other rows are there first (options, flows), so they write nothing the other one writes before the users.
  for (const destination of ['numbers-0.example', 'numbers-1.example']) await send(['warm.user'], destination);
  let numbered!: () => void;
  const first = new Promise<void>((resolve) => (numbered = resolve));
  await Promise.all([
    withTenant(t.database, TENANT, async (tx) => {
      await insert(tx, writers[0]!, 'numbers-0.example');
      numbered();
      if (ON_SERVER) await untilOneWaits();
    }),
    first.then(() => send(writers[1]!, 'numbers-1.example')),
  ]);
  await Promise.all(writers.slice(2).map((usernames) => send(usernames, 'numbers.example')));
  const found = await numbers();
  for (const tenant of new Set(found.map((row) => row.tenant))) {
    const mine = found.filter((row) => row.tenant === tenant);
    expect(mine.map((row) => row.n)).toEqual(mine.map((_, index) => index));
    expect(new Set(mine.map((row) => row.username)).size).toBe(mine.length);
  }
  const acme = found.filter((row) => row.tenant === TENANT).map((row) => row.username);
  expect(acme).toEqual(expect.arrayContaining(writers.flat()));
});

it("answers a flow's users as its events have them, after writes that add users to it and to others", async () => {
  await send(['solo.a', 'solo.b'], 'flow-users.example');
  await send(['solo.b', 'solo.c', 'solo.a'], 'flow-users.example');
  await send(['solo.d'], 'elsewhere.example');
  const response = await t.call({
    method: 'GET',
    url: '/high-level-lineage/combinations?egressChannel=Web',
    token: analyst,
    tenant: TENANT,
  });
  expect(response.statusCode).toBe(200);
  const { combinations } = response.json() as { combinations: LineageCombination[] };
  const flow = combinations.find((row) => row.destination === 'flow-users.example');
  expect(flow).toMatchObject({ origin: 'Desktop', channel: 'Web', events: 5, users: 3 });
});
