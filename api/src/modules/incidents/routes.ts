import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TenantIncidentListingSchemas } from 'shared-contracts/schemas';
import { badRequest } from '../../lib/http/problem';
import { parseListQuery, registerListingRoutes } from '../../lib/listing';
import { requireSession } from '../../plugins/access-control';
import { TENANT_ADMIN_ROLE } from 'shared-contracts';
import { isPlatformAdmin } from '../../auth/session-verifier';
import { applyBatch, decideBatch, listBatches, undoBatch } from './batch';
import { applyScopeBatch } from './scope-batch';
import { requireScopeIds } from '../tenant-groups/scope';
import { incidentListing } from './incident-listing';
import { addComment, listComments } from './comments';
import { setExceptionStatus } from './exception-status';
import { getExtendedIncident, updateIncident } from './repository';
import type { IncidentKey } from './repository';
import {
  addCommentSchema,
  batchSchema,
  decideBatchSchema,
  listBatchesSchema,
  undoBatchSchema,
  exceptionStatusSchema,
  getIncidentSchema,
  listCommentsSchema,
  updateIncidentSchema,
} from './schemas';

function incidentKey(params: { id: string }, query: { created?: string; policyType?: string }): IncidentKey {
  return {
    id: params.id,
    ...(query.created && { created: query.created }),
    ...(query.policyType && { policyType: query.policyType }),
  };
}

/** The version of If-Match (`"3"`, `W/"3"` or `3`), else the body's. */
function expectedVersion(request: FastifyRequest, bodyVersion: number | undefined): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header === '*') return bodyVersion;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(String(header).trim());
  if (!match) throw badRequest('If-Match', 'is not an incident version', 'header');
  return Number(match[1]);
}

/** Incidents: list, count, export, detail, update, comments, exception status and batch changes. */
export async function incidentRoutes(fastify: FastifyInstance): Promise<void> {
  registerListingRoutes(fastify, {
    path: '/incidents',
    definition: incidentListing,
    schemas: TenantIncidentListingSchemas,
    exportFileStem: 'incidents',
    access: 'tenant',
    allTenants: true,
    tag: 'Incidents',
    noun: 'incidents',
  });

  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const config = { access: 'tenant' } as const;
  const actorOf = (request: FastifyRequest) => ({ id: requireSession(request).sub });

  app.patch('/incidents/batch', { schema: batchSchema, config: { ...config, allTenants: true } }, async (request) => {
    const { body } = request;
    const filtered =
      'allMatching' in body
        ? { query: parseListQuery(incidentListing, body.allMatching), filter: JSON.stringify(body.allMatching) }
        : undefined;
    if (request.allTenants) {
      // Over All tenants: each tenant's part in that tenant (scope-batch.ts); the scope from the server's records.
      if ('ids' in body) throw badRequest('ids', 'over All tenants, name each tenant in targets', 'body');
      const held = await requireScopeIds(fastify.database, request);
      const target = 'targets' in body ? { targets: body.targets } : filtered!;
      return applyScopeBatch(fastify.database, held, actorOf(request), target, body.changes);
    }
    if ('targets' in body) throw badRequest('targets', 'is read only over All tenants (Tenant-Id: *)', 'body');
    if (filtered?.query.tenants)
      throw badRequest('allMatching.tenant', 'is read only over All tenants (Tenant-Id: *)', 'body');
    const target = 'ids' in body ? { ids: body.ids } : filtered!;
    return request.inTenant((tx, tenant) => applyBatch(tx, tenant.id, actorOf(request), target, body.changes));
  });

  app.get('/incidents/batches', { schema: listBatchesSchema, config }, async (request) => ({
    batches: await request.inTenant((tx, tenant) => listBatches(tx, tenant.id)),
  }));

  app.post('/incidents/batches/:id/undo', { schema: undoBatchSchema, config }, async (request) => {
    const session = requireSession(request);
    const actor = {
      id: session.sub,
      tenantAdmin: isPlatformAdmin(session) || request.tenant.roleNames.includes(TENANT_ADMIN_ROLE),
    };
    return request.inTenant((tx, tenant) => undoBatch(tx, tenant.id, actor, request.params.id));
  });

  const adminConfig = { access: 'tenant-admin' } as const;
  for (const decision of ['approve', 'deny'] as const) {
    const schema = decideBatchSchema(decision === 'approve' ? 'Approve' : 'Deny');
    app.post(`/incidents/batches/:id/${decision}`, { schema, config: adminConfig }, async (request) =>
      request.inTenant((tx, tenant) => decideBatch(tx, tenant.id, actorOf(request), request.params.id, decision)),
    );
  }

  app.get('/incidents/:id', { schema: getIncidentSchema, config }, async (request) => {
    const key = incidentKey(request.params, request.query);
    const extendIncident = await request.inTenant((tx, tenant) => getExtendedIncident(tx, tenant.id, key));
    return { extendIncident };
  });

  app.patch('/incidents/:id', { schema: updateIncidentSchema, config }, async (request, reply) => {
    const { version, ...changes } = request.body;
    const expected = expectedVersion(request, version);
    const key = incidentKey(request.params, request.query);
    const incident = await request.inTenant((tx, tenant) =>
      updateIncident(tx, tenant.id, actorOf(request), key, changes, expected),
    );
    return reply.header('etag', `"${incident.version}"`).send(incident);
  });

  app.get('/incidents/:id/comments', { schema: listCommentsSchema, config }, async (request) => {
    const key = incidentKey(request.params, request.query);
    return { comments: await request.inTenant((tx, tenant) => listComments(tx, tenant.id, key)) };
  });

  app.post('/incidents/:id/comments', { schema: addCommentSchema, config }, async (request) => {
    const key = incidentKey(request.params, request.query);
    return request.inTenant((tx, tenant) =>
      addComment(tx, tenant.id, actorOf(request), key, request.body.message.trim()),
    );
  });

  app.patch('/incidents/:id/exception-status', { schema: exceptionStatusSchema, config }, async (request) => {
    const { body, query } = request;
    const key = { ...incidentKey(request.params, query), eventId: query.eventID };
    const incident = await request.inTenant((tx, tenant) =>
      setExceptionStatus(tx, tenant.id, actorOf(request), key, body.exceptionStatus, body.exceptionRequestType),
    );
    const { id, exceptionRequestStatus, exceptionRequestType, version } = incident;
    return { id, exceptionRequestStatus, exceptionRequestType, version };
  });
}
