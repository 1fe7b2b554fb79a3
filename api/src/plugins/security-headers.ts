import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every answer carries `X-Content-Type-Options: nosniff` and, unless its route set its own, `Cache-Control: no-store`:
 * tenant data, session tokens and errors are never kept by a shared or browser cache.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
});
