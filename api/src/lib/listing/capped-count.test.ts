import { sql } from 'drizzle-orm';
import { incidentListing } from '../../modules/incidents/incident-listing';
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

  it('beyond the cap estimates both counts from a sample of the tenant’s rows, marked approximate and above the cap', async () => {
    await t.database.db.execute(sql`ANALYZE incidents`);
    const exact = await count({ status: ['open', 'in_progress'] }, 1_000_000);
    const capped = await count({ status: ['open', 'in_progress'] }, 10);
    expect(capped.approximate).toBe(true);
    // The demo tables are smaller than the sample, so the sample is every row: the estimate equals the truth.
    expect(capped).toEqual({ ...exact, approximate: true });
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
    const exact = await each({}, scope, 1_000_000);
    const sizes = exact.map((count) => count.count).sort((a, b) => a - b);
    const cap = sizes[1]!;
    expect(sizes[0]).toBeLessThan(cap);
    expect(sizes[2]).toBeGreaterThan(cap);
    // The demo tables are smaller than the sample, so a tenant's sample is all its rows: its estimate is the truth.
    expect(await each({}, scope, cap)).toEqual(
      exact.map((count) => (count.count > cap ? { ...count, approximate: true } : count)),
    );
    expect(await each({}, scope, cap - 1)).toEqual(
      exact.map((count) => (count.count >= cap ? { ...count, approximate: true } : count)),
    );
  });
});
