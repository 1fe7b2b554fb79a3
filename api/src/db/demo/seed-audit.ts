import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import { withMaintenance } from '../tenant-scope';
import type { TenantStaff } from './seed-directory';

interface AuditTemplate {
  page: string;
  action: string;
  outcome: string;
  description: string;
  weight: number;
}

const TEMPLATES: readonly AuditTemplate[] = [
  { page: 'Login', action: 'Logon', outcome: 'Success', description: 'Signed in with password', weight: 30 },
  { page: 'Login', action: 'Logoff', outcome: 'Success', description: 'Signed out', weight: 18 },
  { page: 'Login', action: 'Logon', outcome: 'Failure', description: 'Session refresh failed', weight: 2 },
  { page: 'Incidents', action: 'Update', outcome: 'Success', description: 'Changed incident status', weight: 16 },
  { page: 'Incidents', action: 'Comment', outcome: 'Success', description: 'Commented on an incident', weight: 8 },
  { page: 'Incidents', action: 'Export', outcome: 'Success', description: 'Exported incidents to CSV', weight: 3 },
  { page: 'Policies', action: 'Update', outcome: 'Success', description: 'Changed policy conditions', weight: 5 },
  {
    page: 'Policies',
    action: 'Status change',
    outcome: 'Success',
    description: 'Enabled or disabled a policy',
    weight: 3,
  },
  { page: 'Policies', action: 'Create', outcome: 'Success', description: 'Created a policy', weight: 1 },
  { page: 'Lists', action: 'Update', outcome: 'Success', description: 'Added items to a list', weight: 4 },
  {
    page: 'Data Egress',
    action: 'Export',
    outcome: 'Success',
    description: 'Exported egress events to CSV',
    weight: 4,
  },
  {
    page: 'Device Management',
    action: 'Disable agent',
    outcome: 'Success',
    description: 'Disabled the agent of a device',
    weight: 2,
  },
  { page: 'Reports', action: 'Create', outcome: 'Success', description: 'Created a report template', weight: 1 },
  { page: 'Reports', action: 'Download', outcome: 'Success', description: 'Downloaded a report', weight: 3 },
  { page: 'Reports', action: 'Update', outcome: 'Failure', description: 'Invalid schedule', weight: 1 },
];

/**
 * `count` audit entries of the tenant's staff over the last 90 days. An entry about an object names one the tenant
 * has (an incident, policy, list, device or report template, as its page says), so the Object column shows its name;
 * sign-ins and exports have no object.
 */
export async function seedAudit(
  database: Database,
  tenantId: string,
  staff: TenantStaff[],
  count: number,
  anchor: Date,
): Promise<void> {
  const wheel = TEMPLATES.flatMap((template) => Array.from({ length: template.weight }, () => template));
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql`
      WITH s AS (
        SELECT (ord - 1)::int AS idx, e FROM jsonb_array_elements(${JSON.stringify(staff)}::jsonb) WITH ORDINALITY AS x(e, ord)
      ), w AS (
        SELECT (ord - 1)::int AS idx, e FROM jsonb_array_elements(${JSON.stringify(wheel)}::jsonb) WITH ORDINALITY AS x(e, ord)
      ), o AS (
        SELECT 'Incidents' AS page, array_agg(id::text ORDER BY id) AS ids FROM incidents WHERE tenant_id = ${tenantId}
        UNION ALL SELECT 'Policies', array_agg(id::text ORDER BY id) FROM policies WHERE tenant_id = ${tenantId}
        UNION ALL SELECT 'Lists', array_agg(id::text ORDER BY id) FROM lists WHERE tenant_id = ${tenantId}
        UNION ALL SELECT 'Device Management', array_agg(id::text ORDER BY id) FROM devices WHERE tenant_id = ${tenantId}
        UNION ALL SELECT 'Reports', array_agg(id::text ORDER BY id) FROM report_templates WHERE tenant_id = ${tenantId}
      ), g AS (
        SELECT n, ('x' || substr(md5(${tenantId}::text || ':audit:' || n), 1, 7))::bit(28)::int AS h1,
          ('x' || substr(md5(${tenantId}::text || ':audit:' || n), 8, 7))::bit(28)::int AS h2
        FROM generate_series(1, ${count}::int) AS n
      )
      INSERT INTO audit_logs (tenant_id, id, created, dashboard_user_id, user_identifier, page, action, outcome,
        object_id, description, origin)
      SELECT ${tenantId}::text, md5(${tenantId}::text || ':audit:' || g.n)::uuid,
        ${anchor.toISOString()}::timestamptz - (g.h2::float8 / 268435456) * 90 * interval '1 day',
        s.e->>'userId', s.e->>'name', w.e->>'page', w.e->>'action', w.e->>'outcome',
        CASE WHEN w.e->>'action' <> 'Export' AND cardinality(o.ids) > 0
          THEN o.ids[1 + (g.h1 / 7) % cardinality(o.ids)] END,
        w.e->>'description', CASE WHEN w.e->>'page' = 'Login' THEN 'client' ELSE 'api' END
      FROM g JOIN s ON s.idx = g.h1 % ${staff.length}::int JOIN w ON w.idx = (g.h1 / 13) % ${wheel.length}::int
        LEFT JOIN o ON o.page = w.e->>'page'
    `);
  });
}
