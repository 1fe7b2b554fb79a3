import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AUDIT_PAGE_AREAS } from 'shared-contracts';
import { AuditChainVerificationSchema, AuditLogListingSchemas } from 'shared-contracts/schemas';
import { forbidden, problemResponses } from '../../lib/http/problem';
import { registerListingRoutes } from '../../lib/listing';
import { requireSession } from '../../plugins/access-control';
import { verifyAuditChain } from './audit-chain';
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
    auditReads: { page: AUDIT_PAGE_AREAS.AuditLog },
  });

  const verifySchema = {
    tags: ['Audit log'],
    summary: "Recompute the tenant's audit hash chain: intact, entries checked, and the first broken link",
    response: { 200: AuditChainVerificationSchema, ...problemResponses() },
  };
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/audit-logs/verify', { schema: verifySchema, config: { access: 'tenant' } }, async (request) => {
      return request.inTenant((tx, tenant) => verifyAuditChain(tx, tenant.id));
    });

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      '/audit-logs',
      { schema: createAuditLogSchema, config: { access: 'authenticated' } },
      async (request, reply) => {
        const session = requireSession(request);
        const tenantIds = await tenantsToRecordIn(app.database, session, request.optionalTenant);
        if (tenantIds.length === 0) throw forbidden('The session has no tenant to record the entry in');
        await recordClientAudit(app.database, tenantIds, session.sub, request.body);
        return reply.status(204).send();
      },
    );
}
