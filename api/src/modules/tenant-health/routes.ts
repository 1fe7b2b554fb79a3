import type { FastifyInstance } from 'fastify';
import { requireScope } from '../tenant-groups/scope';
import { readTenantHealth } from './health-reader';
import { tenantHealthSchema, type TenantHealth } from './schemas';

/**
 * GET /tenant-health (issue 31, item 5): the ingest, devices and open incidents of each tenant of the caller's scope
 * (every tenant for a platform admin, their groups' tenants for a Tenant Group Admin), with the tenants whose ingest
 * stopped flagged; 403 problem details for anyone without a scope.
 */
export async function tenantHealthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/tenant-health', { schema: tenantHealthSchema, config: { access: 'scope' } }, async (request) => {
    const scope = await requireScope(app.database, request);
    const now = new Date();
    return {
      at: now.toISOString(),
      tenants: await readTenantHealth(app.database, scope.tenants, now),
    } satisfies TenantHealth;
  });
}
