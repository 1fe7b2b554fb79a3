import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, tenantIdColumn } from './columns';
import { users } from './users';
import { READ_WRITE, tenantAccess } from './rls';

/** Bearer tokens of a tenant's SCIM directory; only their sha256 is kept. */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** sha256 (hex) of the token. */
    tokenHash: text('token_hash').notNull(),
    createdBy: text('created_by').notNull(),
    created: createdAt(),
    lastUsed: instant('last_used'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('scim_tokens_hash_key').on(t.tenantId, t.tokenHash)],
);

export const scimTokensAccess = tenantAccess(scimTokens, READ_WRITE);

/** A SCIM User of a tenant's directory (RFC 7643 §4.1); it makes its user a member of the tenant. */
export const directoryUsers = pgTable(
  'directory_users',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    externalId: text('external_id'),
    displayName: text('display_name').notNull().default(''),
    givenName: text('given_name'),
    familyName: text('family_name'),
    email: text('email'),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    created: createdAt(),
    updated: createdAt('updated'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('directory_users_user_name_key').on(t.tenantId, sql`lower(${t.userName})`),
    uniqueIndex('directory_users_user_key').on(t.tenantId, t.userId),
    index('directory_users_external_idx').on(t.tenantId, t.externalId),
  ],
);

export const directoryUsersAccess = tenantAccess(directoryUsers, READ_WRITE);

/** A SCIM Group of a tenant's directory (RFC 7643 §4.2): what user and group lists name. */
export const directoryGroups = pgTable(
  'directory_groups',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    displayName: text('display_name').notNull(),
    externalId: text('external_id'),
    version: integer('version').notNull().default(1),
    created: createdAt(),
    updated: createdAt('updated'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('directory_groups_name_key').on(t.tenantId, sql`lower(${t.displayName})`),
  ],
);

export const directoryGroupsAccess = tenantAccess(directoryGroups, READ_WRITE);

/** Members of a directory group (directory users). */
export const directoryGroupMembers = pgTable(
  'directory_group_members',
  {
    tenantId: tenantIdColumn(),
    groupId: uuid('group_id').notNull(),
    memberId: uuid('member_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.groupId, t.memberId] }),
    index('directory_group_members_member_idx').on(t.tenantId, t.memberId),
    foreignKey({
      columns: [t.tenantId, t.groupId],
      foreignColumns: [directoryGroups.tenantId, directoryGroups.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.memberId],
      foreignColumns: [directoryUsers.tenantId, directoryUsers.id],
    }).onDelete('cascade'),
  ],
);

export const directoryGroupMembersAccess = tenantAccess(directoryGroupMembers, READ_WRITE);
