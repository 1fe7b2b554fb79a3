import {
  EGRESS_EVENT_COUNT_CAP,
  EGRESS_EVENT_LIST_RESOURCE,
  EGRESS_EVENT_VERDICTS,
  EGRESS_LIST_DEFAULTS,
} from 'shared-contracts';
import { EgressEventSchema } from 'shared-contracts/schemas';
import { egressEvents } from '../../db/schema';
import { defineListing } from '../../lib/listing';

/**
 * GET /egress-events: SPEC §2's egress filters (the date picker is `from`/`to` over Created), 100 a page by Created
 * descending (SPEC §9), search over host, user, source, destination, file, policy and category. Each row key, sort
 * and filter is the events' column of its name; each sort column has a `(tenant_id, column, id)` index. Counts read
 * the flow rollups where the filters allow (exact at any size), else count up to the cap and estimate beyond it.
 */
export const egressEventListing = defineListing(egressEvents, EgressEventSchema, EGRESS_EVENT_LIST_RESOURCE, {
  projection: {},
  defaultSortColumn: EGRESS_LIST_DEFAULTS.sortColumn,
  defaultPageSize: EGRESS_LIST_DEFAULTS.pageSize,
  maxPageSize: 1000,
  searchColumn: egressEvents.searchText,
  filters: {
    dataType: egressEvents.dataTypes,
    policyVerdict: { column: egressEvents.policyVerdict, values: EGRESS_EVENT_VERDICTS },
  },
  countCap: EGRESS_EVENT_COUNT_CAP,
  // The lineage's flow rollups carry the verdict, source, channel and destination under the events' column names.
  countRollup: {
    daily: 'egress_flows_daily',
    hourly: 'egress_flows_hourly',
    rows: 'events',
    filters: ['policyVerdict', 'source', 'egressChannel', 'destination'],
  },
  csv: { first: ['created', 'id'] },
});

/** Columns of an event row as the list, the detail and the export read them. */
export const EGRESS_EVENT_PROJECTION = egressEventListing.projection;
