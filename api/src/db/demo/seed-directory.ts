import { createHash } from 'node:crypto';
import { hashPassword } from '../../identity/password';
import type { Tx } from '../database';
import { memberships, roles, tenantGroupGrants, tenantGroups, tenantGroupTenants, tenants, users } from '../schema';
import { DEMO_DASHBOARD_USERS, DEMO_PASSWORD, DEMO_ROLES, DEMO_TENANTS } from './catalog-org';

/** A stable Descope-like user id (`U` + 27 characters) from a login id. */
export function demoUserId(loginId: string): string {
  return `U${createHash('sha256').update(loginId.toLowerCase()).digest('hex').slice(0, 27).toUpperCase()}`;
}

/** Dashboard users of one tenant, for assignees, comment authors and audit entries. */
export interface TenantStaff {
  userId: string;
  name: string;
}

/** Tenants, their roles, the dashboard users and their memberships. Answers each tenant's staff. */
export async function seedDirectory(tx: Tx): Promise<Map<string, TenantStaff[]>> {
  await tx.insert(tenants).values(DEMO_TENANTS.map(({ id, name }) => ({ id, name })));
  await tx.insert(roles).values(
    DEMO_TENANTS.flatMap((tenant) =>
      DEMO_ROLES.map((role) => ({
        tenantId: tenant.id,
        name: role.name,
        description: role.description,
        permissions: [...role.permissions],
      })),
    ),
  );
  const staff = new Map<string, TenantStaff[]>(DEMO_TENANTS.map((tenant) => [tenant.id, []]));
  for (const user of DEMO_DASHBOARD_USERS) {
    const userId = demoUserId(user.loginId);
    await tx.insert(users).values({
      id: userId,
      loginId: user.loginId,
      email: user.loginId,
      name: user.name,
      passwordHash: user.canSignIn ? await hashPassword(DEMO_PASSWORD) : null,
    });
    for (const [tenantId, roleNames] of Object.entries(user.memberships)) {
      await tx.insert(memberships).values({ tenantId, userId, roleNames: [...roleNames] });
      if (!user.tenantGroupAdmin && user.inGeneratedData !== false)
        staff.get(tenantId)?.push({ userId, name: user.name });
    }
    const grant = user.tenantGroupAdmin;
    if (grant) {
      const [group] = await tx.insert(tenantGroups).values({ name: grant.group }).returning({ id: tenantGroups.id });
      await tx
        .insert(tenantGroupTenants)
        .values(grant.tenants.map((memberTenantId) => ({ groupId: group!.id, memberTenantId })));
      await tx.insert(tenantGroupGrants).values({ groupId: group!.id, userId, grantedBy: 'demo data' });
    }
  }
  return staff;
}
