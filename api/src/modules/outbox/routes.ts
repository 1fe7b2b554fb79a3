import type { FastifyInstance } from 'fastify';
import { OutboxListSchema } from 'shared-contracts/schemas';
import { listOutbox, OUTBOX_LIMIT } from './repository';

/** GET /outbox: mail the API kept because no SMTP server is configured (Tenant Admin). */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['Outbox'],
        summary: `The tenant's unsent mail, newest first (at most ${OUTBOX_LIMIT})`,
        response: {
          200: OutboxListSchema,
          401: { $ref: 'ProblemDetails#' },
          403: { $ref: 'ProblemDetails#' },
        },
      },
      config: { access: 'tenant-admin' },
    },
    async (request) => {
      return { messages: await request.inTenant((tx, tenant) => listOutbox(tx, tenant.id)) };
    },
  );
}
