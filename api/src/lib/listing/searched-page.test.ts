import { sql } from 'drizzle-orm';
import type { EgressEvent } from 'shared-contracts';
import { uncheckedRows } from '../../testing/query-rows';
import { withTenant } from '../../db/tenant-scope';
import { egressEventListing } from '../../modules/egress-events/egress-event-listing';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { listPage } from './listing-sql';
import { parseListQuery } from './parse-list-query';

// A searched page first walks a window of the sort's index (row-level security keeps the trigram index out of reach),
// then reads on after the window: whatever the window's size, the pages are those of the plain search.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TENANT = 'acme-corp';

/** The ids of a search over every page, with a window of `window` rows. */
async function pagedIds(window: number, raw: Record<string, unknown>): Promise<string[]> {
  const definition = { ...egressEventListing, searchWindow: window };
  const ids: string[] = [];
  let nextToken: string | undefined;
  do {
    const query = parseListQuery(definition, { ...raw, ...(nextToken && { nextToken }) });
    const page: { rows: EgressEvent[]; nextToken: string | null } = await withTenant(t.database, TENANT, (tx) =>
      listPage(tx, TENANT, definition, query),
    );
    ids.push(...page.rows.map((row) => row.id));
    nextToken = page.nextToken ?? undefined;
  } while (nextToken);
  return ids;
}

/** The same search straight from the table, in the same order. */
async function expectedIds(term: string, order: string): Promise<string[]> {
  const rows = await withTenant(t.database, TENANT, (tx) =>
    uncheckedRows<{ id: string }>(
      tx,
      sql`SELECT id::text AS id FROM egress_events WHERE tenant_id = ${TENANT} AND search_text LIKE ${`%${term}%`}
          ORDER BY ${sql.raw(order)}`,
    ),
  );
  return rows.map((row) => row.id);
}

describe('a searched page', () => {
  it.each([1, 7, 60, 333, 100_000])(
    'pages a common term as the plain search does (window of %i rows)',
    async (window) => {
      const expected = await expectedIds('xlsx', 'created DESC, id DESC');
      expect(expected.length).toBeGreaterThan(25);
      expect(await pagedIds(window, { search: 'XLSX', pageSize: 10 })).toEqual(expected);
    },
  );

  it.each([5, 500])(
    'pages a rare term, sorted by user, as the plain search does (window of %i rows)',
    async (window) => {
      const [rare] = await withTenant(t.database, TENANT, (tx) =>
        uncheckedRows<{ username: string }>(
          tx,
          sql`SELECT username FROM egress_events WHERE tenant_id = ${TENANT} GROUP BY username ORDER BY count(*), username LIMIT 1`,
        ),
      );
      const expected = await expectedIds(rare!.username, 'username ASC, id ASC');
      expect(expected.length).toBeGreaterThan(0);
      const ids = await pagedIds(window, {
        search: rare!.username,
        pageSize: 3,
        sortColumn: 'username',
        sortOrder: 'asc',
      });
      expect(ids).toEqual(expected);
    },
  );

  it('finds nothing for a term no row holds, whatever the window', async () => {
    expect(await pagedIds(10, { search: 'no-such-term-7f3a' })).toEqual([]);
  });
});
