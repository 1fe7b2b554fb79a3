import { sql } from 'drizzle-orm';
import type { UserOrGroup, UserOrGroupType } from 'shared-contracts';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { containsPattern } from './repository';

/**
 * The users-and-groups search (SPEC §7) behind GET /lists/users: users are the tenant's members (value: their
 * email), groups are the tenant's roles (value: the role name), until a directory brings its own groups. Users
 * come first, each kind by name; at most `pageSize` in all.
 */
export async function searchUsersAndGroups(
  tx: Tx,
  tenantId: string,
  query: { search?: string | undefined; pageSize: number; userOrGroupType?: UserOrGroupType | undefined },
): Promise<UserOrGroup[]> {
  const search = query.search?.trim() ?? '';
  const pattern = containsPattern(search);
  const users = sql`SELECT u.id, coalesce(nullif(u.name, ''), u.email) AS name, lower(u.email) AS value,
      'user' AS "userOrGroupType", 0 AS kind
    FROM memberships m JOIN users u ON u.id = m.user_id
    WHERE m.tenant_id = ${tenantId}
      AND (${search} = '' OR lower(u.name) LIKE ${pattern} OR lower(u.email) LIKE ${pattern})`;
  const groups = sql`SELECT r.name AS id, r.name, r.name AS value, 'group' AS "userOrGroupType", 1 AS kind
    FROM roles r WHERE r.tenant_id = ${tenantId} AND (${search} = '' OR lower(r.name) LIKE ${pattern})`;
  const parts =
    query.userOrGroupType === 'user' ? [users] : query.userOrGroupType === 'group' ? [groups] : [users, groups];
  return queryRows<UserOrGroup>(
    tx,
    sql`SELECT id, name, value, "userOrGroupType" FROM (${sql.join(parts, sql` UNION ALL `)}) AS found
        ORDER BY kind, lower(name), id LIMIT ${query.pageSize}`,
  );
}
