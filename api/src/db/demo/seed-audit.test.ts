import { sql } from 'drizzle-orm';
import { uncheckedRows } from '../../testing/query-rows';
import { AUDIT_OBJECT_NAME } from '../../modules/audit-logs/audit-log-listing';
import type { Database } from '../database';
import { withMaintenance } from '../tenant-scope';
import { copyTemplateDatabase } from '../../testing/test-app';
import { DEMO_TENANTS } from './catalog-org';

// Issue 33, item 9: the demo audit log showed raw UUIDs in its Object column, its entries naming objects that do not
// exist. Every seeded entry about an object now names one of the tenant's, so the log reads its name.

let database: Database;
beforeAll(async () => {
  database = await copyTemplateDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('seedAudit', () => {
  it.each(DEMO_TENANTS.map((tenant) => tenant.id))(
    'names an existing object in every entry about one (%s)',
    async (tenantId) => {
      const [row] = await withMaintenance(database, (tx) =>
        uncheckedRows<{ entries: number; withObject: number; unnamed: number; pages: string[] }>(
          tx,
          sql`SELECT count(*)::int AS entries, count(object_id)::int AS "withObject",
              (count(*) FILTER (WHERE object_id IS NOT NULL AND ${sql.raw(AUDIT_OBJECT_NAME)} IS NULL))::int AS unnamed,
              array_agg(DISTINCT page) FILTER (WHERE object_id IS NOT NULL) AS pages
            FROM audit_logs
            WHERE tenant_id = ${tenantId} AND id IN (
              SELECT md5(${tenantId}::text || ':audit:' || n)::uuid FROM generate_series(1, 5000) AS n)`,
        ),
      );
      expect(row!.entries).toBeGreaterThan(300);
      expect(row!.withObject).toBeGreaterThan(100);
      expect(row!.unnamed).toBe(0);
      expect([...row!.pages].sort()).toEqual(['Device Management', 'Incidents', 'Lists', 'Policies', 'Reports']);
    },
  );
});
