import { Type } from '@sinclair/typebox';
import { sql, type SQL } from 'drizzle-orm';
import { TENANT_GROUP_ADMIN_ROLE } from 'shared-contracts';
import { queryRows, type Database, type Tx } from '../../db/database';
import { withMaintenance } from '../../db/tenant-scope';
import { recordAudit } from '../../lib/audit/record-audit';
import { badRequest, HttpProblem, notFound } from '../../lib/http/problem';
import { recordLifecycleEvent, TENANTS_AUDIT_PAGE } from '../tenant-lifecycle/repository';
import { TenantGroupSchema, type TenantGroup, type TenantGroupBody } from './schemas';

// Tenant groups and their Tenant Group Admins (issue 31, item 1), written by platform admins as the owner under the
// maintenance scope (global tables, as the tenant lifecycle writes tenants). Every change is written to the
// platform's audit (tenant_lifecycle_events) and to the audit log of each tenant it opens or closes to someone.

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const SELECT_GROUP = sql`SELECT g.id::text AS id, g.name, ${iso('g.created')} AS created,
    coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY lower(t.name), t.id)
      FROM tenant_group_tenants m JOIN tenants t ON t.id = m.member_tenant_id WHERE m.group_id = g.id), '[]') AS tenants,
    coalesce((SELECT json_agg(json_build_object('userId', u.id, 'name', u.name, 'email', u.email,
        'grantedAt', ${iso('a.created')}) ORDER BY lower(u.name), u.id)
      FROM tenant_group_grants a JOIN users u ON u.id = a.user_id WHERE a.group_id = g.id), '[]') AS admins
  FROM tenant_groups g`;

const TenantRow = Type.Object({ id: Type.String(), name: Type.String() });
const UserRow = Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() });

/** Every group, by name. */
export function listGroups(database: Database): Promise<TenantGroup[]> {
  return withMaintenance(database, (tx) =>
    queryRows(tx, sql`${SELECT_GROUP} ORDER BY lower(g.name), g.id`, TenantGroupSchema),
  );
}

async function findGroup(tx: Tx, groupId: string, lock = false): Promise<TenantGroup> {
  const [group] = await queryRows(
    tx,
    sql`${SELECT_GROUP} WHERE g.id = ${groupId}::uuid ${lock ? sql`FOR UPDATE OF g` : sql``}`,
    TenantGroupSchema,
  );
  if (!group) throw notFound('The tenant group');
  return group;
}

const names = (tenants: readonly { name: string }[]) => tenants.map((tenant) => tenant.name).join(', ');

/** Writes one step into the platform's audit and into the audit log of each of `tenants`. */
async function auditIn(
  tx: Tx,
  tenants: readonly { id: string; name: string }[],
  actorId: string,
  groupId: string,
  action: string,
  detail: string,
): Promise<void> {
  for (const tenant of tenants) {
    await recordLifecycleEvent(tx, tenant, { userId: actorId }, action, detail);
    await tx.execute(sql`SELECT set_config('app.tenant_id', ${tenant.id}, true)`);
    await recordAudit(tx, tenant.id, {
      actorId,
      page: TENANTS_AUDIT_PAGE,
      action,
      outcome: 'Success',
      objectId: groupId,
      description: detail,
    });
  }
}

/** The body's name, trimmed, and its tenants as the tenants table names them (400 for an unknown one). */
async function readBody(
  tx: Tx,
  body: TenantGroupBody,
): Promise<{ name: string; tenants: { id: string; name: string }[] }> {
  const name = body.name.trim();
  if (name === '') throw badRequest('name', 'A tenant group needs a name', 'body');
  const tenants = await queryRows(
    tx,
    sql`SELECT id, name FROM tenants WHERE id = ANY (${tenantArray(body.tenantIds)}) ORDER BY lower(name), id`,
    TenantRow,
  );
  const unknown = body.tenantIds.filter((id) => !tenants.some((tenant) => tenant.id === id));
  if (unknown.length > 0) throw badRequest('tenantIds', `No tenant ${unknown.join(', ')}`, 'body');
  return { name, tenants };
}

/** A text[] of `ids`, as one JSON parameter. */
const tenantArray = (ids: readonly string[]): SQL =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

async function refuseTakenName(tx: Tx, name: string, groupId?: string): Promise<void> {
  const [taken] = await queryRows(
    tx,
    sql`SELECT id::text AS id, name FROM tenant_groups WHERE lower(name) = lower(${name})
      ${groupId ? sql`AND id <> ${groupId}::uuid` : sql``}`,
    TenantRow,
  );
  if (taken) throw new HttpProblem(409, `A tenant group named ${taken.name} exists already`);
}

/** Creates a group of tenants; audited in each of them. */
export function createGroup(database: Database, actorId: string, body: TenantGroupBody): Promise<TenantGroup> {
  return withMaintenance(database, async (tx) => {
    const { name, tenants } = await readBody(tx, body);
    await refuseTakenName(tx, name);
    const [created] = await queryRows(
      tx,
      sql`INSERT INTO tenant_groups (name) VALUES (${name}) RETURNING id::text AS id, name`,
      TenantRow,
    );
    const groupId = created!.id;
    await tx.execute(sql`INSERT INTO tenant_group_tenants (group_id, member_tenant_id)
      SELECT ${groupId}::uuid, unnest(${tenantArray(tenants.map((tenant) => tenant.id))})`);
    await auditIn(tx, tenants, actorId, groupId, 'Create tenant group', `Group ${name}: ${names(tenants)}`);
    return findGroup(tx, groupId);
  });
}

/**
 * Renames a group or sets its tenants. The tenants it gains and loses are audited (their Tenant Group Admins now see
 * them, or no longer do); a rename alone is audited in every tenant of the group.
 */
export function updateGroup(
  database: Database,
  actorId: string,
  groupId: string,
  body: TenantGroupBody,
): Promise<TenantGroup> {
  return withMaintenance(database, async (tx) => {
    const before = await findGroup(tx, groupId, true);
    const { name, tenants } = await readBody(tx, body);
    await refuseTakenName(tx, name, groupId);
    const ids = tenants.map((tenant) => tenant.id);
    await tx.execute(sql`UPDATE tenant_groups SET name = ${name} WHERE id = ${groupId}::uuid`);
    await tx.execute(sql`DELETE FROM tenant_group_tenants
      WHERE group_id = ${groupId}::uuid AND NOT (member_tenant_id = ANY (${tenantArray(ids)}))`);
    await tx.execute(sql`INSERT INTO tenant_group_tenants (group_id, member_tenant_id)
      SELECT ${groupId}::uuid, unnest(${tenantArray(ids)}) ON CONFLICT DO NOTHING`);
    const added = tenants.filter((tenant) => !before.tenants.some((old) => old.id === tenant.id));
    const removed = before.tenants.filter((old) => !ids.includes(old.id));
    const renamed = before.name === name ? '' : ` (renamed from ${before.name})`;
    if (added.length > 0)
      await auditIn(tx, added, actorId, groupId, 'Add to tenant group', `Group ${name}${renamed}: ${names(tenants)}`);
    if (removed.length > 0)
      await auditIn(
        tx,
        removed,
        actorId,
        groupId,
        'Remove from tenant group',
        `Group ${name}${renamed}: ${names(tenants)}`,
      );
    if (renamed && added.length === 0 && removed.length === 0)
      await auditIn(tx, tenants, actorId, groupId, 'Rename tenant group', `Group ${name}${renamed}`);
    return findGroup(tx, groupId);
  });
}

/** Deletes a group and its grants; audited in each of its tenants. */
export function deleteGroup(database: Database, actorId: string, groupId: string): Promise<void> {
  return withMaintenance(database, async (tx) => {
    const group = await findGroup(tx, groupId, true);
    await tx.execute(sql`DELETE FROM tenant_groups WHERE id = ${groupId}::uuid`);
    const admins = group.admins.map((admin) => admin.email).join(', ') || 'no Tenant Group Admin';
    await auditIn(tx, group.tenants, actorId, groupId, 'Delete tenant group', `Group ${group.name}; held by ${admins}`);
  });
}

/** Grants the user with `email` (or that login id) Tenant Group Admin over a group; audited in each of its tenants. */
export function grantGroupAdmin(
  database: Database,
  actorId: string,
  groupId: string,
  email: string,
): Promise<TenantGroup> {
  return withMaintenance(database, async (tx) => {
    const group = await findGroup(tx, groupId, true);
    const [user] = await queryRows(
      tx,
      sql`SELECT id, name, email FROM users WHERE lower(email) = lower(${email.trim()})
        OR lower(login_id) = lower(${email.trim()}) ORDER BY (lower(login_id) = lower(${email.trim()})) DESC, id LIMIT 1`,
      UserRow,
    );
    if (!user) throw notFound(`The user ${email.trim()}`);
    if (group.admins.some((admin) => admin.userId === user.id))
      throw new HttpProblem(409, `${user.email} holds ${TENANT_GROUP_ADMIN_ROLE} over ${group.name} already`);
    await tx.execute(sql`INSERT INTO tenant_group_grants (group_id, user_id, granted_by)
      VALUES (${groupId}::uuid, ${user.id}, ${actorId})`);
    await auditIn(
      tx,
      group.tenants,
      actorId,
      groupId,
      `Grant ${TENANT_GROUP_ADMIN_ROLE}`,
      `${user.email} over ${group.name}: ${names(group.tenants)}`,
    );
    return findGroup(tx, groupId);
  });
}

/** Takes a user's Tenant Group Admin over a group; audited in each of its tenants. */
export function revokeGroupAdmin(
  database: Database,
  actorId: string,
  groupId: string,
  userId: string,
): Promise<TenantGroup> {
  return withMaintenance(database, async (tx) => {
    const group = await findGroup(tx, groupId, true);
    const admin = group.admins.find((candidate) => candidate.userId === userId);
    if (!admin) throw notFound(`The ${TENANT_GROUP_ADMIN_ROLE} grant`);
    await tx.execute(sql`DELETE FROM tenant_group_grants WHERE group_id = ${groupId}::uuid AND user_id = ${userId}`);
    await auditIn(
      tx,
      group.tenants,
      actorId,
      groupId,
      `Revoke ${TENANT_GROUP_ADMIN_ROLE}`,
      `${admin.email} over ${group.name}: ${names(group.tenants)}`,
    );
    return findGroup(tx, groupId);
  });
}
