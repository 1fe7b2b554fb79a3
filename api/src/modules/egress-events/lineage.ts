import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { LINEAGE_COMBINATION_LIMIT, LINEAGE_FLOW_LIMIT } from 'shared-contracts';
import type { Lineage, LineageCombination } from 'shared-contracts';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { matchConditions, scope } from '../../lib/listing';
import type { ListingQuery } from '../../lib/listing';
import { egressEventListing } from './egress-event-listing';

/** The events a lineage call reads: the tenant's up to the cutoff, matching the list's filters, search and range. */
function matching(tenantId: string, query: ListingQuery): SQL {
  const conditions = [...scope(egressEventListing, tenantId, query), ...matchConditions(egressEventListing, query)];
  return sql.join(conditions, sql` AND `);
}

/**
 * GET /high-level-lineage: the flows of the matching events from origin (the source application or site) through
 * egress channel to destination, the largest LINEAGE_FLOW_LIMIT by events, with how many flows and events there are.
 */
export async function highLevelLineage(tx: Tx, tenantId: string, query: ListingQuery): Promise<Lineage> {
  const rows = await queryRows<{
    origin: string;
    channel: string;
    destination: string;
    events: number;
    volume: number;
    totalFlows: number;
    totalEvents: number;
  }>(
    tx,
    sql`SELECT origin, channel, destination, events, volume,
          count(*) OVER ()::int AS "totalFlows", sum(events) OVER ()::int AS "totalEvents"
        FROM (SELECT source AS origin, egress_channel AS channel, destination, count(*)::int AS events,
                sum(data_volume)::float8 AS volume
              FROM egress_events WHERE ${matching(tenantId, query)}
              GROUP BY source, egress_channel, destination) AS f
        ORDER BY events DESC, origin, channel, destination
        LIMIT ${LINEAGE_FLOW_LIMIT}`,
  );
  return {
    flows: rows.map(({ origin, channel, destination, events, volume }) => ({
      origin,
      channel,
      destination,
      events,
      volume,
    })),
    totalFlows: rows[0]?.totalFlows ?? 0,
    totalEvents: rows[0]?.totalEvents ?? 0,
  };
}

/** GET /high-level-lineage/combinations: the distinct combinations with their events, users and volume. */
export async function lineageCombinations(
  tx: Tx,
  tenantId: string,
  query: ListingQuery,
): Promise<LineageCombination[]> {
  return queryRows<LineageCombination>(
    tx,
    sql`SELECT source AS origin, egress_channel AS channel, destination, count(*)::int AS events,
          count(DISTINCT username)::int AS users, sum(data_volume)::float8 AS volume
        FROM egress_events WHERE ${matching(tenantId, query)}
        GROUP BY source, egress_channel, destination
        ORDER BY events DESC, origin, channel, destination
        LIMIT ${LINEAGE_COMBINATION_LIMIT}`,
  );
}
