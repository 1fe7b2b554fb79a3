import { sql } from 'drizzle-orm';
import { inlineSql } from '../../db/inline-sql';
import { withTenant } from '../../db/tenant-scope';
import { egressEventListing } from '../../modules/egress-events/egress-event-listing';
import { incidentListing } from '../../modules/incidents/incident-listing';
import { uncheckedRows } from '../../testing/query-rows';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { cappedCountStatement, countListing, countPlan, countRowsCapped } from './capped-count';
import type { ListingDefinition, ListingQuery } from './listing-definition';
import { parseListQuery } from './parse-list-query';
import type { RawListQuery } from './parse-list-query';

const TENANT = 'acme-corp';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
/** The first and last event of the tenant (ms). */
let first: number;
let last: number;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await withTenant(t.database, TENANT, (tx) =>
    uncheckedRows<{ first: string; last: string }>(
      tx,
      sql`SELECT min(created)::text AS first, max(created)::text AS last FROM egress_events WHERE tenant_id = ${TENANT}`,
    ),
  );
  first = Date.parse(row!.first);
  last = Date.parse(row!.last);
});
afterAll(() => t.close());

/** The same listing without its rollup: both counts exact under a cap above every tenant's rows. */
const uncounted: ListingDefinition<unknown> = { ...egressEventListing, countRollup: undefined };
const truthOf = (query: ListingQuery) => countRowsCapped(t.database, TENANT, uncounted, query, 1_000_000_000);
const query = (raw: RawListQuery, cutoff?: number) =>
  parseListQuery(egressEventListing, raw, cutoff === undefined ? undefined : new Date(cutoff));
const iso = (ms: number) => new Date(ms).toISOString();

describe('counts from the rollup', () => {
  it('reads the rollup where every filter is one the rollup carries and there is no search', () => {
    expect(countPlan(egressEventListing, query({}))).toBe('rollup');
    expect(countPlan(egressEventListing, query({ policyVerdict: ['BLOCK'], egressChannel: ['Email'] }))).toBe('rollup');
    expect(countPlan(egressEventListing, query({ destination: ['chat.openai.com'], from: iso(first) }))).toBe('rollup');
    expect(countPlan(egressEventListing, query({ username: ['user.7'] }))).toBe('rollupTotal');
    expect(countPlan(egressEventListing, query({ search: 'crm' }))).toBe('rollupTotal');
    expect(countPlan(egressEventListing, query({ dataVolumeMin: 10 }))).toBe('rollupTotal');
    expect(countPlan(egressEventListing, { ...query({}), excludedId: '00000000-0000-4000-8000-000000000000' })).toBe(
      'capped',
    );
    expect(countPlan(uncounted, query({}))).toBe('capped');
    const incidentsPlan = (raw: RawListQuery) => countPlan(incidentListing, parseListQuery(incidentListing, raw));
    expect(incidentsPlan({ severity: ['high'], status: ['open'] })).toBe('rollup');
    expect(incidentsPlan({ severity: ['high'], flagged: true })).toBe('rollupTotal');
  });

  it("keeps the incidents' counts by severity and status exact over ranges that cut hours and days", async () => {
    const plain: ListingDefinition<unknown> = { ...incidentListing, countRollup: undefined };
    const [row] = await withTenant(t.database, TENANT, (tx) =>
      uncheckedRows<{ first: string; last: string }>(
        tx,
        sql`SELECT min(created)::text AS first, max(created)::text AS last FROM incidents WHERE tenant_id = ${TENANT}`,
      ),
    );
    const [from, to] = [Date.parse(row!.first), Date.parse(row!.last)];
    const odd = 17 * 60_000 + 23_456;
    const cases: [RawListQuery, number | undefined][] = [
      [{}, undefined],
      [{ severity: ['high', 'medium'], status: ['open'] }, undefined],
      [{ status: ['resolved'], from: iso(from + DAY + odd), to: iso(to - DAY - odd) }, undefined],
      [{ severity: ['low'] }, Math.floor((from + to) / 2) + odd],
    ];
    for (const [raw, cutoff] of cases) {
      const counted = parseListQuery(incidentListing, raw, cutoff === undefined ? undefined : new Date(cutoff));
      const truth = await countRowsCapped(t.database, TENANT, plain, counted, 1_000_000_000);
      expect(truth.filtered).toBeGreaterThan(0);
      const counts = await countRowsCapped(t.database, TENANT, incidentListing, counted, 1);
      expect({ raw, counts }).toEqual({ raw, counts: { ...truth, approximate: false } });
    }
  });

  it('is exact at any size: equal to a count of the rows for filters, ranges and cutoffs that cut hours and days', async () => {
    const span = last - first;
    expect(span).toBeGreaterThan(2 * DAY);
    const odd = 17 * 60_000 + 23_456;
    const cases: [RawListQuery, number | undefined][] = [
      [{}, undefined],
      [{ policyVerdict: ['CHALLENGE'] }, undefined],
      [{ policyVerdict: ['BLOCK', 'NOT_COVERED'], egressChannel: ['Email', 'Web'] }, undefined],
      // A cutoff inside an hour, and one on the hour (the hour that ends there is whole).
      [{}, first + Math.floor(span / 2) + odd],
      [{ egressChannel: ['Email'] }, Math.floor((first + span / 3) / HOUR) * HOUR],
      // Ranges: over days with partial hours at both ends, within a day, within an hour, ending past the cutoff.
      [{ from: iso(first + DAY + odd), to: iso(last - DAY - odd) }, undefined],
      [{ from: iso(first + odd), to: iso(first + 5 * HOUR + odd) }, undefined],
      [{ from: iso(first + HOUR + odd), to: iso(first + HOUR + 2 * odd) }, undefined],
      [{ policyVerdict: ['NOT_COVERED'], from: iso(first + DAY) }, last - HOUR - odd],
      [{ to: iso(last + DAY) }, last - 3 * DAY + odd],
    ];
    let nonEmpty = 0;
    for (const [raw, cutoff] of cases) {
      const counted = query(raw, cutoff);
      const truth = await truthOf(counted);
      if (truth.filtered > 0) nonEmpty += 1;
      // Cap 1: a capped count would be an estimate here; the rollup's is exact.
      const counts = await countRowsCapped(t.database, TENANT, egressEventListing, counted, 1);
      expect({ raw, cutoff, counts }).toEqual({ raw, cutoff, counts: { ...truth, approximate: false } });
      expect({ raw, cutoff, counts: await countListing(t.database, TENANT, egressEventListing, counted) }).toEqual({
        raw,
        cutoff,
        counts,
      });
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(cases.length - 2);
  });

  it('counts what the rollup holds, not the raw rows: whole days and hours are read from it', () => {
    // The statement of a rollup count names the rollup tables and counts raw rows only outside the whole hours.
    const statement = inlineSql(
      cappedCountStatement(egressEventListing, TENANT, query({ egressChannel: ['Email'] }), 1),
    );
    expect(statement).toContain('egress_flows_daily');
    expect(statement).toContain('egress_flows_hourly');
    expect(statement).not.toContain('TABLESAMPLE');
  });

  it('keeps the total exact and marks a filtered estimate beyond the cap approximate', async () => {
    const users = await withTenant(t.database, TENANT, (tx) =>
      uncheckedRows<{ username: string }>(
        tx,
        sql`SELECT username FROM egress_events WHERE tenant_id = ${TENANT} GROUP BY username ORDER BY count(*) DESC LIMIT 2`,
      ),
    );
    const counted = query({ username: users.map((row) => row.username) });
    const truth = await truthOf(counted);
    expect(truth.filtered).toBeGreaterThan(1);
    const counts = await countRowsCapped(t.database, TENANT, egressEventListing, counted, 1);
    expect(counts.approximate).toBe(true);
    expect(counts.total).toBe(truth.total);
    // The demo tenant is smaller than the sample: the estimate reads all its rows and meets the truth.
    expect(counts.filtered).toBe(truth.filtered);
    // Under the cap the filtered count is exact.
    expect(await countRowsCapped(t.database, TENANT, egressEventListing, counted, truth.filtered)).toEqual({
      ...truth,
      approximate: false,
    });
  });

  it('estimates a search beyond the cap from the sample, the total from the rollup', async () => {
    const counted = query({ search: 'e' });
    const truth = await truthOf(counted);
    expect(truth.filtered).toBeGreaterThan(1);
    expect(await countRowsCapped(t.database, TENANT, egressEventListing, counted, 1)).toEqual({
      ...truth,
      approximate: true,
    });
  });
});
