import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI from the route schemas; must be registered before the routes it describes. */
export const openApiPlugin = fp(async (app: FastifyInstance, options: { publicBaseUrl: string }) => {
  await app.register(swagger, {
    // Shared schemas keep their $id as their OpenAPI component name (ProblemDetails, not def-0).
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) =>
        typeof json.$id === 'string' ? json.$id : `def-${index}`,
    },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Console API',
        version: '0.1.0',
        description:
          'Multi-tenant DLP and AI-usage console. Errors are RFC 9457 problem details. Tenant-scoped routes need the Tenant-Id header.',
      },
      servers: [{ url: options.publicBaseUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          tenantId: { type: 'apiKey', in: 'header', name: 'Tenant-Id' },
          agentAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'Agents API: an enrolment token (enrol) or a device credential (every other call)',
          },
        },
      },
    },
  });
});

/** Swagger UI at /docs (public), in its own context so its routes get the public access rule. */
export async function docsUiPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public' };
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
