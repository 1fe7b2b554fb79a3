import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AuditLogListingSchemas } from 'shared-contracts/schemas';
import { forbidden } from '../../lib/http/problem';
import { registerListingRoutes } from '../../lib/listing';
import { requireSession } from '../../plugins/access-control';
import { recordClientAudit, tenantsToRecordIn } from './repository';
import { auditLogListing } from './audit-log-listing';
import { createAuditLogSchema } from './schemas';

/** The audit log: list, count, CSV export, and the client's own entries. */
export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  registerListingRoutes(app, {
    path: '/audit-logs',
    definition: auditLogListing,
    schemas: AuditLogListingSchemas,
    exportFileStem: 'audit-log',
    access: 'tenant',
    tag: 'Audit log',
    noun: 'audit entries',
  });

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      '/audit-logs',
      { schema: createAuditLogSchema, config: { access: 'authenticated' } },
      async (request, reply) => {
        const session = requireSession(request);
        const tenantIds = await tenantsToRecordIn(app.database, session, request.tenant);
        if (tenantIds.length === 0) throw forbidden('The session has no tenant to record the entry in');
        await recordClientAudit(app.database, tenantIds, session.sub, request.body);
        return reply.status(204).send();
      },
    );
}
