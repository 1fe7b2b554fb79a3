import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

const statusSchema = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string' } },
} as const;

/** GET /health (the process answers) and GET /ready (the database answers too). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    {
      schema: { tags: ['Operations'], summary: 'Liveness', response: { 200: statusSchema } },
      config: { access: 'public' },
    },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/ready',
    {
      schema: {
        tags: ['Operations'],
        summary: 'Readiness: the database answers and the API is not shedding load',
        response: { 200: statusSchema, 503: statusSchema },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      // A balancer sends new work elsewhere while this process sheds load (it still answers /health).
      if (app.overloaded()) return reply.status(503).send({ status: 'overloaded' });
      try {
        await app.database.db.execute(sql`select 1`);
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.status(503).send({ status: 'database unavailable' });
      }
    },
  );
}
