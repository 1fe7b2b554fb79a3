import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { withTenant } from '../../db/tenant-scope';
import type { ListingDefinition } from './listing-definition';
import { keysetRows } from './listing-sql';
import { parseListQuery } from './parse-list-query';

/** The tenant the warm-up plans under: EXPLAIN reads no row, so it names no real tenant. */
const WARM_UP_TENANT = 'pool-warm-up';

/** What {@link warmPool} did: the connections it opened and planned on, and how long it took. */
export interface WarmUp {
  connections: number;
  ms: number;
}

/** The first page of each listing with the query defaults (what a grid asks first), for {@link warmPool} to plan. */
export function firstPages(definitions: readonly ListingDefinition<unknown>[]): SQL[] {
  return definitions.map((definition) => {
    const query = parseListQuery(definition, {});
    return keysetRows(definition, WARM_UP_TENANT, query, {
      select: sql.raw(definition.projection.sql),
      limit: query.pageSize + 1,
    });
  });
}

/**
 * Opens every connection of a server's pool at once and plans `statements` on each in a tenant scope (EXPLAIN: no
 * row is read). A new connection costs the sign-in, and its backend's first plan of a table loads the catalog
 * (14 ms for the incidents' first page against 0.3 ms after): done before the API listens, the first requests
 * after a start do not pay them (api/README.md, "The list under load": autocannon's first 10 s after a start, p99
 * 68 to 75 ms without, 46 to 58 ms with). Nothing on PGlite, which has one in-process connection. Best effort: a
 * connection the server cannot give now (its `max_connections` reached) is opened later, on demand, as before.
 */
export async function warmPool(database: Database, statements: readonly SQL[]): Promise<WarmUp> {
  const { pool } = database;
  if (!pool) return { connections: 0, ms: 0 };
  const started = performance.now();
  // Each scope holds its connection until it ends, so as many scopes at once open as many connections.
  const results = await Promise.allSettled(
    Array.from({ length: pool.options.max }, () =>
      withTenant(database, WARM_UP_TENANT, async (tx) => {
        for (const statement of statements) await tx.execute(sql`EXPLAIN ${statement}`);
      }),
    ),
  );
  const connections = results.filter((result) => result.status === 'fulfilled').length;
  return { connections, ms: Math.round(performance.now() - started) };
}
