import { sql } from 'drizzle-orm';
import type { UserOrGroup, UserOrGroupType } from 'shared-contracts';
import { UserOrGroupSchema } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { containsPattern } from './repository';

/**
 * The users-and-groups search (SPEC §7) behind GET /lists/users: users are the tenant's members, named as its SCIM
 * directory names them (value: their email), groups are the directory's groups (value: the group's name). Users
 * come first, each kind by name; at most `pageSize` in all.
 */
export async function searchUsersAndGroups(
  tx: Tx,
  tenantId: string,
  query: { search?: string | undefined; pageSize: number; userOrGroupType?: UserOrGroupType | undefined },
): Promise<UserOrGroup[]> {
  const search = query.search?.trim() ?? '';
  const pattern = containsPattern(search);
  const name = sql`coalesce(nullif(d.display_name, ''), nullif(u.name, ''), u.email)`;
  const users = sql`SELECT u.id, ${name} AS name, lower(u.email) AS value, 'user' AS "userOrGroupType", 0 AS kind
    FROM memberships m JOIN users u ON u.id = m.user_id
    LEFT JOIN directory_users d ON d.tenant_id = m.tenant_id AND d.user_id = m.user_id
    WHERE m.tenant_id = ${tenantId}
      AND (${search} = '' OR lower(${name}) LIKE ${pattern} OR lower(u.email) LIKE ${pattern})`;
  const groups = sql`SELECT g.id::text AS id, g.display_name AS name, g.display_name AS value,
      'group' AS "userOrGroupType", 1 AS kind
    FROM directory_groups g
    WHERE g.tenant_id = ${tenantId} AND (${search} = '' OR lower(g.display_name) LIKE ${pattern})`;
  const parts =
    query.userOrGroupType === 'user' ? [users] : query.userOrGroupType === 'group' ? [groups] : [users, groups];
  return queryRows(
    tx,
    sql`SELECT id, name, value, "userOrGroupType" FROM (${sql.join(parts, sql` UNION ALL `)}) AS found
        ORDER BY kind, lower(name), id LIMIT ${query.pageSize}`,
    UserOrGroupSchema,
  );
}
