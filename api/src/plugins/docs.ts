import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { operationIdOf } from '../openapi/operation-id';
import { documentRoute } from '../openapi/route-documentation';

/** Gives each documented route an operationId from its method and path, unless its schema names one; refuses twins. */
function operationIds(app: FastifyInstance): void {
  const taken = new Map<string, string>();
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide) return;
    const methods = ([] as string[]).concat(route.method);
    const [method] = methods;
    if (methods.length !== 1 || !method) {
      throw new Error(`${methods.join(',')} ${route.url}: register one route per method (one operationId each)`);
    }
    const operationId = route.schema?.operationId ?? operationIdOf(method, route.url);
    const twin = taken.get(operationId);
    if (twin) throw new Error(`${method} ${route.url}: operationId ${operationId} is already ${twin}'s`);
    taken.set(operationId, `${method} ${route.url}`);
    route.schema = { ...route.schema, operationId };
  });
}

/** OpenAPI from the route schemas; must be registered before the routes it describes. */
export const openApiPlugin = fp(async (app: FastifyInstance, options: { publicBaseUrl: string }) => {
  operationIds(app);
  await app.register(swagger, {
    transform: documentRoute,
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
          scimAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'SCIM 2.0: the per-tenant SCIM token created in Settings > User Management',
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
