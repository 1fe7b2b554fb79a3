import { PLATFORM_ADMIN_ROLE, TENANT_ADMIN_ROLE } from 'shared-contracts';
import { createScimGroup } from '../../modules/scim/scim-groups';
import { createScimUser } from '../../modules/scim/scim-users';
import type { Tx } from '../database';
import { DEMO_DASHBOARD_USERS, DEMO_TENANTS } from './catalog-org';

/** The demo directory's groups, and who of a tenant's people is in each (by their roles there). */
const DEMO_GROUPS: readonly { displayName: string; holds: (roles: readonly string[]) => boolean }[] = [
  { displayName: 'All Staff', holds: () => true },
  { displayName: 'IT Administrators', holds: (roles) => roles.includes(TENANT_ADMIN_ROLE) },
  { displayName: 'Security Operations', holds: (roles) => roles.length > 0 },
  { displayName: 'Engineering', holds: () => false },
  { displayName: 'Executives', holds: () => false },
  { displayName: 'Finance', holds: () => false },
  { displayName: 'Sales', holds: () => false },
];

/**
 * Provisions each demo tenant's people and groups through the SCIM service, as an identity provider would (the
 * people exist already as dashboard users: SCIM links them). Platform admins are not part of a tenant's directory.
 */
export async function seedScimDirectory(tx: Tx): Promise<void> {
  for (const tenant of DEMO_TENANTS) {
    const people: { id: string; roles: readonly string[] }[] = [];
    for (const person of DEMO_DASHBOARD_USERS) {
      const roles = person.memberships[tenant.id];
      // Platform admins and Tenant Group Admins work across tenants: not part of a tenant's directory.
      if (!roles || roles.includes(PLATFORM_ADMIN_ROLE) || person.tenantGroupAdmin) continue;
      const [givenName = null, ...rest] = person.name.split(' ');
      const row = await createScimUser(
        tx,
        tenant.id,
        {
          userName: person.loginId,
          externalId: null,
          displayName: person.name,
          givenName,
          familyName: rest.join(' ') || null,
          email: person.loginId,
          active: true,
        },
        null,
      );
      people.push({ id: row.id, roles });
    }
    for (const group of DEMO_GROUPS) {
      const members = people.filter((person) => group.holds(person.roles)).map((person) => person.id);
      await createScimGroup(tx, tenant.id, { displayName: group.displayName, externalId: null, members }, null);
    }
  }
}
