/** Role a user holds on a tenant to administer it (SPEC §6). */
export const TENANT_ADMIN_ROLE = 'Tenant Admin';

/** Platform-admin role; held on any tenant, it opens every tenant (SPEC §6 "Product Admin"). */
export const PLATFORM_ADMIN_ROLE = 'Product Admin';

/** Whether the user holds the platform-admin role on any of their tenants. */
export function isPlatformAdmin(tenants: readonly { roleNames: readonly string[] }[]): boolean {
  return tenants.some((tenant) => tenant.roleNames.includes(PLATFORM_ADMIN_ROLE));
}

/**
 * The role a platform admin grants a user over a named group of tenants (issue 31, item 1): it holds those tenants'
 * cross-tenant pages (Tenant health). It is not a role in any tenant: the API keeps the grants (tenant groups) and
 * computes the user's scope from them; the shell asks for it (GET /tenant-scope).
 */
export const TENANT_GROUP_ADMIN_ROLE = 'Tenant Group Admin';

/**
 * The Tenant-Id of "All tenants" (issue 31, item 2): every tenant of the caller's scope (a platform admin's every
 * tenant, a Tenant Group Admin's groups' active tenants). Only the routes that read a scope accept it (the incidents
 * listing, its per-tenant counts and batch, the dashboard's widgets); any other tenant route answers it with 400.
 */
export const ALL_TENANTS_ID = '*';
