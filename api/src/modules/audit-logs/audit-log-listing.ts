import { AUDIT_LOG_COUNT_CAP } from 'shared-contracts';
import type { AuditLogEntry } from 'shared-contracts';
import { AuditLogEntrySchema } from 'shared-contracts/schemas';
import { csvColumnsFrom, isoText, projectionOf, rowReader } from '../../lib/listing';
import type { ListingDefinition } from '../../lib/listing';

/** Columns of an audit entry as the list and the export read them. */
const AUDIT_LOG_PROJECTION = projectionOf(AuditLogEntrySchema, {
  id: 'id::text',
  created: isoText('created'),
  dashboardUserId: 'dashboard_user_id',
  user: 'user_identifier',
  page: 'page',
  action: 'action',
  outcome: 'outcome',
  objectId: 'object_id',
  objectCreated: isoText('object_created'),
  description: 'description',
});

/**
 * GET /audit-logs: filters User (the user as the entry names them, as the grid shows it), Page, Action, Outcome and the
 * date range; search over the text.
 */
export const auditLogListing: ListingDefinition<AuditLogEntry> = {
  table: 'audit_logs',
  idColumn: 'id',
  createdColumn: 'created',
  sortColumns: {
    created: { column: 'created', type: 'timestamp' },
    user: { column: 'user_identifier', type: 'text' },
    page: { column: 'page', type: 'text' },
    action: { column: 'action', type: 'text' },
    outcome: { column: 'outcome', type: 'text' },
  },
  defaultSortColumn: 'created',
  defaultPageSize: 100,
  maxPageSize: 1000,
  searchColumn: 'search_text',
  filters: {
    user: { kind: 'in', column: 'user_identifier' },
    page: { kind: 'in', column: 'page' },
    action: { kind: 'in', column: 'action' },
    outcome: { kind: 'in', column: 'outcome' },
  },
  projection: AUDIT_LOG_PROJECTION,
  toRow: rowReader(AuditLogEntrySchema),
  countCap: AUDIT_LOG_COUNT_CAP,
  csvColumns: csvColumnsFrom(AuditLogEntrySchema, AUDIT_LOG_PROJECTION, [
    'created',
    'user',
    'dashboardUserId',
    'page',
    'action',
    'outcome',
    'objectId',
    'objectCreated',
    'description',
  ]),
};
