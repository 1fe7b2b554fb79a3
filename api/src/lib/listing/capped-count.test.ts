import { sql } from 'drizzle-orm';
import { withTenant } from '../../db/tenant-scope';
import { incidentListing } from '../../modules/incidents/incident-listing';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { countRowsCapped } from './capped-count';
import { parseListQuery } from './parse-list-query';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = (raw: Record<string, unknown>, cap: number) =>
  withTenant(t.database, 'acme-corp', (tx) =>
    countRowsCapped(tx, 'acme-corp', incidentListing, parseListQuery(incidentListing, raw), cap),
  );

describe('countRowsCapped', () => {
  it('is exact under the cap and agrees with an uncapped count', async () => {
    const exact = await count({ severity: ['high'] }, 1_000_000);
    expect(exact.approximate).toBe(false);
    expect(exact.filtered).toBeGreaterThan(0);
    expect(exact.filtered).toBeLessThan(exact.total);
  });

  it('beyond the cap answers an estimate above the cap (statistics-based), marked approximate', async () => {
    await t.database.db.execute(sql`ANALYZE incidents`);
    const exact = await count({}, 1_000_000);
    const capped = await count({ status: ['open', 'in_progress', 'resolved', 'dismissed'] }, 10);
    expect(capped.approximate).toBe(true);
    expect(capped.total).toBeGreaterThan(10);
    expect(capped.filtered).toBeGreaterThan(10);
    expect(capped.total).toBeGreaterThan(exact.total / 2);
    expect(capped.total).toBeLessThan(exact.total * 2);
  });

  it('estimates a filtered count beyond the cap from the tenant’s own rows, never from shared statistics', async () => {
    const exact = await count({ severity: ['high'] }, 1_000_000);
    const capped = await count({ severity: ['high'] }, 10);
    expect(capped.approximate).toBe(true);
    // The tenant has fewer rows than the sample, so the sampled share is the exact share.
    expect(capped.filtered).toBe(Math.round((exact.filtered / exact.total) * capped.total));
  });
});
