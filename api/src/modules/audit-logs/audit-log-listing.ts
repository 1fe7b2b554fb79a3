import type { AuditLogEntry } from 'shared-contracts';
import { isoColumn } from '../../lib/listing';
import type { ListingDefinition } from '../../lib/listing';

/** GET /audit-logs: filters User (user ids), Page, Action, Outcome and the date range; search over the text. */
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
    user: { kind: 'in', column: 'dashboard_user_id' },
    page: { kind: 'in', column: 'page' },
    action: { kind: 'in', column: 'action' },
    outcome: { kind: 'in', column: 'outcome' },
  },
  projection: [
    'id::text AS id',
    isoColumn('created'),
    'dashboard_user_id AS "dashboardUserId"',
    'user_identifier AS "user"',
    'page',
    'action',
    'outcome',
    'object_id AS "objectId"',
    isoColumn('object_created', 'objectCreated'),
    'description',
  ].join(', '),
  toRow: (raw) => ({
    id: String(raw.id),
    created: String(raw.created),
    dashboardUserId: String(raw.dashboardUserId),
    user: String(raw.user),
    page: String(raw.page),
    action: String(raw.action),
    outcome: String(raw.outcome),
    objectId: (raw.objectId as string | null) ?? null,
    objectCreated: (raw.objectCreated as string | null) ?? null,
    description: (raw.description as string | null) ?? null,
  }),
  csvColumns: [
    { header: 'Created', value: (row) => row.created },
    { header: 'User', value: (row) => row.user },
    { header: 'User ID', value: (row) => row.dashboardUserId },
    { header: 'Page', value: (row) => row.page },
    { header: 'Action', value: (row) => row.action },
    { header: 'Outcome', value: (row) => row.outcome },
    { header: 'Object ID', value: (row) => row.objectId },
    { header: 'Object Created', value: (row) => row.objectCreated },
    { header: 'Description', value: (row) => row.description },
  ],
};
