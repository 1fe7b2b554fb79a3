import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/tenant-scope';
import { requireTenant } from '../../plugins/access-control';
import { listOutbox, OUTBOX_LIMIT } from './repository';

const messageSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    created: { type: 'string' },
    to: { type: 'array', items: { type: 'string' } },
    subject: { type: 'string' },
    body: { type: 'string' },
    requestedBy: { type: 'string' },
  },
} as const;

/** GET /outbox: mail the API kept because no SMTP server is configured (Tenant Admin). */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['Outbox'],
        summary: `The tenant's unsent mail, newest first (at most ${OUTBOX_LIMIT})`,
        response: {
          200: {
            type: 'object',
            required: ['messages'],
            properties: { messages: { type: 'array', items: messageSchema } },
          },
          401: { $ref: 'ProblemDetails#' },
          403: { $ref: 'ProblemDetails#' },
        },
      },
      config: { access: 'tenant-admin' },
    },
    async (request) => {
      const tenant = requireTenant(request);
      return { messages: await withTenant(app.database, tenant.id, (tx) => listOutbox(tx, tenant.id)) };
    },
  );
}
