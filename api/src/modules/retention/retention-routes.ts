import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { RetentionConfig } from 'shared-contracts';
import { RetentionConfigSchema, RetentionSettingsSchema } from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';
import { requireSession } from '../../plugins/access-control';
import { readRetention, writeRetention, type StoredRetention } from './retention-repository';

const tags = ['Retention'];

/**
 * The tenant's retention (issue 32): how long its events, incidents and evidence are kept, read by every member and
 * set by a Tenant Admin (audited with the old and new values), with when this process's expiry pass runs next.
 */
export async function retentionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const answer = (stored: StoredRetention): RetentionConfig => ({
    ...stored,
    nextPass: app.retention.keeper.nextPass()?.toISOString() ?? null,
  });

  app.get(
    '/retention',
    {
      schema: {
        tags,
        summary:
          'How long the tenant keeps its events, incidents and evidence (the defaults until a Tenant Admin sets it)',
        response: { 200: RetentionConfigSchema, ...problemResponses() },
      },
      config: { access: 'tenant' },
    },
    async (request) => answer(await request.inTenant((tx, tenant) => readRetention(tx, tenant.id))),
  );

  app.put(
    '/retention',
    {
      schema: {
        tags,
        summary: 'Set how long the tenant keeps its events, incidents and evidence (Tenant Admin; audited)',
        body: RetentionSettingsSchema,
        response: { 200: RetentionConfigSchema, ...problemResponses() },
      },
      config: { access: 'tenant-admin' },
    },
    async (request) => {
      const actor = requireSession(request).sub;
      return answer(await request.inTenant((tx, tenant) => writeRetention(tx, tenant.id, actor, request.body)));
    },
  );
}
