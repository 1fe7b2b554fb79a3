import {
  EXCEPTION_REQUEST_TYPES,
  EXCEPTION_STATUSES,
  INCIDENT_COUNT_CAP,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  POLICY_VERDICTS,
} from 'shared-contracts';
import type { IncidentListItem } from 'shared-contracts';
import { IncidentListItemSchema } from 'shared-contracts/schemas';
import { csvColumnsFrom, isoText, projectionOf, rowReader } from '../../lib/listing';
import type { ListingDefinition } from '../../lib/listing';

/** The assignee's display name beside each incident, looked up once per assignee (PostgreSQL memoizes it). */
export const INCIDENT_JOINS = `LEFT JOIN LATERAL (SELECT coalesce(nullif(u.name, ''), u.email) AS assignee_name
    FROM users u WHERE u.id = incidents.assigned_to) AS assignee ON true`;

/** Columns of an incident row as the list, the detail and the export read them (over incidents and its joins). */
export const INCIDENT_PROJECTION = projectionOf(IncidentListItemSchema, {
  id: 'incidents.id::text',
  created: isoText('incidents.created'),
  updated: isoText('updated'),
  policyType: 'policy_type',
  title: 'title',
  severity: 'severity',
  status: 'status',
  assignedTo: 'assigned_to',
  assignedToName: 'assignee.assignee_name',
  flagged: 'flagged',
  exceptionRequestStatus: 'exception_request_status',
  exceptionRequestType: 'exception_request_type',
  eventId: 'event_id::text',
  policyName: 'policy_name',
  policyVerdict: 'policy_verdict',
  hostname: 'hostname',
  username: 'username',
  source: 'source',
  destination: 'destination',
  egressChannel: 'egress_channel',
  dataTypes: 'data_types',
  contentCategory: 'content_category',
  mipLabel: 'mip_label',
  dataVolume: 'data_volume::float8',
  totalHitCount: 'total_hit_count',
  version: 'version',
});

/** A raw row of {@link INCIDENT_PROJECTION} as the DTO. */
const toIncidentListItem = rowReader(IncidentListItemSchema);

/** GET /incidents: SPEC §2's incident filters, search over title, host, user, destination, policy and source. */
export const incidentListing: ListingDefinition<IncidentListItem> = {
  table: 'incidents',
  joins: INCIDENT_JOINS,
  idColumn: 'id',
  createdColumn: 'created',
  sortColumns: {
    created: { column: 'created', type: 'timestamp' },
    updated: { column: 'updated', type: 'timestamp' },
    severity: { column: 'severity_rank', type: 'number' },
    status: { column: 'status', type: 'text' },
    assignedTo: { column: 'assignee_sort', type: 'text' },
    hostname: { column: 'hostname', type: 'text' },
    username: { column: 'username', type: 'text' },
    destination: { column: 'destination', type: 'text' },
    egressChannel: { column: 'egress_channel', type: 'text' },
    policyVerdict: { column: 'policy_verdict', type: 'text' },
    dataVolume: { column: 'data_volume', type: 'number' },
    totalHitCount: { column: 'total_hit_count', type: 'number' },
  },
  defaultSortColumn: 'created',
  defaultPageSize: 100,
  maxPageSize: 1000,
  searchColumn: 'search_text',
  filters: {
    source: { kind: 'in', column: 'source' },
    dataType: { kind: 'overlaps', column: 'data_types' },
    contentCategory: { kind: 'in', column: 'content_category' },
    mipLabel: { kind: 'in', column: 'mip_label' },
    egressChannel: { kind: 'in', column: 'egress_channel' },
    dataVolume: { kind: 'range', column: 'data_volume', type: 'bigint' },
    policyVerdict: { kind: 'in', column: 'policy_verdict', values: POLICY_VERDICTS },
    hostname: { kind: 'in', column: 'hostname' },
    username: { kind: 'in', column: 'username' },
    destination: { kind: 'in', column: 'destination' },
    totalHitCount: { kind: 'range', column: 'total_hit_count', type: 'integer' },
    severity: { kind: 'in', column: 'severity', values: INCIDENT_SEVERITIES },
    assignedTo: { kind: 'in', column: 'assigned_to', nullValue: 'unassigned' },
    status: { kind: 'in', column: 'status', values: INCIDENT_STATUSES },
    flagged: { kind: 'boolean', column: 'flagged' },
    exceptionRequestStatus: {
      kind: 'in',
      column: 'exception_request_status',
      values: EXCEPTION_STATUSES,
      nullValue: 'None',
    },
    exceptionRequestType: { kind: 'in', column: 'exception_request_type', values: EXCEPTION_REQUEST_TYPES },
  },
  projection: INCIDENT_PROJECTION,
  toRow: toIncidentListItem,
  countCap: INCIDENT_COUNT_CAP,
  csvColumns: csvColumnsFrom(
    IncidentListItemSchema,
    INCIDENT_PROJECTION,
    [
      'created',
      'id',
      'title',
      'severity',
      'status',
      'assignedToName',
      'flagged',
      'exceptionRequestStatus',
      'exceptionRequestType',
      'policyName',
      'policyVerdict',
      'hostname',
      'username',
      'source',
      'destination',
      'egressChannel',
      'dataTypes',
      'contentCategory',
      'mipLabel',
      'dataVolume',
      'totalHitCount',
    ],
    { assignedToName: (column) => `coalesce(${column('assignedToName')}, ${column('assignedTo')})` },
  ),
};
