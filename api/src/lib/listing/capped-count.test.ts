import { sql } from 'drizzle-orm';
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
