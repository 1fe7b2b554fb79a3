import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { withMaintenance, withTenant } from '../../db/tenant-scope';
import { educationFirstsDifferences } from '../../testing/education-firsts';
import { uncheckedRows } from '../../testing/query-rows';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

// Each person's firsts under each policy (egress_education_firsts, migration 0054), which "Does educating work?"
// reads: equal to the firsts counted from the events after the migration's backfill, after batches in and out of
// time order (late events, ties, both verdicts in one batch), and with two writers of the same person at once.

const TENANT = 'acme-corp';
/** The suite runs on a PostgreSQL server (else PGlite, one connection: writers take turns). */
const ON_SERVER = process.env.TEST_DATABASE_URL !== undefined;
const POLICIES = ['00000000-0000-4000-8000-00000000ed01', '00000000-0000-4000-8000-00000000ed02'];
const BASE = Date.parse('2026-11-01T00:00:00Z');
const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Sent {
  user: string;
  policy: string;
  /** Hours after BASE. */
  hour: number;
  educate: boolean;
}

/** `events` in one statement (as a batch is written), in `tx`. */
const insert = (tx: Tx, events: readonly Sent[]) =>
  tx.execute(sql`INSERT INTO egress_events (tenant_id, id, created, hostname, username, source, destination,
      egress_channel, content_category, policy_id, policy_name, policy_verdict, destination_type)
    SELECT ${TENANT}, gen_random_uuid(), ${new Date(BASE).toISOString()}::timestamptz + h * interval '1 hour',
      'host-firsts', u, 'Desktop', 'drive.example', 'File upload', 'Other', p::uuid, 'Firsts',
      CASE WHEN v THEN 'educate' ELSE 'CHALLENGE' END, 'Cloud storage'
    FROM unnest(${`{${events.map((e) => e.user).join(',')}}`}::text[],
      ${`{${events.map((e) => e.policy).join(',')}}`}::text[],
      ${`{${events.map((e) => e.hour).join(',')}}`}::float8[],
      ${`{${events.map((e) => e.educate).join(',')}}`}::boolean[]) AS x(u, p, h, v)`);

const send = (events: readonly Sent[]) => withTenant(t.database, TENANT, (tx) => insert(tx, events));
const differences = () => withMaintenance(t.database, (tx) => educationFirstsDifferences(tx));

/** A fixed pseudo-random sequence (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

it('equals the firsts counted from the events of the migrated template (its backfill and its seeding)', async () => {
  const [row] = await withMaintenance(t.database, (tx) =>
    uncheckedRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM egress_education_firsts`),
  );
  expect(row!.n).toBeGreaterThan(0);
  expect(await differences()).toEqual([]);
});

it('stays equal after batches in and out of time order, with ties and both verdicts in one batch', async () => {
  const next = random(32);
  const users = ['firsts.a', 'firsts.b', 'firsts.c', 'firsts.d', 'firsts.e'];
  for (let batch = 0; batch < 30; batch += 1) {
    // Mostly later than what came before, but a third of the batches reach back up to ten days.
    const from = batch * 6 - (next() < 1 / 3 ? Math.floor(next() * 240) : 0);
    const events = Array.from({ length: 1 + Math.floor(next() * 6) }, () => ({
      user: users[Math.floor(next() * users.length)]!,
      policy: POLICIES[Math.floor(next() * POLICIES.length)]!,
      // Whole hours: two events of a person at the same instant happen.
      hour: Math.max(0, from + Math.floor(next() * 8)),
      educate: next() < 0.4,
    }));
    await send(events);
    expect({ batch, differences: await differences() }).toEqual({ batch, differences: [] });
  }
});

it('a batch before everything stored moves the firsts and their nexts back', async () => {
  const user = 'firsts.late';
  const policy = POLICIES[0]!;
  await send([
    { user, policy, hour: 100, educate: true },
    { user, policy, hour: 110, educate: false },
  ]);
  await send([{ user, policy, hour: 50, educate: false }]);
  await send([{ user, policy, hour: 40, educate: true }]);
  const [row] = await withMaintenance(t.database, (tx) =>
    uncheckedRows<Record<string, number>>(
      tx,
      sql.raw(`SELECT ${['educated_at', 'educated_next', 'other_at', 'other_next', 'last_at']
        .map((column) => `(extract(epoch FROM ${column}) * 1000)::float8 AS ${column}`)
        .join(', ')}
        FROM egress_education_firsts WHERE tenant_id = '${TENANT}' AND username = '${user}'`),
    ),
  );
  const at = (hour: number) => BASE + hour * HOUR;
  expect(row).toEqual({
    educated_at: at(40),
    educated_next: at(50),
    other_at: at(50),
    other_next: at(100),
    last_at: at(110),
  });
});

it('stays equal when two writers send events of the same person at once, one of them reaching back', async () => {
  const user = 'firsts.both';
  const policy = POLICIES[1]!;
  await send([{ user, policy, hour: 300, educate: false }]);
  // On a server, the first writer keeps its transaction open until the second one waits on it (for the firsts'
  // lock): without it, the second would recount the person from events that miss the first's.
  let written!: () => void;
  const first = new Promise<void>((resolve) => (written = resolve));
  await Promise.all([
    withTenant(t.database, TENANT, async (tx) => {
      await insert(tx, [{ user, policy, hour: 320, educate: true }]);
      written();
      if (ON_SERVER) await untilOneWaits();
    }),
    first.then(() => send([{ user, policy, hour: 290, educate: true }])),
  ]);
  expect(await differences()).toEqual([]);
});

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
