import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { auditScim, resourceId, setMemberActive } from './scim-directory';
import type { ScimActor } from './scim-directory';
import { ScimError } from './scim-errors';
import { filterCondition } from './scim-filter';
import type { ScimUserFields } from './scim-user-fields';

/** A directory user as read from the database. */
const ScimUserRowSchema = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  externalId: Nullable(Type.String()),
  displayName: Type.String(),
  givenName: Nullable(Type.String()),
  familyName: Nullable(Type.String()),
  email: Type.String(),
  active: Type.Boolean(),
  version: Type.Integer(),
  created: Type.String(),
  updated: Type.String(),
  /** JSON text: [{ value, display }] of the user's groups. */
  groups: Type.String(),
});
export type ScimUserRow = Static<typeof ScimUserRowSchema> & ScimUserFields;

const TotalRow = Type.Object({ total: Type.Integer() });
const IdRow = Type.Object({ id: Type.String() });
const UserIdRow = Type.Object({ userId: Type.String() });

const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SELECT = sql`SELECT d.id::text AS id, d.user_id AS "userId", d.user_name AS "userName",
  d.external_id AS "externalId", d.display_name AS "displayName", d.given_name AS "givenName",
  d.family_name AS "familyName", coalesce(d.email, '') AS email, d.active, d.version,
  ${iso(sql`d.created`)} AS created, ${iso(sql`d.updated`)} AS updated,
  coalesce((SELECT json_agg(json_build_object('value', g.id::text, 'display', g.display_name)
      ORDER BY lower(g.display_name)) FROM directory_group_members gm
    JOIN directory_groups g ON g.tenant_id = gm.tenant_id AND g.id = gm.group_id
    WHERE gm.tenant_id = d.tenant_id AND gm.member_id = d.id), '[]'::json)::text AS groups
  FROM directory_users d`;

/** Filterable attributes of Users. */
const USER_FILTERS = {
  username: sql`d.user_name`,
  displayname: sql`d.display_name`,
  externalid: sql`coalesce(d.external_id, '')`,
  'emails.value': sql`coalesce(d.email, '')`,
};

/** One user of the tenant's directory; 404 when missing or another tenant's. */
export async function getScimUser(tx: Tx, tenantId: string, id: string): Promise<ScimUserRow> {
  const [row] = await queryRows(
    tx,
    sql`${SELECT} WHERE d.tenant_id = ${tenantId} AND d.id = ${resourceId(id, 'User')}::uuid`,
    ScimUserRowSchema,
  );
  if (!row) throw new ScimError(404, `User ${id} not found`);
  return row;
}

/** A page of the tenant's directory users matching a filter, in creation order, and how many match. */
export async function listScimUsers(
  tx: Tx,
  tenantId: string,
  query: { filter?: string | undefined; startIndex: number; count: number },
): Promise<{ rows: ScimUserRow[]; total: number }> {
  const where = sql`d.tenant_id = ${tenantId} AND ${filterCondition(query.filter, USER_FILTERS)}`;
  const rows = await queryRows(
    tx,
    sql`${SELECT} WHERE ${where} ORDER BY d.created, d.id LIMIT ${query.count} OFFSET ${query.startIndex - 1}`,
    ScimUserRowSchema,
  );
  const [count] = await queryRows(
    tx,
    sql`SELECT count(*)::int AS total FROM directory_users d WHERE ${where}`,
    TotalRow,
  );
  return { rows, total: count?.total ?? 0 };
}

async function checkUserNameFree(tx: Tx, tenantId: string, userName: string, except?: string): Promise<void> {
  const [taken] = await queryRows(
    tx,
    sql`SELECT id::text AS id FROM directory_users WHERE tenant_id = ${tenantId}
        AND lower(user_name) = lower(${userName}) ${except ? sql`AND id <> ${except}::uuid` : sql``}`,
    IdRow,
  );
  if (taken) throw new ScimError(409, `userName ${userName} is already provisioned`, 'uniqueness');
}

/** Provisions a user: the console user (created when the e-mail is new), their membership and the directory row. */
export async function createScimUser(
  tx: Tx,
  tenantId: string,
  fields: ScimUserFields,
  actor: ScimActor,
): Promise<ScimUserRow> {
  await checkUserNameFree(tx, tenantId, fields.userName);
  const [user] = await queryRows(
    tx,
    sql`SELECT user_id AS "userId" FROM console_ensure_user(${fields.email}, ${fields.displayName})`,
    UserIdRow,
  );
  if (!user) throw new Error('user not ensured');
  await tx.execute(sql`INSERT INTO memberships (tenant_id, user_id) VALUES (${tenantId}, ${user.userId})
    ON CONFLICT (tenant_id, user_id) DO NOTHING`);
  if (!fields.active) await setMemberActive(tx, tenantId, user.userId, false);
  const [row] = await queryRows(
    tx,
    sql`INSERT INTO directory_users (tenant_id, user_id, user_name, external_id, display_name, given_name,
          family_name, email, active)
        VALUES (${tenantId}, ${user.userId}, ${fields.userName}, ${fields.externalId}, ${fields.displayName},
          ${fields.givenName}, ${fields.familyName}, ${fields.email}, ${fields.active})
        ON CONFLICT (tenant_id, user_id) DO NOTHING RETURNING id::text AS id`,
    IdRow,
  );
  if (!row) throw new ScimError(409, `${fields.email} is already provisioned under another userName`, 'uniqueness');
  await auditScim(tx, tenantId, actor, 'SCIM create user', user.userId, `Provisioned ${fields.userName}`);
  return getScimUser(tx, tenantId, row.id);
}

/** Replaces a user's attributes (PUT, and PATCH after its operations). The e-mail a user signs in with stays. */
export async function replaceScimUser(
  tx: Tx,
  tenantId: string,
  id: string,
  fields: ScimUserFields,
  actor: ScimActor,
): Promise<ScimUserRow> {
  const current = await getScimUser(tx, tenantId, id);
  if (fields.userName.toLowerCase() !== current.userName.toLowerCase())
    await checkUserNameFree(tx, tenantId, fields.userName, current.id);
  if (fields.active !== current.active) await setMemberActive(tx, tenantId, current.userId, fields.active);
  await tx.execute(sql`UPDATE directory_users SET user_name = ${fields.userName}, external_id = ${fields.externalId},
      display_name = ${fields.displayName}, given_name = ${fields.givenName}, family_name = ${fields.familyName},
      email = ${fields.email}, active = ${fields.active}, version = version + 1, updated = now()
    WHERE tenant_id = ${tenantId} AND id = ${current.id}::uuid`);
  const change = fields.active === current.active ? 'Updated' : fields.active ? 'Activated' : 'Deactivated';
  await auditScim(tx, tenantId, actor, 'SCIM update user', current.userId, `${change} ${fields.userName}`);
  return getScimUser(tx, tenantId, current.id);
}

/** Deprovisions a user: the directory row and the membership of the tenant go; the console user stays. */
export async function deleteScimUser(tx: Tx, tenantId: string, id: string, actor: ScimActor): Promise<void> {
  const current = await getScimUser(tx, tenantId, id);
  await setMemberActive(tx, tenantId, current.userId, false);
  await tx.execute(sql`DELETE FROM directory_users WHERE tenant_id = ${tenantId} AND id = ${current.id}::uuid`);
  await tx.execute(sql`DELETE FROM memberships WHERE tenant_id = ${tenantId} AND user_id = ${current.userId}`);
  await auditScim(tx, tenantId, actor, 'SCIM delete user', current.userId, `Deprovisioned ${current.userName}`);
}
