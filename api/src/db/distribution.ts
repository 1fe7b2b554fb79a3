/**
 * How the schema spreads over a Citus cluster (issue 16, item 7). Every table with a `tenant_id` is distributed by it
 * and co-located with the others, so one tenant's rows of every table sit on one node and every tenant query (always
 * under row-level security for one tenant) is routed to that node. The few tables without a tenant are small and
 * global: copied to every node as reference tables. `distribution.test.ts` checks the schema keeps this possible.
 */

/**
 * Global tables, replicated to every node: tenants, users (one login across tenants; memberships are per tenant), their
 * passkeys, the secrets every replica shares (the report-link key), and the remotes' promotions (small, append-only,
 * read when any tenant's registry lines are resolved), and the tenants' lifecycle events (the platform's audit of tenants
 * created, suspended, resumed and deleted: small, append-only, kept after a tenant is gone), the policy templates with
 * their versions and pushes (platform-level, small, append-only), and the tenant groups with their member tenants and
 * Tenant Group Admin grants (platform-level, small; a scope read joins them to every node's rows).
 */
export const REFERENCE_TABLES = [
  'tenants',
  'users',
  'passkeys',
  'app_secrets',
  'release_promotions',
  'tenant_lifecycle_events',
  'policy_templates',
  'policy_template_versions',
  'policy_template_pushes',
  'tenant_groups',
  'tenant_group_tenants',
  'tenant_group_grants',
] as const;

/** Tables that stay on the coordinator only: the migrator's journal and the shared rate-limit windows. */
export const COORDINATOR_TABLES = ['console_migrations', 'rate_limit_windows'] as const;

/** The distribution column of every other table. */
export const DISTRIBUTION_COLUMN = 'tenant_id';

/** The statements that distribute a migrated database on Citus, for the given tenant tables (in any order). */
export function distributionStatements(tenantTables: readonly string[]): string[] {
  const [anchor, ...others] = [...tenantTables].sort();
  if (!anchor) return [];
  return [
    ...REFERENCE_TABLES.map((table) => `SELECT create_reference_table('${table}');`),
    `SELECT create_distributed_table('${anchor}', '${DISTRIBUTION_COLUMN}');`,
    ...others.map(
      (table) => `SELECT create_distributed_table('${table}', '${DISTRIBUTION_COLUMN}', colocate_with => '${anchor}');`,
    ),
  ];
}
