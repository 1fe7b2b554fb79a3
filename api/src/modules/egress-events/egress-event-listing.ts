import { EGRESS_EVENT_COUNT_CAP, EGRESS_EVENT_VERDICTS, EGRESS_LIST_DEFAULTS } from 'shared-contracts';
import type { EgressEvent, EgressEventSortColumn } from 'shared-contracts';
import { EgressEventSchema } from 'shared-contracts/schemas';
import { csvColumnsFrom, isoText, projectionOf, rowReader } from '../../lib/listing';
import type { ListingDefinition, SortType } from '../../lib/listing';

/** Columns of an event row as the list, the detail and the export read them. */
export const EGRESS_EVENT_PROJECTION = projectionOf(EgressEventSchema, {
  id: 'egress_events.id::text',
  created: isoText('egress_events.created'),
  hostname: 'egress_events.hostname',
  username: 'egress_events.username',
  source: 'egress_events.source',
  destination: 'egress_events.destination',
  destinationType: 'egress_events.destination_type',
  egressChannel: 'egress_events.egress_channel',
  dataTypes: 'egress_events.data_types',
  contentCategory: 'egress_events.content_category',
  mipLabel: 'egress_events.mip_label',
  dataVolume: 'egress_events.data_volume::float8',
  totalHitCount: 'egress_events.total_hit_count',
  policyName: 'egress_events.policy_name',
  policyVerdict: 'egress_events.policy_verdict',
  fileName: 'egress_events.file_name',
});

/** A raw row of {@link EGRESS_EVENT_PROJECTION} as the DTO. */
const toEgressEvent = rowReader(EgressEventSchema);

/** Each sort column of the contract, backed by a `(tenant_id, column, id)` index of egress_events. */
const SORT_COLUMNS = {
  created: { column: 'created', type: 'timestamp' },
  hostname: { column: 'hostname', type: 'text' },
  username: { column: 'username', type: 'text' },
  destination: { column: 'destination', type: 'text' },
  dataVolume: { column: 'data_volume', type: 'number' },
  totalHitCount: { column: 'total_hit_count', type: 'number' },
} as const satisfies Record<EgressEventSortColumn, { column: string; type: SortType }>;

/**
 * GET /egress-events: SPEC §2's egress filters (the date picker is `from`/`to` over Created), 100 a page by Created
 * descending (SPEC §9), search over host, user, source, destination, file, policy and category.
 */
export const egressEventListing: ListingDefinition<EgressEvent> = {
  table: 'egress_events',
  idColumn: 'id',
  createdColumn: 'created',
  sortColumns: SORT_COLUMNS,
  defaultSortColumn: EGRESS_LIST_DEFAULTS.sortColumn,
  defaultPageSize: EGRESS_LIST_DEFAULTS.pageSize,
  maxPageSize: 1000,
  searchColumn: 'search_text',
  filters: {
    source: { kind: 'in', column: 'source' },
    dataType: { kind: 'overlaps', column: 'data_types' },
    contentCategory: { kind: 'in', column: 'content_category' },
    mipLabel: { kind: 'in', column: 'mip_label' },
    egressChannel: { kind: 'in', column: 'egress_channel' },
    dataVolume: { kind: 'range', column: 'data_volume', type: 'bigint' },
    policyName: { kind: 'in', column: 'policy_name' },
    policyVerdict: { kind: 'in', column: 'policy_verdict', values: EGRESS_EVENT_VERDICTS },
    hostname: { kind: 'in', column: 'hostname' },
    username: { kind: 'in', column: 'username' },
    destination: { kind: 'in', column: 'destination' },
    totalHitCount: { kind: 'range', column: 'total_hit_count', type: 'integer' },
  },
  projection: EGRESS_EVENT_PROJECTION,
  toRow: toEgressEvent,
  countCap: EGRESS_EVENT_COUNT_CAP,
  csvColumns: csvColumnsFrom(EgressEventSchema, EGRESS_EVENT_PROJECTION, [
    'created',
    'id',
    'hostname',
    'username',
    'source',
    'destination',
    'destinationType',
    'egressChannel',
    'dataTypes',
    'contentCategory',
    'mipLabel',
    'dataVolume',
    'totalHitCount',
    'policyName',
    'policyVerdict',
    'fileName',
  ]),
};
