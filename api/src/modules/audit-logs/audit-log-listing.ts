import { AUDIT_LOG_COUNT_CAP, AUDIT_LOG_LIST_RESOURCE } from 'shared-contracts';
import { AuditLogEntrySchema } from 'shared-contracts/schemas';
import { auditLogs } from '../../db/schema';
import { defineListing } from '../../lib/listing';

const UUID = `'^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`;

/** The name of an object of the entry's tenant with that uuid, from the table of its kind (name column). */
const named = (table: string, name: string) =>
  `(SELECT o.${name} FROM ${table} o WHERE o.tenant_id = audit_logs.tenant_id AND o.id = audit_logs.object_id::uuid)`;

/**
 * The name the API's own entry carries in its description (its first double-quoted text, as in `Policy "USB block"
 * deleted`), marked "(deleted)": the name of an object whose row is gone. Never read from a client's entry.
 */
const DELETED_NAME = `CASE WHEN audit_logs.origin = 'api' AND audit_logs.object_id ~* ${UUID}
  THEN substring(audit_logs.description from '"([^"]+)"') || ' (deleted)' END`;

/**
 * The name of the object an entry acted on, so the log shows "Block source code" rather than its uuid: a policy,
 * list, report template, incident (its title), device (its host name), enrolment or SCIM token of the entry's
 * tenant, else a console user (name, else email), else the name the entry recorded for an object since deleted
 * ("USB block (deleted)"). NULL when the object is gone and the entry names none (the id stays).
 */
export const AUDIT_OBJECT_NAME = `COALESCE(CASE WHEN audit_logs.object_id ~* ${UUID} THEN COALESCE(${[
  named('policies', 'name'),
  named('lists', 'name'),
  named('report_templates', 'name'),
  named('incidents', 'title'),
  named('devices', 'hostname'),
  named('enrolment_tokens', 'name'),
  named('scim_tokens', 'name'),
].join(
  ', ',
)}) END, (SELECT COALESCE(NULLIF(u.name, ''), u.email) FROM users u WHERE u.id = audit_logs.object_id), ${DELETED_NAME})`;

/**
 * GET /audit-logs: filters User (the user as the entry names them, as the grid shows it), Page, Action, Outcome and the
 * date range; search over the text. Each row key, sort and filter is the log's column of its name unless given here.
 */
export const auditLogListing = defineListing(auditLogs, AuditLogEntrySchema, AUDIT_LOG_LIST_RESOURCE, {
  projection: { user: 'audit_logs.user_identifier', objectName: AUDIT_OBJECT_NAME },
  sort: { user: auditLogs.userIdentifier },
  defaultSortColumn: 'created',
  defaultPageSize: 100,
  maxPageSize: 1000,
  searchColumn: auditLogs.searchText,
  filters: { user: auditLogs.userIdentifier },
  countCap: AUDIT_LOG_COUNT_CAP,
  csv: { first: ['created', 'user'] },
});
