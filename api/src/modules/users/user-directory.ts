import { sql } from 'drizzle-orm';
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from 'shared-contracts/schemas';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/database';
import { jsonTextReader } from '../../db/row-reader';
import { withMaintenance } from '../../db/tenant-scope';
import type { DirectoryTenant, DirectoryUser, UserDirectory } from '../../identity/user-directory';

const DirectoryRowSchema = Type.Object({
  userId: Type.String(),
  loginId: Type.String(),
  email: Type.String(),
  name: Type.String(),
  passwordHash: Nullable(Type.String()),
  /** JSON text of the enabled memberships (json_agg cast to text, so both drivers answer the same). */
  tenants: Type.String(),
  disabled: Type.Boolean(),
  suspended: Type.Boolean(),
});
type DirectoryRow = Static<typeof DirectoryRowSchema>;

/** The enabled memberships of a user (the JSON in `tenants`), checked: they decide where and as what a user signs in. */
const readTenants: (text: string) => DirectoryTenant[] = jsonTextReader(
  Type.Array(Type.Object({ tenantId: Type.String(), tenantName: Type.String(), roleNames: Type.Array(Type.String()) })),
);

function toUser(row: DirectoryRow | undefined): DirectoryUser | undefined {
  if (!row) return undefined;
  const tenants = readTenants(row.tenants);
  return {
    userId: row.userId,
    loginId: row.loginId,
    email: row.email,
    name: row.name,
    // Users without a password (listed only as assignees) can never sign in: verifyPassword refuses ''.
    passwordHash: row.passwordHash ?? '',
    tenants,
    disabled: row.disabled,
    suspended: row.suspended,
  };
}

function select(where: ReturnType<typeof sql>) {
  return sql`SELECT u.id AS "userId", u.login_id AS "loginId", u.email, u.name, u.password_hash AS "passwordHash",
      coalesce((SELECT json_agg(json_build_object('tenantId', t.id, 'tenantName', t.name, 'roleNames', m.role_names)
                ORDER BY t.name, t.id)
         FROM memberships m JOIN tenants t ON t.id = m.tenant_id
         WHERE m.user_id = u.id AND NOT m.disabled AND t.status = 'active'),
        '[]'::json)::text AS tenants,
      NOT EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND NOT m.disabled) AS disabled,
      NOT EXISTS (SELECT 1 FROM memberships m JOIN tenants t ON t.id = m.tenant_id
          WHERE m.user_id = u.id AND NOT m.disabled AND t.status = 'active')
        AND EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND NOT m.disabled) AS suspended
    FROM users u WHERE ${where}`;
}

/**
 * The local identity provider's users, read from the database. Sign-in comes before any tenant is chosen, so these
 * lookups run as the owner under the maintenance policy, never through a tenant-scoped transaction.
 */
export function createDatabaseUserDirectory(database: Database): UserDirectory {
  const find = (where: ReturnType<typeof sql>) =>
    withMaintenance(database, async (tx) => toUser((await queryRows(tx, select(where), DirectoryRowSchema))[0]));
  return {
    findByLoginId: (loginId) => find(sql`lower(u.login_id) = lower(${loginId})`),
    findById: (userId) => find(sql`u.id = ${userId}`),
  };
}
