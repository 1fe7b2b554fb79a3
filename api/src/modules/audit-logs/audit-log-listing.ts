import { AUDIT_LOG_COUNT_CAP, AUDIT_LOG_LIST_RESOURCE } from 'shared-contracts';
import { AuditLogEntrySchema } from 'shared-contracts/schemas';
import { auditLogs } from '../../db/schema';
import { defineListing } from '../../lib/listing';

/**
 * GET /audit-logs: filters User (the user as the entry names them, as the grid shows it), Page, Action, Outcome and the
 * date range; search over the text. Each row key, sort and filter is the log's column of its name unless given here.
 */
export const auditLogListing = defineListing(auditLogs, AuditLogEntrySchema, AUDIT_LOG_LIST_RESOURCE, {
  projection: { user: 'audit_logs.user_identifier' },
  sort: { user: auditLogs.userIdentifier },
  defaultSortColumn: 'created',
  defaultPageSize: 100,
  maxPageSize: 1000,
  searchColumn: auditLogs.searchText,
  filters: { user: auditLogs.userIdentifier },
  countCap: AUDIT_LOG_COUNT_CAP,
  csv: { first: ['created', 'user'] },
});
