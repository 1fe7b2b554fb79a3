import { sql } from 'drizzle-orm';
import { withTenant } from '../../db/tenant-scope';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { firstPages, warmPool } from './pool-warm-up';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('warmPool', () => {
  it('knows every listing with routes', () => {
    const tables = t.app.listings.map((listing) => listing.table);
    expect(tables).toEqual(expect.arrayContaining(['incidents', 'audit_logs']));
    expect(new Set(tables).size).toBe(tables.length);
  });

  it('plans the first page of every listing in a tenant scope', async () => {
    const statements = firstPages(t.app.listings);
    expect(statements).toHaveLength(t.app.listings.length);
    await withTenant(t.database, 'acme-corp', async (tx) => {
      for (const statement of statements) await tx.execute(sql`EXPLAIN ${statement}`);
    });
  });

  it("opens every connection of a server's pool and plans on each; nothing on PGlite", async () => {
    const warmed = await warmPool(t.database, firstPages(t.app.listings));
    const { pool } = t.database;
    if (!pool) {
      expect(warmed.connections).toBe(0);
      return;
    }
    expect(warmed.connections).toBe(pool.options.max);
    expect(pool.totalCount).toBe(pool.options.max);
    expect(pool.idleCount).toBe(pool.options.max);
  });
});
