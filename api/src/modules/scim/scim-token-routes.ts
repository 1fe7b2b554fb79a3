import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  ScimTokenCreatedSchema,
  ScimTokenCreateRequestSchema,
  ScimTokenListSchema,
  ScimTokenParamsSchema,
} from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';
import { requireSession } from '../../plugins/access-control';
import { createScimToken, listScimTokens, revokeScimToken } from './scim-tokens';

const tags = ['User Management'];

/** The tenant's SCIM bearer tokens, created (secret shown once) and revoked by a Tenant Admin. */
export async function scimTokenRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const config = { access: 'tenant-admin' } as const;
  const actorOf = (request: FastifyRequest) => requireSession(request).sub;

  const listSchema = {
    tags,
    summary: "The tenant's SCIM tokens (never their secrets)",
    response: { 200: ScimTokenListSchema, ...problemResponses() },
  };
  app.get('/scim-tokens', { schema: listSchema, config }, async (request) => {
    return { tokens: await request.inTenant((tx, tenant) => listScimTokens(tx, tenant.id)) };
  });

  const createSchema = {
    tags,
    summary: 'Create a SCIM token for an identity provider; its secret is answered once',
    body: ScimTokenCreateRequestSchema,
    response: { 200: ScimTokenCreatedSchema, ...problemResponses() },
  };
  app.post('/scim-tokens', { schema: createSchema, config }, async (request) => {
    return request.inTenant((tx, tenant) => createScimToken(tx, tenant.id, actorOf(request), request.body.name));
  });

  const revokeSchema = {
    tags,
    summary: 'Revoke a SCIM token: the identity provider using it is refused from now on',
    params: ScimTokenParamsSchema,
    response: { 204: Type.Null({ description: 'Revoked' }), ...problemResponses(404) },
  };
  app.delete('/scim-tokens/:id', { schema: revokeSchema, config }, async (request, reply) => {
    await request.inTenant((tx, tenant) => revokeScimToken(tx, tenant.id, actorOf(request), request.params.id));
    return reply.code(204).send(null);
  });
}
