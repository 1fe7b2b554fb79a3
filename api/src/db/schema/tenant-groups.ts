import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { globalAccess } from './rls';
import { tenants } from './tenants';
import { users } from './users';

// A scope of tenants (issue 31, item 1): named groups of tenants, and the users a platform admin made Tenant Group
// Admin over a group. The server computes a user's scope (the tenant ids its cross-tenant reads may see) from these
// rows alone (modules/tenant-groups/scope.ts). Global tables: written only by the owner (the platform admins' routes
// under the maintenance scope), readable by the API role.

/** A named set of tenants. */
export const tenantGroups = pgTable(
  'tenant_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    created: createdAt(),
  },
  (t) => [uniqueIndex('tenant_groups_name_key').on(sql`lower(${t.name})`)],
);

/** The tenants of a group (a tenant's rows go with it: its purge deletes the tenants row last). */
export const tenantGroupTenants = pgTable(
  'tenant_group_tenants',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => tenantGroups.id, { onDelete: 'cascade' }),
    memberTenantId: text('member_tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.memberTenantId] }),
    index('tenant_group_tenants_tenant').on(t.memberTenantId),
  ],
);

/** Users holding Tenant Group Admin over a group. */
export const tenantGroupGrants = pgTable(
  'tenant_group_grants',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => tenantGroups.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedBy: text('granted_by').notNull(),
    created: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('tenant_group_grants_user').on(t.userId)],
);

export const tenantGroupsAccess = [tenantGroups, tenantGroupTenants, tenantGroupGrants].map((table) =>
  globalAccess(table, ['SELECT']),
);
