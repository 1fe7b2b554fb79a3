import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { SlaTargetsConfigSchema, SlaTargetsSchema } from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';
import { requireSession } from '../../plugins/access-control';
import { readSlaTargets, writeSlaTargets } from './sla-repository';

const tags = ['SLA'];

/**
 * The tenant's SLA targets (issue 30 item 2): time to acknowledge and to resolve per severity, read by every member
 * and set by a Tenant Admin (audited with the old and new values).
 */
export async function slaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/sla-targets',
    {
      schema: {
        tags,
        summary: 'The time to acknowledge and to resolve an incident per severity (the defaults until set)',
        response: { 200: SlaTargetsConfigSchema, ...problemResponses() },
      },
      config: { access: 'tenant' },
    },
    async (request) => request.inTenant((tx, tenant) => readSlaTargets(tx, tenant.id)),
  );

  app.put(
    '/sla-targets',
    {
      schema: {
        tags,
        summary: 'Set the time to acknowledge and to resolve an incident per severity (Tenant Admin; audited)',
        body: SlaTargetsSchema,
        response: { 200: SlaTargetsConfigSchema, ...problemResponses() },
      },
      config: { access: 'tenant-admin' },
    },
    async (request) => {
      const actor = requireSession(request).sub;
      return request.inTenant((tx, tenant) => writeSlaTargets(tx, tenant.id, actor, request.body));
    },
  );
}
