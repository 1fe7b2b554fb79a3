import type { SignedInUser, TenantEntry } from 'shared-contracts';

/** The part of the identity provider's user object (Descope's `user`) the console reads. */
export interface IdentityUser {
  userId?: string;
  loginIds?: string[];
  email?: string;
  name?: string;
  userTenants?: { tenantId: string; tenantName?: string; roleNames?: string[]; permissions?: string[] }[];
}

/** Shapes the identity provider's user as SPEC §3's signed-in user: identifier is the name, else the email. */
export function toSignedInUser(user: IdentityUser): SignedInUser {
  const email = user.email || undefined;
  const name = user.name || undefined;
  return {
    userId: user.userId ?? '',
    email,
    name,
    identifier: name ?? email ?? user.loginIds?.[0] ?? '',
    tenants: (user.userTenants ?? []).map((tenant) => ({
      id: tenant.tenantId,
      name: tenant.tenantName || tenant.tenantId,
      roleNames: [...(tenant.roleNames ?? [])],
      ...(tenant.permissions ? { permissions: [...tenant.permissions] } : {}),
    })),
  };
}

/** A platform admin's tenants: their own first, then every other tenant with an empty role list (SPEC §6). */
export function withAllTenants(
  own: readonly TenantEntry[],
  all: readonly { id: string; name: string }[],
): TenantEntry[] {
  const known = new Set(own.map((tenant) => tenant.id));
  return [...own, ...all.filter((tenant) => !known.has(tenant.id)).map((tenant) => ({ ...tenant, roleNames: [] }))];
}
