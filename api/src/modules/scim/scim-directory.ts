import { sql } from 'drizzle-orm';
import { AUDIT_PAGE_AREAS, PLATFORM_ADMIN_ROLE, TENANT_ADMIN_ROLE } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../lib/audit/record-audit';
import { lockEnabledAdmins } from '../users/repository';
import { ScimError } from './scim-errors';

const MemberRolesRow = Type.Object({ admin: Type.Boolean(), platform: Type.Boolean() });

/** Who provisions: a SCIM token (its name is the actor of the audit entries), or nobody (demo data, no audit). */
export type ScimActor = { tokenName: string } | null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A resource id as the database can read it; anything else is a 404 like a missing one. */
export function resourceId(id: string, kind: 'User' | 'Group'): string {
  if (!UUID.test(id)) throw new ScimError(404, `${kind} ${id} not found`);
  return id.toLowerCase();
}

/** Writes the audit entry of a directory change under User Management, when a token made it. */
export async function auditScim(
  tx: Tx,
  tenantId: string,
  actor: ScimActor,
  action: string,
  objectId: string,
  description: string,
): Promise<void> {
  if (!actor) return;
  await recordAudit(tx, tenantId, {
    actorId: `SCIM (${actor.tokenName})`,
    page: AUDIT_PAGE_AREAS.UserManagement,
    action,
    outcome: 'Success',
    objectId,
    description,
  });
}

/**
 * Enables or disables the user's membership of the tenant (SCIM `active`); never the last enabled Tenant Admin, and
 * never a platform admin (a tenant's directory must not lock them out of the platform).
 */
export async function setMemberActive(tx: Tx, tenantId: string, userId: string, active: boolean): Promise<void> {
  if (!active) {
    const admins = await lockEnabledAdmins(tx, tenantId);
    const [member] = await queryRows(
      tx,
      sql`SELECT ${TENANT_ADMIN_ROLE} = ANY (role_names) AND NOT disabled AS admin,
            ${PLATFORM_ADMIN_ROLE} = ANY (role_names) AS platform
          FROM memberships WHERE tenant_id = ${tenantId} AND user_id = ${userId}`,
      MemberRolesRow,
    );
    if (member?.platform)
      throw new ScimError(409, 'This user is a platform admin and cannot be deactivated or deleted by a directory');
    if (member?.admin && admins.every((id) => id === userId))
      throw new ScimError(409, 'This user is the last Tenant Admin of the tenant and cannot be deactivated or deleted');
  }
  await tx.execute(sql`UPDATE memberships SET disabled = ${!active}
    WHERE tenant_id = ${tenantId} AND user_id = ${userId}`);
}
