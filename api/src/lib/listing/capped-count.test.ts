import { sql } from 'drizzle-orm';
import { withTenant } from '../../db/tenant-scope';
import { incidentListing } from '../../modules/incidents/incident-listing';
import { uncheckedRows } from '../../testing/query-rows';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { countEachTenant, countRowsCapped } from './capped-count';
import { parseListQuery } from './parse-list-query';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = (raw: Record<string, unknown>, cap: number) =>
  countRowsCapped(t.database, 'acme-corp', incidentListing, parseListQuery(incidentListing, raw), cap);

describe('countRowsCapped', () => {
  it('is exact under the cap and agrees with an uncapped count', async () => {
    const exact = await count({ severity: ['high'] }, 1_000_000);
    expect(exact.approximate).toBe(false);
    expect(exact.filtered).toBeGreaterThan(0);
    expect(exact.filtered).toBeLessThan(exact.total);
  });

  it('beyond the cap estimates a count the rollup does not carry from a sample of the tenant’s rows, the total exact', async () => {
    await t.database.db.execute(sql`ANALYZE incidents`);
    const exact = await count({ flagged: false }, 1_000_000);
    const capped = await count({ flagged: false }, 10);
    expect(capped.approximate).toBe(true);
    // The demo tables are smaller than the sample, so the sample is every row: the estimate equals the truth.
    expect(capped).toEqual({ ...exact, approximate: true });
  });

  it('reads the total and a count by severity and status from the rollup, exact at any size', async () => {
    const exact = await count({ status: ['open', 'in_progress'], severity: ['high', 'low'] }, 1_000_000);
    expect(await count({ status: ['open', 'in_progress'], severity: ['high', 'low'] }, 1)).toEqual(exact);
    expect(exact.filtered).toBeGreaterThan(1);
  });

  it('keeps the rollup exact through updates and deletes (the trigger subtracts what a write takes)', async () => {
    const truth = async (status: string) =>
      (
        await withTenant(t.database, 'acme-corp', (tx) =>
          uncheckedRows<{ n: number }>(
            tx,
            sql`SELECT count(*)::int AS n FROM incidents WHERE status = ${status} AND created <= now()`,
          ),
        )
      )[0]!.n;
    await withTenant(t.database, 'acme-corp', async (tx) => {
      await tx.execute(sql`UPDATE incidents SET status = 'dismissed'
        WHERE id IN (SELECT id FROM incidents WHERE status = 'open' ORDER BY id LIMIT 7)`);
      await tx.execute(sql`DELETE FROM incidents WHERE id IN (SELECT id FROM incidents WHERE status = 'in_progress'
        ORDER BY id LIMIT 2)`);
    });
    for (const status of ['open', 'in_progress', 'dismissed']) {
      const counted = await count({ status: [status] }, 1);
      expect({ status, count: counted.filtered, approximate: counted.approximate }).toEqual({
        status,
        count: await truth(status),
        approximate: false,
      });
    }
  });

  it('keeps a filtered count under the cap exact even when the total is estimated', async () => {
    const exact = await count({ severity: ['high'], flagged: true }, 1_000_000);
    const capped = await count({ severity: ['high'], flagged: true }, exact.filtered);
    expect(capped.filtered).toBe(exact.filtered);
    expect(capped.total).toBe(exact.total);
  });

  it('never reads another tenant’s rows into the estimate', async () => {
    const acme = await count({}, 1_000_000);
    const capped = await count({}, 1);
    expect(capped.total).toBe(acme.total);
  });
});

describe('countEachTenant', () => {
  const scope = ['acme-corp', 'globex', 'initech'];
  const each = (raw: Record<string, unknown>, tenants: string[], cap: number) =>
    countEachTenant(t.database, { scope, tenants }, incidentListing, parseListQuery(incidentListing, raw), cap);
  const own = async (tenantId: string, raw: Record<string, unknown>) =>
    (await countRowsCapped(t.database, tenantId, incidentListing, parseListQuery(incidentListing, raw), 1_000_000))
      .filtered;

  it('counts each tenant in one statement exactly as that tenant’s own count, and only the tenants asked', async () => {
    for (const filters of [{}, { severity: ['high'] }, { status: ['open'], flagged: false }]) {
      const counts = await each(filters, ['acme-corp', 'initech'], 1_000_000);
      expect(counts).toEqual([
        { tenantId: 'acme-corp', count: await own('acme-corp', filters), approximate: false },
        { tenantId: 'initech', count: await own('initech', filters), approximate: false },
      ]);
      expect(counts[0]!.count).toBeGreaterThan(0);
    }
  });

  it('estimates only the tenants past the cap, from their own sample, never below the cap', async () => {
    await t.database.db.execute(sql`ANALYZE incidents`);
    // Flagged or not is no filter the rollup carries: each tenant's rows are counted up to the cap.
    const filters = { flagged: false };
    const exact = await each(filters, scope, 1_000_000);
    const sizes = exact.map((count) => count.count).sort((a, b) => a - b);
    const cap = sizes[1]!;
    expect(sizes[0]).toBeLessThan(cap);
    expect(sizes[2]).toBeGreaterThan(cap);
    // The demo tables are smaller than the sample, so a tenant's sample is all its rows: its estimate is the truth.
    expect(await each(filters, scope, cap)).toEqual(
      exact.map((count) => (count.count > cap ? { ...count, approximate: true } : count)),
    );
    expect(await each(filters, scope, cap - 1)).toEqual(
      exact.map((count) => (count.count >= cap ? { ...count, approximate: true } : count)),
    );
  });

  it("reads each tenant's total and severity count from the rollup, exact past any cap", async () => {
    for (const filters of [{}, { severity: ['high'] }]) {
      expect(await each(filters, scope, 1)).toEqual(await each(filters, scope, 1_000_000));
      expect((await each(filters, scope, 1)).every((count) => !count.approximate && count.count > 1)).toBe(true);
    }
  });
});
