import { sql } from 'drizzle-orm';
import type { TenantIncidentListItem } from 'shared-contracts';
import { readRawInScope, tenantIdArray } from '../../db/scope-read';
import { incidentListing } from '../../modules/incidents/incident-listing';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { readPage } from './listing-sql';
import { parseListQuery } from './parse-list-query';

// Over All tenants a search first walks each tenant's window of the sort's index, cut where a tenant's window ends
// before it holds a page of matches: whatever the window's size, the pages are those of the plain search over the
// scope, in the keyset's order (sort value, id, tenant).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SCOPE = ['acme-corp', 'globex', 'initech'];

/** `tenant/id` of every row of a search over all its pages, with a search window of `window` rows (shared by the tenants). */
async function pagedKeys(window: number, tenants: string[], raw: Record<string, unknown>): Promise<string[]> {
  const definition = { ...incidentListing, searchWindow: window };
  const keys: string[] = [];
  let nextToken: string | undefined;
  do {
    const query = parseListQuery(definition, { ...raw, ...(nextToken && { nextToken }) });
    const page: { rows: TenantIncidentListItem[]; nextToken: string | null } = await readPage(
      t.database,
      { scope: SCOPE, tenants },
      definition,
      query,
    );
    keys.push(...page.rows.map((row) => `${row.tenantId}/${row.id}`));
    nextToken = page.nextToken ?? undefined;
  } while (nextToken);
  return keys;
}

/** The same search straight from the table over the tenants, in the keyset's order. */
async function expectedKeys(tenants: string[], term: string, order: string): Promise<string[]> {
  const rows = await readRawInScope(
    t.database,
    SCOPE,
    sql`SELECT tenant_id || '/' || id::text AS key FROM incidents
        WHERE tenant_id = ANY (${tenantIdArray(tenants)}) AND search_text LIKE ${`%${term}%`}
        ORDER BY ${sql.raw(order)}`,
  );
  return rows.map((row) => String(row.key));
}

/** A term of many tenants' rows (their most common destination) and one of a single row (a host name). */
async function terms(): Promise<{ common: string; rare: string }> {
  const scope = tenantIdArray(SCOPE);
  const [common] = await readRawInScope(
    t.database,
    SCOPE,
    sql`SELECT lower(destination) AS term FROM incidents WHERE tenant_id = ANY (${scope}) AND destination <> ''
        GROUP BY 1 HAVING count(DISTINCT tenant_id) > 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  );
  const [rare] = await readRawInScope(
    t.database,
    SCOPE,
    sql`SELECT lower(hostname) AS term FROM incidents WHERE tenant_id = ANY (${scope}) AND hostname <> ''
        GROUP BY 1 ORDER BY count(*), 1 LIMIT 1`,
  );
  return { common: String(common!.term), rare: String(rare!.term) };
}

describe('a searched page over All tenants', () => {
  it.each([1, 4, 30, 100_000])(
    'pages a common term as the plain search over the scope does (a search window of %i rows)',
    async (window) => {
      const { common } = await terms();
      const expected = await expectedKeys(SCOPE, common, 'created DESC, id DESC, tenant_id DESC');
      expect(new Set(expected.map((key) => key.split('/')[0])).size).toBeGreaterThan(1);
      expect(expected.length).toBeGreaterThan(9);
      expect(await pagedKeys(window, SCOPE, { search: common.toUpperCase(), pageSize: 3 })).toEqual(expected);
    },
  );

  it.each([1, 5, 100_000])(
    'pages a rare term sorted by severity, and over two tenants of the scope, as the plain search does (window %i)',
    async (window) => {
      const { rare } = await terms();
      const order = 'severity_rank ASC, id ASC, tenant_id ASC';
      const expected = await expectedKeys(SCOPE, rare, order);
      expect(expected.length).toBeGreaterThan(0);
      const raw = { search: rare, pageSize: 2, sortColumn: 'severity', sortOrder: 'asc' };
      expect(await pagedKeys(window, SCOPE, raw)).toEqual(expected);
      const two = ['globex', 'initech'];
      expect(
        await pagedKeys(window, two, { search: 'e', pageSize: 7, sortColumn: 'severity', sortOrder: 'asc' }),
      ).toEqual(await expectedKeys(two, 'e', order));
    },
  );

  it('finds nothing for a term no row holds, whatever the window', async () => {
    for (const window of [1, 100_000])
      expect(await pagedKeys(window, SCOPE, { search: 'no-such-term-7f3a' })).toEqual([]);
  });
});
