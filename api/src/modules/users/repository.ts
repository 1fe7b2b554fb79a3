import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TenantRole, TenantUser, TenantUserList } from 'shared-contracts';
import { TENANT_ADMIN_ROLE } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { TenantRoleSchema, TenantUserSchema } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { badRequest, notFound } from '../../lib/http/problem';
import { containsPattern } from '../lists/repository';

const CountsRow = Type.Object({ total: Type.Integer(), filtered: Type.Integer() });
const UserIdRow = Type.Object({ userId: Type.String() });

const MEMBER_COLUMNS = sql`m.user_id AS "userId", u.email,
  coalesce(nullif(d.display_name, ''), u.name) AS name, m.role_names AS "roleNames",
  CASE WHEN m.disabled THEN 'disabled' ELSE 'enabled' END AS status, d.id IS NOT NULL AS provisioned,
  to_char(m.created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created`;

const MEMBERS = sql`memberships m JOIN users u ON u.id = m.user_id
  LEFT JOIN directory_users d ON d.tenant_id = m.tenant_id AND d.user_id = m.user_id`;

function searchCondition(search: string): SQL {
  if (search === '') return sql`true`;
  const pattern = containsPattern(search);
  return sql`(lower(u.email) LIKE ${pattern} OR lower(coalesce(nullif(d.display_name, ''), u.name)) LIKE ${pattern})`;
}

function decodeToken(token: string): { email: string; userId: string } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((part) => typeof part === 'string')) {
      const [email, userId] = parsed as [string, string];
      if (!`${email}${userId}`.includes('\u0000') && email.length <= 300 && userId.length <= 100)
        return { email, userId };
    }
  } catch {
    // refused below
  }
  throw badRequest('nextToken', 'is not a cursor of this list');
}

/** GET /users: the tenant's members by email (keyset over lower(email), user id), with the counts. */
export async function listMembers(
  tx: Tx,
  tenantId: string,
  query: { search?: string | undefined; pageSize: number; nextToken?: string | undefined },
): Promise<TenantUserList> {
  const search = searchCondition(query.search?.trim() ?? '');
  const after = query.nextToken ? decodeToken(query.nextToken) : undefined;
  const keyset = after ? sql`(lower(u.email), m.user_id) > (${after.email}, ${after.userId})` : sql`true`;
  const rows = await queryRows(
    tx,
    sql`SELECT ${MEMBER_COLUMNS} FROM ${MEMBERS} WHERE m.tenant_id = ${tenantId} AND ${search} AND ${keyset}
        ORDER BY lower(u.email), m.user_id LIMIT ${query.pageSize + 1}`,
    TenantUserSchema,
  );
  const [counts] = await queryRows(
    tx,
    sql`SELECT count(*)::int AS total, (count(*) FILTER (WHERE ${search}))::int AS filtered
        FROM ${MEMBERS} WHERE m.tenant_id = ${tenantId}`,
    CountsRow,
  );
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  const nextToken =
    rows.length > query.pageSize && last
      ? Buffer.from(JSON.stringify([last.email.toLowerCase(), last.userId])).toString('base64url')
      : null;
  return { users: page, nextToken, total: counts?.total ?? 0, filtered: counts?.filtered ?? 0 };
}

/** One member of the tenant, its row locked when asked; 404 when the user is not a member. */
export async function findMember(tx: Tx, tenantId: string, userId: string, forUpdate = false): Promise<TenantUser> {
  const [row] = await queryRows(
    tx,
    sql`SELECT ${MEMBER_COLUMNS} FROM ${MEMBERS} WHERE m.tenant_id = ${tenantId} AND m.user_id = ${userId}
        ${forUpdate ? sql`FOR UPDATE OF m` : sql``}`,
    TenantUserSchema,
  );
  if (!row) throw notFound('The user');
  return row;
}

/** The tenant's roles by name. */
export async function tenantRoles(tx: Tx, tenantId: string): Promise<TenantRole[]> {
  return queryRows(
    tx,
    sql`SELECT name, description FROM roles WHERE tenant_id = ${tenantId} ORDER BY name`,
    TenantRoleSchema,
  );
}

/**
 * The enabled Tenant Admins of the tenant, their membership rows locked: two admins demoting each other at once
 * take turns, so the second sees the first's change and the tenant never ends without one.
 */
export async function lockEnabledAdmins(tx: Tx, tenantId: string): Promise<string[]> {
  const rows = await queryRows(
    tx,
    sql`SELECT user_id AS "userId" FROM memberships
        WHERE tenant_id = ${tenantId} AND NOT disabled AND ${TENANT_ADMIN_ROLE} = ANY (role_names)
        ORDER BY user_id FOR UPDATE`,
    UserIdRow,
  );
  return rows.map((row) => row.userId);
}
