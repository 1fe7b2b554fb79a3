import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/tenant-scope';
import { forbidden } from '../../lib/http/problem';
import { countRows, listPage, parseListQuery, sendCsvExport } from '../../lib/listing';
import type { RawListQuery } from '../../lib/listing';
import { requireSession, requireTenant } from '../../plugins/access-control';
import { recordClientAudit, tenantsToRecordIn } from './repository';
import type { ClientAuditEntry } from './repository';
import { auditLogListing } from './audit-log-listing';
import { countAuditLogsSchema, createAuditLogSchema, exportAuditLogsSchema, listAuditLogsSchema } from './schemas';

/** The audit log: list, count, CSV export, and the client's own entries. */
export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  app.get('/audit-logs', { schema: listAuditLogsSchema, config: { access: 'tenant' } }, async (request) => {
    const tenant = requireTenant(request);
    const query = parseListQuery(auditLogListing, request.query as RawListQuery);
    const page = await withTenant(app.database, tenant.id, (tx) => listPage(tx, tenant.id, auditLogListing, query));
    return { results: page.rows, nextToken: page.nextToken };
  });

  app.get('/audit-logs/count', { schema: countAuditLogsSchema, config: { access: 'tenant' } }, async (request) => {
    const tenant = requireTenant(request);
    const query = parseListQuery(auditLogListing, request.query as RawListQuery);
    return withTenant(app.database, tenant.id, (tx) => countRows(tx, tenant.id, auditLogListing, query));
  });

  app.get(
    '/audit-logs/export',
    { schema: exportAuditLogsSchema, config: { access: 'tenant' } },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const query = parseListQuery(auditLogListing, request.query as RawListQuery);
      return sendCsvExport(reply, app.database, tenant.id, auditLogListing, query, 'audit-log');
    },
  );

  app.post(
    '/audit-logs',
    { schema: createAuditLogSchema, config: { access: 'authenticated' } },
    async (request, reply) => {
      const session = requireSession(request);
      const tenantIds = await tenantsToRecordIn(app.database, session, request.tenant);
      if (tenantIds.length === 0) throw forbidden('The session has no tenant to record the entry in');
      await recordClientAudit(app.database, tenantIds, session.sub, request.body as ClientAuditEntry);
      return reply.status(204).send();
    },
  );
}
