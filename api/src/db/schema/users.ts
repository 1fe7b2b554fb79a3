import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, tenantIdColumn } from './columns';
import { READ_WRITE, globalAccess, tenantAccess } from './rls';

/** Dashboard users (global: a user can belong to several tenants). */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    loginId: text('login_id').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    created: createdAt(),
  },
  (t) => [uniqueIndex('users_login_id_key').on(sql`lower(${t.loginId})`)],
);

/**
 * Only the id, email and name of a user, never the password hash; the scope role reads them too (an incident's
 * assignee's name in the cross-tenant queue).
 */
export const usersAccess = globalAccess(users, ['SELECT'], ['id', 'email', 'name'], { scopeReads: true });

/** Roles of a tenant and the permissions each grants. */
export const roles = pgTable(
  'roles',
  {
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] })],
);

export const rolesAccess = tenantAccess(roles, READ_WRITE);

/** A user's membership of a tenant and the roles held there. */
export const memberships = pgTable(
  'memberships',
  {
    tenantId: tenantIdColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleNames: text('role_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A disabled member cannot enter the tenant; a user disabled in every tenant cannot sign in or refresh. */
    disabled: boolean('disabled').notNull().default(false),
    created: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

export const membershipsAccess = tenantAccess(memberships, READ_WRITE, { scopeReads: true });

/**
 * A user's WebAuthn passkeys (global, like users: one login across tenants). Read and written only by the local
 * identity provider as the owner; the API role has no grant on this table.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (0 when it keeps none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    created: createdAt(),
    lastUsed: instant('last_used'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);
