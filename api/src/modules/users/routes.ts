import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TENANT_USERS_PAGE_SIZE } from 'shared-contracts';
import { isPlatformAdmin } from '../../auth/session-verifier';
import { requireSession } from '../../plugins/access-control';
import type { IdentityAdmin } from './identity-admin';
import { listMembers, tenantRoles } from './repository';
import {
  listRolesSchema,
  inviteUserSchema,
  listUsersSchema,
  removeUserSchema,
  updateUserSchema,
} from './route-schemas';
import { inviteUser, removeUser, updateUser } from './user-admin-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where User Management's changes go besides the console's tables: the local provider, or Descope. */
    identityAdmin: IdentityAdmin;
  }
}

/**
 * User Management of the active tenant: a Tenant Admin there (or a platform admin) lists, invites, changes roles,
 * disables, enables and removes members; every change is audited under User Management.
 */
export async function userRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const config = { access: 'tenant-admin' } as const;
  const actorOf = (request: FastifyRequest) => {
    const session = requireSession(request);
    return { id: session.sub, platformAdmin: isPlatformAdmin(session) };
  };

  app.get('/users', { schema: listUsersSchema, config }, async (request) => {
    const query = { ...request.query, pageSize: request.query.pageSize ?? TENANT_USERS_PAGE_SIZE };
    return request.inTenant((tx, tenant) => listMembers(tx, tenant.id, query));
  });

  app.get('/roles', { schema: listRolesSchema, config }, async (request) => {
    return { roles: await request.inTenant((tx, tenant) => tenantRoles(tx, tenant.id)) };
  });

  app.post('/users', { schema: inviteUserSchema, config }, async (request) => {
    return request.inTenant((tx, tenant) =>
      inviteUser(tx, tenant.id, actorOf(request), request.body, app.identityAdmin),
    );
  });

  app.patch('/users/:userId', { schema: updateUserSchema, config }, async (request) => {
    return request.inTenant((tx, tenant) =>
      updateUser(tx, tenant.id, actorOf(request), request.params.userId, request.body, app.identityAdmin),
    );
  });

  app.delete('/users/:userId', { schema: removeUserSchema, config }, async (request, reply) => {
    await request.inTenant((tx, tenant) =>
      removeUser(tx, tenant.id, actorOf(request), request.params.userId, app.identityAdmin),
    );
    return reply.code(204).send(null);
  });
}
