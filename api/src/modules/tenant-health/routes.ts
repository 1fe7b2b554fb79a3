import type { FastifyInstance } from 'fastify';
import { readTenantHealth } from './health-reader';
import { tenantHealthSchema, type TenantHealth } from './schemas';

/**
 * GET /tenant-health (issue 31, item 5): each tenant's ingest, devices and open incidents, with the tenants whose
 * ingest stopped flagged; platform admins only (403 problem details for anyone else).
 */
export async function tenantHealthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/tenant-health', { schema: tenantHealthSchema, config: { access: 'platform-admin' } }, async () => {
    const now = new Date();
    return { at: now.toISOString(), tenants: await readTenantHealth(app.database, now) } satisfies TenantHealth;
  });
}
