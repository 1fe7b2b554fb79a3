import { sql } from 'drizzle-orm';
import { uncheckedRows } from '../../testing/query-rows';
import type { Database } from '../database';
import { withMaintenance } from '../tenant-scope';
import { copyTemplateDatabase } from '../../testing/test-app';

// Issue 33, item 9: demo incident titles read "… via paste into ai prompt to …"; they name the channel as the
// console's label map does everywhere else ("Paste into AI prompt").

let database: Database;
beforeAll(async () => {
  database = await copyTemplateDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('seedIncidents', () => {
  it("names each incident's channel in its title as the label map shows it", async () => {
    const [row] = await withMaintenance(database, (tx) =>
      uncheckedRows<{ incidents: number; named: number; aiPrompts: number }>(
        tx,
        sql`SELECT count(*)::int AS incidents,
              (count(*) FILTER (WHERE strpos(title, ' via ' || egress_channel || ' to ') > 0))::int AS named,
              (count(*) FILTER (WHERE title LIKE '% via Paste into AI prompt to %'))::int AS "aiPrompts"
            FROM incidents WHERE policy_type = 'protection' AND tenant_id IN ('acme-corp', 'globex', 'initech')
              AND event_id IS NOT NULL AND title LIKE '%: % via % to %'`,
      ),
    );
    expect(row!.incidents).toBeGreaterThan(50);
    expect(row!.named).toBe(row!.incidents);
    expect(row!.aiPrompts).toBeGreaterThan(0);
  });

  // Issue 33 slip 2: Globex showed "General business via USB" incidents with "Data types —" and "0 hits".
  it('gives every demo incident the data types and hits its title names', async () => {
    const rows = await withMaintenance(database, (tx) =>
      uncheckedRows<{ tenant: string; incidents: number; consistent: number }>(
        tx,
        sql`SELECT tenant_id AS tenant, count(*)::int AS incidents,
              (count(*) FILTER (WHERE cardinality(data_types) > 0 AND total_hit_count > 0
                AND title LIKE '%: ' || data_types[1] || ' via %'))::int AS consistent
            FROM incidents WHERE policy_type = 'protection' AND details ? 'originalSeverity'
              AND tenant_id IN ('acme-corp', 'globex', 'initech')
            GROUP BY tenant_id ORDER BY tenant_id`,
      ),
    );
    expect(rows.map((row) => row.tenant)).toEqual(['acme-corp', 'globex', 'initech']);
    for (const row of rows) {
      expect(row.incidents).toBeGreaterThan(20);
      expect(row.consistent).toBe(row.incidents);
    }
  });
});
