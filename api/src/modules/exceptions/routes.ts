import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TENANT_ADMIN_ROLE } from 'shared-contracts';
import { PolicyExceptionListingSchemas } from 'shared-contracts/schemas';
import { isPlatformAdmin } from '../../auth/session-verifier';
import { registerListingRoutes } from '../../lib/listing';
import { requireSession } from '../../plugins/access-control';
import { backtestExceptions } from './exception-backtest';
import { exceptionListing } from './exception-listing';
import {
  approveException,
  endException,
  exceptionOfIncident,
  getException,
  requestException,
} from './exception-writes';
import type { ExceptionActor } from './exception-writes';
import {
  backtestExceptionsSchema,
  decideExceptionSchema,
  EXCEPTIONS_TAG,
  getExceptionSchema,
  incidentExceptionSchema,
  requestExceptionSchema,
} from './route-schemas';

/**
 * Policy exceptions (issue 30): list, count and export for every member; a request from an incident by any member,
 * without one by a Tenant Admin; approve, deny and revoke by a Tenant Admin; each write audited under Policies.
 */
export async function exceptionRoutes(fastify: FastifyInstance): Promise<void> {
  registerListingRoutes(fastify, {
    path: '/policy-exceptions',
    definition: exceptionListing,
    schemas: PolicyExceptionListingSchemas,
    exportFileStem: 'policy-exceptions',
    access: 'tenant',
    tag: EXCEPTIONS_TAG,
    noun: 'exceptions',
  });

  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const read = { access: 'tenant' } as const;
  const admin = { access: 'tenant-admin' } as const;
  const actorOf = (request: FastifyRequest): ExceptionActor => {
    const session = requireSession(request);
    return {
      id: session.sub,
      admin: isPlatformAdmin(session) || request.tenant.roleNames.includes(TENANT_ADMIN_ROLE),
    };
  };

  app.post('/policy-exceptions', { schema: requestExceptionSchema, config: read }, async (request) =>
    request.inTenant((tx, tenant) => requestException(tx, tenant.id, actorOf(request), request.body)),
  );

  app.get('/policy-exceptions/backtest', { schema: backtestExceptionsSchema, config: read }, async (request) =>
    request.inTenant((tx, tenant) => backtestExceptions(tx, tenant.id, request.query.days ?? 30)),
  );

  app.get('/policy-exceptions/:id', { schema: getExceptionSchema, config: read }, async (request) =>
    request.inTenant((tx, tenant) => getException(tx, tenant.id, request.params.id)),
  );

  app.get('/policy-exceptions/of-incident/:id', { schema: incidentExceptionSchema, config: read }, async (request) =>
    request.inTenant(async (tx, tenant) => {
      const id = await exceptionOfIncident(tx, tenant.id, request.params.id);
      return { exception: id ? await getException(tx, tenant.id, id) : null };
    }),
  );

  app.post(
    '/policy-exceptions/:id/approve',
    {
      schema: decideExceptionSchema('Approve (Tenant Admin, never the requester; two different ones where needed)'),
      config: admin,
    },
    async (request) =>
      request.inTenant((tx, tenant) => approveException(tx, tenant.id, actorOf(request), request.params.id)),
  );
  for (const action of ['deny', 'revoke'] as const) {
    const summary =
      action === 'deny'
        ? 'Deny a pending exception (Tenant Admin, not the requester)'
        : 'Revoke a pending or active exception (Tenant Admin): it stops applying from the next event';
    app.post(
      `/policy-exceptions/:id/${action}`,
      { schema: decideExceptionSchema(summary), config: admin },
      async (request) =>
        request.inTenant((tx, tenant) => endException(tx, tenant.id, actorOf(request), request.params.id, action)),
    );
  }
}
