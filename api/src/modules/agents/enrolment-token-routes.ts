import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  CreatedEnrolmentTokenSchema,
  CreateEnrolmentTokenSchema,
  DeviceSchema,
  EnrolmentTokenListSchema,
  EnrolmentTokenSchema,
} from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';
import { requireSession } from '../../plugins/access-control';
import { createEnrolmentToken, listEnrolmentTokens, revokeDevice, revokeEnrolmentToken } from './enrolment-tokens';

const tags = ['Devices'];
const admin = { access: 'tenant-admin' } as const;
const idParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** Console routes of the agents' credentials (Tenant Admin): enrolment tokens, and revoking a device. */
export async function enrolmentTokenRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/devices/enrolment-tokens',
    {
      schema: {
        tags,
        summary: 'Enrolment tokens of the tenant, newest first (never their secrets)',
        response: { 200: EnrolmentTokenListSchema, ...problemResponses() },
      },
      config: admin,
    },
    async (request) => {
      return { enrolmentTokens: await request.inTenant((tx, tenant) => listEnrolmentTokens(tx, tenant.id)) };
    },
  );

  app.post(
    '/devices/enrolment-tokens',
    {
      schema: {
        tags,
        summary: 'Create an enrolment token (audited); its secret is in this answer only',
        body: CreateEnrolmentTokenSchema,
        response: { 200: CreatedEnrolmentTokenSchema, ...problemResponses() },
      },
      config: admin,
    },
    async (request) => {
      const actor = requireSession(request).sub;
      return request.inTenant((tx, tenant) => createEnrolmentToken(tx, tenant.id, actor, request.body));
    },
  );

  app.post(
    '/devices/enrolment-tokens/:id/revoke',
    {
      schema: {
        tags,
        summary: 'Revoke an enrolment token (audited): enrolment with it is refused',
        params: idParams,
        response: { 200: EnrolmentTokenSchema, ...problemResponses(404) },
      },
      config: admin,
    },
    async (request) => {
      const actor = requireSession(request).sub;
      return request.inTenant((tx, tenant) => revokeEnrolmentToken(tx, tenant.id, actor, request.params.id));
    },
  );

  app.post(
    '/devices/:id/revoke',
    {
      schema: {
        tags,
        summary: "Revoke a device (audited): its agent's next call is refused (403)",
        params: idParams,
        response: { 200: DeviceSchema, ...problemResponses(404) },
      },
      config: admin,
    },
    async (request) => {
      const actor = requireSession(request).sub;
      return request.inTenant((tx, tenant) => revokeDevice(tx, tenant.id, actor, request.params.id));
    },
  );
}
