import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Int32, Text } from 'shared-contracts/schemas';
import type { Tx } from '../../db/database';
import { withTenant } from '../../db/tenant-scope';
import { resourceTypes, schemaResource, SCIM_MAX_RESULTS, SCIM_SCHEMAS, serviceProviderConfig } from './scim-discovery';
import { handleScimError, SCIM_CONTENT_TYPE, ScimError } from './scim-errors';
import { paging } from './scim-filter';
import { patchGroupFields, readGroupFields } from './scim-group-fields';
import { createScimGroup, deleteScimGroup, getScimGroup, listScimGroups, replaceScimGroup } from './scim-groups';
import { readPatch } from './scim-patch';
import { listResponse, readReferences, toScimGroup, toScimUser } from './scim-resources';
import { tenantOfToken } from './scim-tokens';
import { patchUserFields, readUserFields } from './scim-user-fields';
import { createScimUser, deleteScimUser, getScimUser, listScimUsers, replaceScimUser } from './scim-users';

export interface ScimRoutesOptions {
  /** The API's public URL: resource locations are built on it. */
  publicBaseUrl: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant whose SCIM token authenticated the request, and the token's name. */
    scimTenant: { tenantId: string; name: string } | null;
  }
}

// Not in the OpenAPI document: SCIM describes itself (ServiceProviderConfig, ResourceTypes, Schemas).
const listQuery = Type.Object({
  filter: Type.Optional(Text({ maxLength: 1000 })),
  startIndex: Type.Optional(Int32()),
  count: Type.Optional(Int32()),
  attributes: Type.Optional(Text({ maxLength: 1000 })),
  excludedAttributes: Type.Optional(Text({ maxLength: 1000 })),
});
const params = Type.Object({ id: Text({ minLength: 1, maxLength: 200 }) });
const config = { access: 'scim' } as const;

/**
 * SCIM 2.0 (RFC 7643/7644) at `/scim/v2`: Users and Groups of the tenant whose bearer token is presented. Encapsulated:
 * its own body parser (`application/scim+json`), authentication and error shape.
 */
export async function scimRoutes(fastify: FastifyInstance, options: ScimRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const baseUrl = `${options.publicBaseUrl.replace(/\/+$/, '')}/scim/v2`;
  app.setErrorHandler(handleScimError);
  // Entra ID and Okta send their media type on a body-less DELETE too: an empty body is no body here (Fastify's own
  // JSON parser refuses it), and a request that needs one is refused by its reader.
  const parseJson = (
    _request: FastifyRequest,
    body: string | Buffer,
    done: (error: Error | null, body?: unknown) => void,
  ) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ScimError(400, 'The body is not JSON', 'invalidSyntax'), undefined);
    }
  };
  app.addContentTypeParser(SCIM_CONTENT_TYPE, { parseAs: 'string' }, parseJson);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJson);
  app.decorateRequest('scimTenant', null);
  app.addHook('onRequest', async (request) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const found = match?.[1] ? await tenantOfToken(app.database, match[1]) : undefined;
    if (!found) throw new ScimError(401, 'A valid SCIM bearer token of a tenant is required');
    request.scimTenant = found;
  });

  const send = (reply: FastifyReply, status: number, body: unknown) =>
    reply.code(status).type(SCIM_CONTENT_TYPE).send(body);
  const inTenant = <T>(request: FastifyRequest, work: (tx: Tx, tenantId: string) => Promise<T>) => {
    const scim = request.scimTenant!;
    return withTenant(app.database, scim.tenantId, (tx) => work(tx, scim.tenantId));
  };
  const actor = (request: FastifyRequest) => ({ tokenName: request.scimTenant!.name });

  app.get('/ServiceProviderConfig', { schema: { hide: true }, config }, (_r, reply) =>
    send(reply, 200, serviceProviderConfig(baseUrl)),
  );
  app.get('/ResourceTypes', { schema: { hide: true }, config }, (_r, reply) => {
    const types = resourceTypes(baseUrl);
    return send(reply, 200, listResponse(types, types.length, 1));
  });
  app.get('/Schemas', { schema: { hide: true }, config }, (_r, reply) => {
    const schemas = SCIM_SCHEMAS.map((schema) => schemaResource(schema, baseUrl));
    return send(reply, 200, listResponse(schemas, schemas.length, 1));
  });

  app.get('/Users', { schema: { hide: true, querystring: listQuery }, config }, async (request, reply) => {
    const page = paging(request.query, SCIM_MAX_RESULTS);
    const { rows, total } = await inTenant(request, (tx, tenantId) =>
      listScimUsers(tx, tenantId, { filter: request.query.filter, ...page }),
    );
    return send(
      reply,
      200,
      listResponse(
        rows.map((row) => toScimUser(row, baseUrl)),
        total,
        page.startIndex,
      ),
    );
  });
  app.post('/Users', { schema: { hide: true }, config }, async (request, reply) => {
    const fields = readUserFields(request.body);
    const row = await inTenant(request, (tx, tenantId) => createScimUser(tx, tenantId, fields, actor(request)));
    return send(reply.header('location', `${baseUrl}/Users/${row.id}`), 201, toScimUser(row, baseUrl));
  });
  app.get('/Users/:id', { schema: { hide: true, params }, config }, async (request, reply) => {
    const row = await inTenant(request, (tx, tenantId) => getScimUser(tx, tenantId, request.params.id));
    return send(reply, 200, toScimUser(row, baseUrl));
  });
  app.put('/Users/:id', { schema: { hide: true, params }, config }, async (request, reply) => {
    const fields = readUserFields(request.body);
    const row = await inTenant(request, (tx, tenantId) =>
      replaceScimUser(tx, tenantId, request.params.id, fields, actor(request)),
    );
    return send(reply, 200, toScimUser(row, baseUrl));
  });
  app.patch('/Users/:id', { schema: { hide: true, params }, config }, async (request, reply) => {
    const operations = readPatch(request.body);
    const row = await inTenant(request, async (tx, tenantId) => {
      const fields = patchUserFields(await getScimUser(tx, tenantId, request.params.id), operations);
      return replaceScimUser(tx, tenantId, request.params.id, fields, actor(request));
    });
    return send(reply, 200, toScimUser(row, baseUrl));
  });
  app.delete('/Users/:id', { schema: { hide: true, params }, config }, async (request, reply) => {
    await inTenant(request, (tx, tenantId) => deleteScimUser(tx, tenantId, request.params.id, actor(request)));
    return reply.code(204).send();
  });

  app.get('/Groups', { schema: { hide: true, querystring: listQuery }, config }, async (request, reply) => {
    const page = paging(request.query, SCIM_MAX_RESULTS);
    const withMembers = !/(^|,)\s*members\s*(,|$)/i.test(request.query.excludedAttributes ?? '');
    const { rows, total } = await inTenant(request, (tx, tenantId) =>
      listScimGroups(tx, tenantId, { filter: request.query.filter, ...page }),
    );
    const resources = rows.map((row) => toScimGroup(row, baseUrl, withMembers));
    return send(reply, 200, listResponse(resources, total, page.startIndex));
  });
  app.post('/Groups', { schema: { hide: true }, config }, async (request, reply) => {
    const fields = readGroupFields(request.body);
    const row = await inTenant(request, (tx, tenantId) => createScimGroup(tx, tenantId, fields, actor(request)));
    return send(reply.header('location', `${baseUrl}/Groups/${row.id}`), 201, toScimGroup(row, baseUrl));
  });
  app.get('/Groups/:id', { schema: { hide: true, params }, config }, async (request, reply) => {
    const row = await inTenant(request, (tx, tenantId) => getScimGroup(tx, tenantId, request.params.id));
    return send(reply, 200, toScimGroup(row, baseUrl));
  });
  app.put('/Groups/:id', { schema: { hide: true, params }, config }, async (request, reply) => {
    const fields = readGroupFields(request.body);
    const row = await inTenant(request, (tx, tenantId) =>
      replaceScimGroup(tx, tenantId, request.params.id, fields, actor(request)),
    );
    return send(reply, 200, toScimGroup(row, baseUrl));
  });
  app.patch('/Groups/:id', { schema: { hide: true, params }, config }, async (request, reply) => {
    const operations = readPatch(request.body);
    const row = await inTenant(request, async (tx, tenantId) => {
      const current = await getScimGroup(tx, tenantId, request.params.id);
      const members = readReferences(current.members).map((member) => member.value);
      const fields = patchGroupFields({ ...current, members }, operations);
      return replaceScimGroup(tx, tenantId, request.params.id, fields, actor(request));
    });
    return send(reply, 200, toScimGroup(row, baseUrl));
  });
  app.delete('/Groups/:id', { schema: { hide: true, params }, config }, async (request, reply) => {
    await inTenant(request, (tx, tenantId) => deleteScimGroup(tx, tenantId, request.params.id, actor(request)));
    return reply.code(204).send();
  });
}
