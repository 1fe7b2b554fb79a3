import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../plugins/access-control';
import { createGroup, deleteGroup, grantGroupAdmin, listGroups, revokeGroupAdmin, updateGroup } from './repository';
import {
  createTenantGroupSchema,
  deleteTenantGroupSchema,
  type GrantBodySchema,
  type GrantParamsSchema,
  grantTenantGroupAdminSchema,
  type GroupParamsSchema,
  listTenantGroupsSchema,
  revokeTenantGroupAdminSchema,
  type TenantGroupBodySchema,
  tenantScopeSchema,
  updateTenantGroupSchema,
} from './schemas';
import { scopeOf } from './scope';

const config = { access: 'platform-admin' } as const;
type Group = { Params: Static<typeof GroupParamsSchema> };
type Body = { Body: Static<typeof TenantGroupBodySchema> };

/**
 * Tenant groups and the Tenant Group Admin role (issue 31, item 1): platform admins name groups of tenants and grant
 * users Tenant Group Admin over them (audited); any signed-in user asks for their own scope (GET /tenant-scope), which
 * the server computes from those grants, never from the request.
 */
export async function tenantGroupRoutes(app: FastifyInstance): Promise<void> {
  app.get('/tenant-scope', { schema: tenantScopeSchema, config: { access: 'authenticated' } }, (request) =>
    scopeOf(app.database, requireSession(request)),
  );

  app.get('/platform/tenant-groups', { schema: listTenantGroupsSchema, config }, async () => ({
    groups: await listGroups(app.database),
  }));

  app.post<Body>('/platform/tenant-groups', { schema: createTenantGroupSchema, config }, (request) =>
    createGroup(app.database, requireSession(request).sub, request.body),
  );

  app.put<Group & Body>('/platform/tenant-groups/:groupId', { schema: updateTenantGroupSchema, config }, (request) =>
    updateGroup(app.database, requireSession(request).sub, request.params.groupId, request.body),
  );

  app.delete<Group>(
    '/platform/tenant-groups/:groupId',
    { schema: deleteTenantGroupSchema, config },
    async (request, reply) => {
      await deleteGroup(app.database, requireSession(request).sub, request.params.groupId);
      return reply.code(204).send(null);
    },
  );

  app.post<Group & { Body: Static<typeof GrantBodySchema> }>(
    '/platform/tenant-groups/:groupId/admins',
    { schema: grantTenantGroupAdminSchema, config },
    (request) => grantGroupAdmin(app.database, requireSession(request).sub, request.params.groupId, request.body.email),
  );

  app.delete<{ Params: Static<typeof GrantParamsSchema> }>(
    '/platform/tenant-groups/:groupId/admins/:userId',
    { schema: revokeTenantGroupAdminSchema, config },
    (request) =>
      revokeGroupAdmin(app.database, requireSession(request).sub, request.params.groupId, request.params.userId),
  );
}
