import type { Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession } from '../../plugins/access-control';
import { changeTenant, createTenant, listTenants, type Transition } from './repository';
import {
  createTenantSchema,
  type CreateTenantBodySchema,
  type DeleteTenantBodySchema,
  deleteTenantSchema,
  listPlatformTenantsSchema,
  resumeTenantSchema,
  suspendTenantSchema,
  type TenantParamsSchema,
} from './schemas';

const config = { access: 'platform-admin' } as const;
type Params = { Params: Static<typeof TenantParamsSchema> };

/**
 * The tenant lifecycle (issue 31, item 4), platform admins only: list tenants with their state, create one with its
 * first Tenant Admin, suspend, resume, schedule a deletion (the purge pass removes the data when due). Every step is
 * written to the platform's audit (tenant_lifecycle_events) and to the tenant's own audit log while it exists.
 */
export async function tenantLifecycleRoutes(app: FastifyInstance): Promise<void> {
  app.get('/platform/tenants', { schema: listPlatformTenantsSchema, config }, () => listTenants(app.database));

  app.post<{ Body: Static<typeof CreateTenantBodySchema> }>(
    '/platform/tenants',
    { schema: createTenantSchema, config },
    (request) => createTenant(app.database, requireSession(request).sub, request.body, app.identityAdmin),
  );

  /** A step, then this process's access check forgets the tenant's former state at once. */
  const change = async (request: FastifyRequest<Params>, transition: Transition, confirmName?: string) => {
    const { tenantId } = request.params;
    const changed = await changeTenant(app.database, requireSession(request).sub, tenantId, transition, confirmName);
    app.forgetTenant(tenantId);
    return changed;
  };

  app.post<Params>('/platform/tenants/:tenantId/suspend', { schema: suspendTenantSchema, config }, (request) =>
    change(request, 'suspend'),
  );

  app.post<Params>('/platform/tenants/:tenantId/resume', { schema: resumeTenantSchema, config }, (request) =>
    change(request, 'resume'),
  );

  app.post<Params & { Body: Static<typeof DeleteTenantBodySchema> }>(
    '/platform/tenants/:tenantId/deletion',
    { schema: deleteTenantSchema, config },
    (request) => change(request, 'schedule-deletion', request.body.confirmName),
  );
}
