import { plural } from 'shared-contracts';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { auditScim, resourceId } from './scim-directory';
import type { ScimActor } from './scim-directory';
import { ScimError } from './scim-errors';
import { filterCondition } from './scim-filter';
import type { ScimGroupFields } from './scim-group-fields';

/** A directory group as read from the database. */
const ScimGroupRowSchema = Type.Object({
  id: Type.String(),
  displayName: Type.String(),
  externalId: Nullable(Type.String()),
  version: Type.Integer(),
  created: Type.String(),
  updated: Type.String(),
  /** JSON text: [{ value, display }] of the members. */
  members: Type.String(),
});
export type ScimGroupRow = Static<typeof ScimGroupRowSchema>;

const TotalRow = Type.Object({ total: Type.Integer() });
const IdRow = Type.Object({ id: Type.String() });

const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SELECT = sql`SELECT g.id::text AS id, g.display_name AS "displayName", g.external_id AS "externalId",
  g.version, ${iso(sql`g.created`)} AS created, ${iso(sql`g.updated`)} AS updated,
  coalesce((SELECT json_agg(json_build_object('value', d.id::text, 'display', d.display_name)
      ORDER BY lower(d.display_name), d.id) FROM directory_group_members gm
    JOIN directory_users d ON d.tenant_id = gm.tenant_id AND d.id = gm.member_id
    WHERE gm.tenant_id = g.tenant_id AND gm.group_id = g.id), '[]'::json)::text AS members
  FROM directory_groups g`;

const GROUP_FILTERS = { displayname: sql`g.display_name`, externalid: sql`coalesce(g.external_id, '')` };

export async function getScimGroup(tx: Tx, tenantId: string, id: string): Promise<ScimGroupRow> {
  const [row] = await queryRows(
    tx,
    sql`${SELECT} WHERE g.tenant_id = ${tenantId} AND g.id = ${resourceId(id, 'Group')}::uuid`,
    ScimGroupRowSchema,
  );
  if (!row) throw new ScimError(404, `Group ${id} not found`);
  return row;
}

export async function listScimGroups(
  tx: Tx,
  tenantId: string,
  query: { filter?: string | undefined; startIndex: number; count: number },
): Promise<{ rows: ScimGroupRow[]; total: number }> {
  const where = sql`g.tenant_id = ${tenantId} AND ${filterCondition(query.filter, GROUP_FILTERS)}`;
  const rows = await queryRows(
    tx,
    sql`${SELECT} WHERE ${where} ORDER BY g.created, g.id LIMIT ${query.count} OFFSET ${query.startIndex - 1}`,
    ScimGroupRowSchema,
  );
  const [count] = await queryRows(
    tx,
    sql`SELECT count(*)::int AS total FROM directory_groups g WHERE ${where}`,
    TotalRow,
  );
  return { rows, total: count?.total ?? 0 };
}

async function checkNameFree(tx: Tx, tenantId: string, name: string, except?: string): Promise<void> {
  const [taken] = await queryRows(
    tx,
    sql`SELECT id FROM directory_groups WHERE tenant_id = ${tenantId} AND lower(display_name) = lower(${name})
        ${except ? sql`AND id <> ${except}::uuid` : sql``}`,
    IdRow,
  );
  if (taken) throw new ScimError(409, `A group named ${name} exists already`, 'uniqueness');
}

/** Makes the group's members exactly these directory users of the tenant; 400 naming an unknown one. */
async function setMembers(tx: Tx, tenantId: string, groupId: string, members: readonly string[]): Promise<void> {
  const ids = members.map((id) => resourceId(id, 'User'));
  const known = await queryRows(
    tx,
    sql`SELECT id::text AS id FROM directory_users WHERE tenant_id = ${tenantId}
        AND id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`,
    IdRow,
  );
  const found = new Set(known.map((row) => row.id));
  const unknown = ids.find((id) => !found.has(id));
  if (unknown) throw new ScimError(400, `members: no User ${unknown} in this directory`, 'invalidValue');
  await tx.execute(
    sql`DELETE FROM directory_group_members WHERE tenant_id = ${tenantId} AND group_id = ${groupId}::uuid`,
  );
  await tx.execute(sql`INSERT INTO directory_group_members (tenant_id, group_id, member_id)
    SELECT ${tenantId}, ${groupId}::uuid, m::uuid FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) AS m`);
}

export async function createScimGroup(
  tx: Tx,
  tenantId: string,
  fields: ScimGroupFields,
  actor: ScimActor,
): Promise<ScimGroupRow> {
  await checkNameFree(tx, tenantId, fields.displayName);
  const [row] = await queryRows(
    tx,
    sql`INSERT INTO directory_groups (tenant_id, display_name, external_id)
        VALUES (${tenantId}, ${fields.displayName}, ${fields.externalId}) RETURNING id::text AS id`,
    IdRow,
  );
  if (!row) throw new Error('group not stored');
  await setMembers(tx, tenantId, row.id, fields.members);
  await auditScim(tx, tenantId, actor, 'SCIM create group', row.id, `Group ${fields.displayName} provisioned`);
  return getScimGroup(tx, tenantId, row.id);
}

export async function replaceScimGroup(
  tx: Tx,
  tenantId: string,
  id: string,
  fields: ScimGroupFields,
  actor: ScimActor,
): Promise<ScimGroupRow> {
  const current = await getScimGroup(tx, tenantId, id);
  await checkNameFree(tx, tenantId, fields.displayName, current.id);
  await tx.execute(sql`UPDATE directory_groups SET display_name = ${fields.displayName},
      external_id = ${fields.externalId}, version = version + 1, updated = now()
    WHERE tenant_id = ${tenantId} AND id = ${current.id}::uuid`);
  await setMembers(tx, tenantId, current.id, fields.members);
  const count = plural(fields.members.length, 'member');
  await auditScim(tx, tenantId, actor, 'SCIM update group', current.id, `Group ${fields.displayName}: ${count}`);
  return getScimGroup(tx, tenantId, current.id);
}

export async function deleteScimGroup(tx: Tx, tenantId: string, id: string, actor: ScimActor): Promise<void> {
  const current = await getScimGroup(tx, tenantId, id);
  await tx.execute(sql`DELETE FROM directory_groups WHERE tenant_id = ${tenantId} AND id = ${current.id}::uuid`);
  await auditScim(tx, tenantId, actor, 'SCIM delete group', current.id, `Group ${current.displayName} deprovisioned`);
}
