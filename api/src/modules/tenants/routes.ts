import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TenantListSchema } from 'shared-contracts/schemas';
import { tenants } from '../../db/schema';

const tenantListSchema = {
  tags: ['Tenancy'],
  summary: 'Every tenant (platform admins only)',
  response: { 200: TenantListSchema, 401: { $ref: 'ProblemDetails#' }, 403: { $ref: 'ProblemDetails#' } },
};

/** GET /tenants: `{ tenants: [{ id, name }] }`, by name; no tenant scope. */
export async function tenantRoutes(app: FastifyInstance): Promise<void> {
  app.get('/tenants', { schema: tenantListSchema, config: { access: 'platform-admin' } }, async () => ({
    tenants: await app.database.db
      .select({ id: tenants.id, name: tenants.name })
      .from(tenants)
      .orderBy(asc(tenants.name), asc(tenants.id)),
  }));
}
