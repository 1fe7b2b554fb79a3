import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { LINEAGE_COMBINATION_LIMIT, LINEAGE_FLOW_LIMIT } from 'shared-contracts';
import type { Lineage, LineageCombination } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { LineageCombinationSchema, LineageFlowSchema } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { matchConditions, scope } from '../../lib/listing';
import type { ListingQuery } from '../../lib/listing';
import { splitDaysAndHours } from '../dashboard/range';
import { egressEventListing } from './egress-event-listing';

/** A flow with the counts of all the flows (window functions), read once from the first row. */
const FlowRow = Type.Object({
  ...LineageFlowSchema.properties,
  totalFlows: Type.Integer(),
  totalEvents: Type.Integer(),
});

/** The events a lineage call reads: the tenant's up to the cutoff, matching the list's filters, search and range. */
function matching(tenantId: string, query: ListingQuery): SQL {
  const conditions = [...scope(egressEventListing, tenantId, query), ...matchConditions(egressEventListing, query)];
  return sql.join(conditions, sql` AND `);
}

/** The filters the flow rollups (egress_flows_daily/hourly) carry, under the same column names as the events. */
const ROLLUP_FILTERS = new Set(egressEventListing.countRollup?.filters);

/** Whether a query filters on nothing but what the flow rollups carry (and the time range): no search either. */
export function readsFlowRollups(query: ListingQuery): boolean {
  if (query.search.trim() !== '') return false;
  return Object.entries(query.filters).every(
    ([key, value]) => ROLLUP_FILTERS.has(key) || (Array.isArray(value) && value.length === 0),
  );
}

/**
 * How a rollup read splits the query's range (`from` to `to` or the cutoff, both inclusive): the whole UTC days
 * (`days`, on a daily table's `day`), the whole hours of the partial days (`hours`, on an hourly table's `hour`) and
 * the partial hours at the ends (`raw`, on the events' `created`); `filtered`, the tenant and the query's filters, on
 * the columns the flow rollups share with egress_events.
 */
function rollupParts(tenantId: string, query: ListingQuery, options: { endFromRollup?: boolean } = {}) {
  const end = Math.min(query.cutoff.getTime(), query.to?.getTime() ?? Infinity) + 1;
  const start = Math.min(query.from?.getTime() ?? 0, end);
  const filtered = sql.join(
    [
      sql`tenant_id = ${tenantId}`,
      ...matchConditions(egressEventListing, { ...query, from: undefined, to: undefined }),
    ],
    sql` AND `,
  );
  return { filtered, ...splitDaysAndHours({ start: new Date(start), end: new Date(end) }, options) };
}

/**
 * The matching events' flows with events and volume. From the flow rollups when the query allows it, so the figures
 * are exact (rollupParts; the end's partial hour may be its rollup row less the events after the end,
 * endHourFromRollup); else grouped from the matching events.
 */
function flows(tenantId: string, query: ListingQuery): SQL {
  if (!readsFlowRollups(query)) {
    return sql`SELECT source AS origin, egress_channel AS channel, destination, count(*)::int AS events,
        sum(data_volume)::float8 AS volume
      FROM egress_events WHERE ${matching(tenantId, query)}
      GROUP BY source, egress_channel, destination`;
  }
  const { filtered, days, hours, raw, after } = rollupParts(tenantId, query, { endFromRollup: true });
  return sql`SELECT source AS origin, egress_channel AS channel, destination, sum(events)::int AS events,
      sum(volume)::float8 AS volume FROM (
        SELECT source, egress_channel, destination, events, volume FROM egress_flows_daily WHERE ${filtered} AND ${days}
        UNION ALL
        SELECT source, egress_channel, destination, events, volume FROM egress_flows_hourly WHERE ${filtered} AND ${hours}
        UNION ALL
        SELECT source, egress_channel, destination, 1, data_volume FROM egress_events WHERE ${filtered} AND ${raw}
        UNION ALL
        SELECT source, egress_channel, destination, -1, -data_volume FROM egress_events WHERE ${filtered} AND ${after}
      ) AS parts
    GROUP BY source, egress_channel, destination HAVING sum(events) > 0`;
}

/**
 * The distinct users of each flow of the matching events (`origin`, `channel`, `destination`, `users`), from the flow
 * users rollups (a query readsFlowRollups allows): each part's set of user numbers as a bit string (the raw events'
 * one bit each), padded to the widest and OR-ed per flow, its bits counted. Exact, as the events' own count.
 */
function flowUsers(tenantId: string, query: ListingQuery): SQL {
  const { filtered, days, hours, raw } = rollupParts(tenantId, query);
  return sql`SELECT source AS origin, egress_channel AS channel, destination,
      bit_count(bit_or(users || repeat('0', width - length(users))::bit varying))::int AS users
    FROM (
      SELECT source, egress_channel, destination, users, max(length(users)) OVER () AS width FROM (
        SELECT source, egress_channel, destination, users FROM egress_flow_users_daily WHERE ${filtered} AND ${days}
        UNION ALL
        SELECT source, egress_channel, destination, users FROM egress_flow_users_hourly WHERE ${filtered} AND ${hours}
        UNION ALL
        SELECT e.source, e.egress_channel, e.destination, set_bit(repeat('0', u.n + 1)::bit varying, u.n, 1)
        FROM (SELECT DISTINCT tenant_id, username, source, egress_channel, destination FROM egress_events
              WHERE ${filtered} AND ${raw}) AS e
          JOIN egress_user_numbers u ON u.tenant_id = e.tenant_id AND u.username = e.username
      ) AS parts
    ) AS sized
    GROUP BY source, egress_channel, destination`;
}

/**
 * GET /high-level-lineage: the flows of the matching events from origin (the source application or site) through
 * egress channel to destination, the largest LINEAGE_FLOW_LIMIT by events, with how many flows and events there are.
 */
export async function highLevelLineage(tx: Tx, tenantId: string, query: ListingQuery): Promise<Lineage> {
  const rows = await queryRows(
    tx,
    sql`SELECT origin, channel, destination, events, volume,
          count(*) OVER ()::int AS "totalFlows", sum(events) OVER ()::int AS "totalEvents"
        FROM (${flows(tenantId, query)}) AS f
        ORDER BY events DESC, origin, channel, destination
        LIMIT ${LINEAGE_FLOW_LIMIT}`,
    FlowRow,
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

/**
 * GET /high-level-lineage/combinations: the distinct combinations with their events, users and volume. From the flow
 * rollups and the flow users rollups when the query allows it (readsFlowRollups: 90 days of 10M events in
 * milliseconds, not seconds); else grouped from the matching events.
 */
export async function lineageCombinations(
  tx: Tx,
  tenantId: string,
  query: ListingQuery,
): Promise<LineageCombination[]> {
  if (readsFlowRollups(query)) {
    return queryRows(
      tx,
      sql`SELECT f.origin, f.channel, f.destination, f.events, coalesce(u.users, 0)::int AS users, f.volume
          FROM (${flows(tenantId, query)}) AS f
            LEFT JOIN (${flowUsers(tenantId, query)}) AS u
              ON u.origin = f.origin AND u.channel = f.channel AND u.destination = f.destination
          ORDER BY f.events DESC, f.origin, f.channel, f.destination
          LIMIT ${LINEAGE_COMBINATION_LIMIT}`,
      LineageCombinationSchema,
    );
  }
  return queryRows(
    tx,
    sql`SELECT source AS origin, egress_channel AS channel, destination, count(*)::int AS events,
          count(DISTINCT username)::int AS users, sum(data_volume)::float8 AS volume
        FROM egress_events WHERE ${matching(tenantId, query)}
        GROUP BY source, egress_channel, destination
        ORDER BY events DESC, origin, channel, destination
        LIMIT ${LINEAGE_COMBINATION_LIMIT}`,
    LineageCombinationSchema,
  );
}
