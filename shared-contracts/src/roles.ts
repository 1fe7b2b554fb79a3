import type { TenantEntry } from './shell-context';

/** Role a user holds on a tenant to administer it (SPEC §6). */
export const TENANT_ADMIN_ROLE = 'Tenant Admin';

/** Platform-admin role; held on any tenant, it opens every tenant (SPEC §6 "Product Admin"). */
export const PLATFORM_ADMIN_ROLE = 'Product Admin';

/** Whether the user holds the Tenant Admin role on this tenant. */
export function isTenantAdminOf(tenant: Pick<TenantEntry, 'roleNames'>): boolean {
  return tenant.roleNames.includes(TENANT_ADMIN_ROLE);
}

/** Whether the user holds the platform-admin role on any of their tenants. */
export function isPlatformAdmin(tenants: readonly Pick<TenantEntry, 'roleNames'>[]): boolean {
  return tenants.some((tenant) => tenant.roleNames.includes(PLATFORM_ADMIN_ROLE));
}

/** The user-management permission: Tenant Admin on the active tenant, or platform admin. */
export function canManageUsers(
  tenants: readonly Pick<TenantEntry, 'roleNames'>[],
  activeTenant: Pick<TenantEntry, 'roleNames'>,
): boolean {
  return isTenantAdminOf(activeTenant) || isPlatformAdmin(tenants);
}
