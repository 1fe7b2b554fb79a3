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

/** `count` audit entries of the tenant's staff over the last 90 days. */
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
        CASE WHEN w.e->>'page' = 'Login' THEN NULL ELSE md5(${tenantId}::text || ':object:' || (g.h1 % 500))::uuid::text END,
        w.e->>'description', CASE WHEN w.e->>'page' = 'Login' THEN 'client' ELSE 'api' END
      FROM g JOIN s ON s.idx = g.h1 % ${staff.length}::int JOIN w ON w.idx = (g.h1 / 13) % ${wheel.length}::int
    `);
  });
}
