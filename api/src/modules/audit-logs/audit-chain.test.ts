import { sql } from 'drizzle-orm';
import { uncheckedRows } from '../../testing/query-rows';
import { withMaintenance, withTenant } from '../../db/tenant-scope';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
const acme = 'acme-corp';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin@acme.example');
});
afterAll(() => t.close());

const verify = async (tenant = acme, token = admin) =>
  (await t.call({ method: 'GET', url: '/audit-logs/verify', token, tenant })).json();
const entriesOf = async (tenant: string) =>
  (
    await withMaintenance(t.database, (tx) =>
      uncheckedRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM audit_logs WHERE tenant_id = ${tenant}`),
    )
  )[0]!.n;
const saveFilter = (id: string) =>
  t.call({
    method: 'PUT',
    url: `/filters/${id}`,
    token: admin,
    tenant: acme,
    payload: { name: id, grid: 'incidents', query: { severity: ['high'] } },
  });

describe('the audit hash chain', () => {
  it("covers every entry of the tenant, the demo's and the API's own, and stays linear under concurrent writes", async () => {
    const before = await verify();
    expect(before).toMatchObject({ intact: true, entries: await entriesOf(acme), firstBroken: null });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => saveFilter(`chain-${index}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const after = await verify();
    expect(after).toMatchObject({ intact: true, entries: before.entries + 20 });
    expect(Date.parse(after.verifiedAt)).not.toBeNaN();
  });

  it("keeps each tenant's chain apart: Globex's chain is intact and counts only Globex's entries", async () => {
    const multi = await t.tokenFor('multi@globex.example');
    expect(await verify('globex', multi)).toMatchObject({ intact: true, entries: await entriesOf('globex') });
  });

  it('chains a bulk insert of one statement, and a savepoint rolled back leaves no gap in the chain', async () => {
    const multi = await t.tokenFor('multi@globex.example');
    const before = await entriesOf('globex');
    const insert = (entries: number) =>
      sql`INSERT INTO audit_logs (tenant_id, dashboard_user_id, user_identifier, page, action, outcome)
          SELECT 'globex', 'U-bulk', 'bulk@globex.example', 'Lists', 'Create', 'Success' FROM generate_series(1, ${entries})`;
    await withTenant(t.database, 'globex', async (tx) => {
      await tx.execute(insert(500));
      await tx.execute(sql`SAVEPOINT undone`);
      await tx.execute(insert(3));
      await tx.execute(sql`ROLLBACK TO SAVEPOINT undone`);
      await tx.execute(insert(2));
    });
    expect(await verify('globex', multi)).toMatchObject({ intact: true, entries: before + 502, firstBroken: null });
  });

  it('does not let the API role change or delete an entry', async () => {
    // The database's own message (drizzle wraps it in "Failed query").
    const failure = (statement: string) =>
      withTenant(t.database, acme, (tx) => tx.execute(sql.raw(statement))).then(
        () => 'succeeded',
        (error: { cause?: Error }) => error.cause?.message,
      );
    expect(await failure(`UPDATE audit_logs SET description = 'rewritten'`)).toMatch(/permission denied/);
    expect(await failure('DELETE FROM audit_logs')).toMatch(/permission denied/);
    expect(await verify()).toMatchObject({ intact: true });
  });

  it('names the first entry whose content was altered in the database', async () => {
    const [row] = await withMaintenance(t.database, (tx) =>
      uncheckedRows<{ id: string }>(
        tx,
        sql`UPDATE audit_logs SET description = 'nothing happened here' WHERE tenant_id = ${acme} AND seq = 5
            RETURNING id::text AS id`,
      ),
    );
    expect(await verify()).toMatchObject({
      intact: false,
      firstBroken: { seq: 5, id: row!.id, reason: 'content-changed' },
    });
  });

  it('names a deleted entry by its place, and a rewritten chain by its head', async () => {
    await withMaintenance(t.database, (tx) =>
      tx.execute(sql`DELETE FROM audit_logs WHERE tenant_id = ${acme} AND seq <= 5`),
    );
    expect(await verify()).toMatchObject({
      intact: false,
      entries: 0,
      firstBroken: { seq: 1, reason: 'entry-missing' },
    });
    const multi = await t.tokenFor('multi@globex.example');
    // Rewriting a whole chain consistently is caught by the head the writers keep.
    await withMaintenance(t.database, (tx) =>
      tx.execute(sql`UPDATE audit_logs SET hash = 'forged' WHERE tenant_id = 'globex'
                     AND seq = (SELECT max(seq) FROM audit_logs WHERE tenant_id = 'globex')`),
    );
    expect((await verify('globex', multi)).firstBroken).toMatchObject({ reason: 'content-changed' });
  });
});
