import { sql } from 'drizzle-orm';
import { AUDIT_LOG_COUNT_CAP } from 'shared-contracts';
import { uncheckedRows } from '../../testing/query-rows';
import { withMaintenance } from '../../db/tenant-scope';
import { auditLogListing } from '../../modules/audit-logs/audit-log-listing';
import { incidentListing } from '../../modules/incidents/incident-listing';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { countListing, countRowsCapped } from './capped-count';
import type { ListingDefinition, ListingQuery } from './listing-definition';
import { parseListQuery } from './parse-list-query';

// Another tenant's bulk in the same table: Globex gets more audit entries than the cap, Acme keeps its few.
const GLOBEX_ROWS = AUDIT_LOG_COUNT_CAP + 20_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await withMaintenance(t.database, async (tx) => {
    // The table's search indexes (not its unique ones) are built again after the bulk, as a bulk load does, instead
    // of being kept up row by row: the same indexes in a fraction of the time.
    const rows = await uncheckedRows<{ name: string; definition: string }>(
      tx,
      sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition from pg_index i
        join pg_class c on c.oid = i.indexrelid where i.indrelid = 'audit_logs'::regclass and not i.indisunique`,
    );
    for (const index of rows) await tx.execute(sql.raw(`drop index "${index.name}"`));
    await tx.execute(sql`insert into audit_logs (tenant_id, dashboard_user_id, user_identifier, page, action, outcome)
      select 'globex', 'U-bulk', 'bulk@globex.example', 'Lists', (array['Create', 'Update', 'Delete'])[1 + g % 3],
        'Success' from generate_series(1, ${GLOBEX_ROWS}) as g`);
    for (const index of rows) await tx.execute(sql.raw(index.definition));
  });
  await t.database.db.execute(sql`ANALYZE audit_logs`);
});
afterAll(() => t.close());

const exact = <Row>(definition: ListingDefinition<Row>, query: ListingQuery) =>
  countRowsCapped(t.database, 'acme-corp', definition, query, 1_000_000_000);

describe('counts beyond the cap', () => {
  it('sizes the sample from the tenant’s own rows: a small tenant in a big table is sampled whole', async () => {
    const query = parseListQuery(auditLogListing, { action: ['Logon'] });
    const truth = await exact(auditLogListing, query);
    expect(truth.total).toBeLessThan(5_000);
    // Cap 10: both counts are estimated. The table's size would give Acme a ~40% block sample (a guess off by
    // whatever those blocks hold); Acme's own size gives it every block it has, so the estimate is the truth.
    const capped = await countRowsCapped(t.database, 'acme-corp', auditLogListing, query, 10);
    expect(capped).toEqual({ ...truth, approximate: true });
  });

  it('caps the audit log’s count as well: beyond the cap it answers an estimate marked approximate', async () => {
    const token = await t.tokenFor('multi@globex.example');
    const response = await t.call({ method: 'GET', url: '/audit-logs/count', token, tenant: 'globex' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.approximate).toBe(true);
    expect(body.total).toBeGreaterThan(AUDIT_LOG_COUNT_CAP);
    expect(Math.abs(body.total - GLOBEX_ROWS) / GLOBEX_ROWS).toBeLessThan(0.05);
  });
});

describe('the time budget of an exact count', () => {
  // A filter whose condition sleeps 20 ms once per statement (an uncorrelated subquery): the exact count cannot
  // finish within a 1 ms budget, whatever the machine's speed.
  const slow: ListingDefinition<unknown> = {
    ...incidentListing,
    filters: { ...incidentListing.filters, flagged: { kind: 'boolean', column: '(SELECT true FROM pg_sleep(0.02))' } },
  } as ListingDefinition<unknown>;
  const query = parseListQuery(slow, { flagged: true, severity: ['high'] });

  it('stays exact within the budget', async () => {
    const counts = await countListing(t.database, 'acme-corp', incidentListing, parseListQuery(incidentListing, {}));
    expect(counts.approximate).toBe(false);
  });

  it('past the budget answers the estimate marked approximate (PostgreSQL server; PGlite has no statement timer)', async () => {
    const truth = await exact(slow, query);
    const counts = await countListing(t.database, 'acme-corp', slow, query, 1);
    if (t.database.driver === 'pglite') expect(counts).toEqual(truth);
    // The demo tenant is smaller than the sample: the estimate reads all its rows and meets the truth.
    else expect(counts).toEqual({ ...truth, approximate: true });
  });
});
