import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIST_ITEMS_PAGE_SIZE, USER_SEARCH_PAGE_SIZE } from 'shared-contracts';
import { expectedVersion } from '../../lib/http/if-match';
import { requireSession } from '../../plugins/access-control';
import { createList, deleteList, updateList } from './list-writes';
import { getListDetail, listLists } from './repository';
import {
  createListSchema,
  deleteListSchema,
  getListSchema,
  listListsSchema,
  updateListSchema,
  usersAndGroupsSchema,
} from './route-schemas';
import { searchUsersAndGroups } from './users-and-groups';

/** 10,000 changes of up to 500 characters each, twice for a modification, fit. */
const WRITE_BODY_LIMIT = 16 * 1024 * 1024;

/** Lists (SPEC §7): read by every member, written by a Tenant Admin, each write audited under Lists. */
export async function listRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const read = { access: 'tenant' } as const;
  const write = { access: 'tenant-admin' } as const;
  const actorOf = (request: FastifyRequest) => ({ id: requireSession(request).sub });

  app.get('/lists', { schema: listListsSchema, config: read }, async (request) => {
    return { lists: await request.inTenant((tx, tenant) => listLists(tx, tenant.id, request.query)) };
  });

  app.post('/lists', { schema: createListSchema, config: write, bodyLimit: WRITE_BODY_LIMIT }, async (request) => {
    return request.inTenant((tx, tenant) => createList(tx, tenant.id, actorOf(request), request.body));
  });

  app.get('/lists/users', { schema: usersAndGroupsSchema, config: read }, async (request) => {
    const query = { ...request.query, pageSize: request.query.pageSize ?? USER_SEARCH_PAGE_SIZE };
    const usersAndGroups = await request.inTenant((tx, tenant) => searchUsersAndGroups(tx, tenant.id, query));
    return { usersAndGroups };
  });

  app.get('/lists/:id', { schema: getListSchema, config: read }, async (request) => {
    const query = { ...request.query, pageSize: request.query.pageSize ?? LIST_ITEMS_PAGE_SIZE };
    return request.inTenant((tx, tenant) => getListDetail(tx, tenant.id, request.params.id, query));
  });

  const updateOptions = { schema: updateListSchema, config: write, bodyLimit: WRITE_BODY_LIMIT };
  app.patch('/lists/:id', updateOptions, async (request, reply) => {
    const { version, ...changes } = request.body;
    const expected = expectedVersion(request, version, 'list');
    const list = await request.inTenant((tx, tenant) =>
      updateList(tx, tenant.id, actorOf(request), request.params.id, changes, expected),
    );
    return reply.header('etag', `"${list.version}"`).send(list);
  });

  app.delete('/lists/:id', { schema: deleteListSchema, config: write }, async (request, reply) => {
    const expected = expectedVersion(request, request.query.version, 'list');
    await request.inTenant((tx, tenant) => deleteList(tx, tenant.id, actorOf(request), request.params.id, expected));
    return reply.code(204).send(null);
  });
}
