import { sql } from 'drizzle-orm';
import { AUDIT_PAGE_AREAS, isValidEmail, PLATFORM_ADMIN_ROLE, TENANT_ADMIN_ROLE } from 'shared-contracts';
import type { TenantUser, UserInviteRequest, UserInviteResult, UserUpdateRequest } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../lib/audit/record-audit';
import { badRequest, HttpProblem } from '../../lib/http/problem';
import type { AdminSubject, IdentityAdmin } from './identity-admin';
import { findMember, lockEnabledAdmins, tenantRoles } from './repository';

const EnsuredUserRow = Type.Object({ userId: Type.String(), hasPassword: Type.Boolean() });
const UserIdRow = Type.Object({ userId: Type.String() });

/** Who acts: the session's user, and whether they are a platform admin. */
export interface Actor {
  id: string;
  platformAdmin: boolean;
}

const PAGE = AUDIT_PAGE_AREAS.UserManagement;

/**
 * Product Admin makes its holder a platform admin of every tenant: only a platform admin may grant it, or change,
 * disable or remove a member who holds it (a Tenant Admin could otherwise take over, or lock out, the platform).
 * A 409 the page shows, not a 403: a 403 ends the session (SPEC §4).
 */
function guardPlatformRole(actor: Actor, ...roleSets: (readonly string[] | undefined)[]): void {
  if (!actor.platformAdmin && roleSets.some((roles) => roles?.includes(PLATFORM_ADMIN_ROLE)))
    throw new HttpProblem(
      409,
      `Only a platform admin may grant ${PLATFORM_ADMIN_ROLE} or change a member who holds it`,
    );
}

async function checkRoles(tx: Tx, tenantId: string, roleNames: readonly string[]): Promise<void> {
  const known = new Set((await tenantRoles(tx, tenantId)).map((role) => role.name));
  roleNames.forEach((role, index) => {
    if (!known.has(role)) throw badRequest(`roleNames/${index}`, `'${role}' is not a role of this tenant`, 'body');
  });
}

/**
 * 409 when the actor would disable, remove or lower the roles of their own membership: a Tenant Admin who did so could
 * lock themselves out, and another Tenant Admin has to do it. SCIM's deactivations come from the identity provider,
 * not from a console user, and do not pass through here.
 */
function guardSelf(actor: Actor, userId: string, what: string): void {
  if (actor.id === userId) throw new HttpProblem(409, `You cannot ${what}; ask another Tenant Admin`);
}

const isEnabledAdmin = (user: TenantUser) => user.status === 'enabled' && user.roleNames.includes(TENANT_ADMIN_ROLE);

/** 409 when the change would leave the tenant without an enabled Tenant Admin. */
async function keepAnAdmin(tx: Tx, tenantId: string, user: TenantUser, what: string): Promise<void> {
  const admins = await lockEnabledAdmins(tx, tenantId);
  if (isEnabledAdmin(user) && admins.every((id) => id === user.userId))
    throw new HttpProblem(
      409,
      `${user.name} (${user.email}) is the last Tenant Admin of this tenant and cannot be ${what}; ` +
        'make another member Tenant Admin first',
    );
}

const subjectOf = (user: TenantUser): AdminSubject => ({
  userId: user.userId,
  email: user.email,
  name: user.name,
  hasPassword: true,
});

/** A text[] of the role names (drizzle would spread a JavaScript array into a list of parameters). */
const textArray = (values: readonly string[]) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::text[]`;

const describeRoles = (roles: readonly string[]) => (roles.length === 0 ? 'no roles' : roles.join(', '));

/** POST /users: invites by e-mail with roles, creating the user when the e-mail is unknown. 409 for a member. */
export async function inviteUser(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  body: UserInviteRequest,
  admin: IdentityAdmin,
): Promise<UserInviteResult> {
  const email = body.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw badRequest('email', `"${body.email}" is not a valid email`, 'body');
  guardPlatformRole(actor, body.roleNames);
  await checkRoles(tx, tenantId, body.roleNames);
  const name = body.name?.trim() || email;
  const [ensured] = await queryRows(
    tx,
    sql`SELECT user_id AS "userId", has_password AS "hasPassword" FROM console_ensure_user(${email}, ${name})`,
    EnsuredUserRow,
  );
  if (!ensured) throw new Error('user not ensured');
  const [inserted] = await queryRows(
    tx,
    sql`INSERT INTO memberships (tenant_id, user_id, role_names)
        VALUES (${tenantId}, ${ensured.userId}, ${textArray(body.roleNames)})
        ON CONFLICT (tenant_id, user_id) DO NOTHING RETURNING user_id AS "userId"`,
    UserIdRow,
  );
  if (!inserted) throw new HttpProblem(409, `${email} is a member of this tenant already`);
  const firstPassword = await admin.invite(
    tx,
    { userId: ensured.userId, email, name, hasPassword: ensured.hasPassword },
    tenantId,
    body.roleNames,
  );
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: PAGE,
    action: 'Invite user',
    outcome: 'Success',
    objectId: ensured.userId,
    description: `Invited ${email} with ${describeRoles(body.roleNames)}`,
  });
  return { user: await findMember(tx, tenantId, ensured.userId), firstPassword };
}

/** PATCH /users/{userId}: new roles and/or status, each audited; never leaves the tenant without a Tenant Admin. */
export async function updateUser(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  userId: string,
  body: UserUpdateRequest,
  admin: IdentityAdmin,
): Promise<TenantUser> {
  const before = await findMember(tx, tenantId, userId);
  const roles = body.roleNames;
  if (body.status === 'disabled') guardSelf(actor, userId, 'disable your own account');
  if (roles && before.roleNames.some((role) => !roles.includes(role))) guardSelf(actor, userId, 'lower your own roles');
  guardPlatformRole(actor, before.roleNames, roles);
  if (roles) await checkRoles(tx, tenantId, roles);
  const demoted = roles !== undefined && !roles.includes(TENANT_ADMIN_ROLE);
  if (demoted || body.status === 'disabled') await keepAnAdmin(tx, tenantId, before, demoted ? 'demoted' : 'disabled');
  const user = await findMember(tx, tenantId, userId, true);
  if (roles && roles.join('\u0000') !== user.roleNames.join('\u0000')) {
    await tx.execute(sql`UPDATE memberships SET role_names = ${textArray(roles)}
      WHERE tenant_id = ${tenantId} AND user_id = ${userId}`);
    await admin.setRoles(subjectOf(user), tenantId, roles);
    await recordAudit(tx, tenantId, {
      actorId: actor.id,
      page: PAGE,
      action: 'Change roles',
      outcome: 'Success',
      objectId: userId,
      description: `${user.email}: roles changed from ${describeRoles(user.roleNames)} to ${describeRoles(roles)}`,
    });
  }
  if (body.status && body.status !== user.status) {
    await tx.execute(sql`UPDATE memberships SET disabled = ${body.status === 'disabled'}
      WHERE tenant_id = ${tenantId} AND user_id = ${userId}`);
    await admin.setStatus(subjectOf(user), tenantId, body.status);
    await recordAudit(tx, tenantId, {
      actorId: actor.id,
      page: PAGE,
      action: body.status === 'disabled' ? 'Disable user' : 'Enable user',
      outcome: 'Success',
      objectId: userId,
      description: `${user.email} ${body.status}`,
    });
  }
  return findMember(tx, tenantId, userId);
}

/** DELETE /users/{userId}: removes the member from the tenant (the user stays for their other tenants). */
export async function removeUser(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  userId: string,
  admin: IdentityAdmin,
): Promise<void> {
  const user = await findMember(tx, tenantId, userId);
  guardSelf(actor, userId, 'remove your own account');
  guardPlatformRole(actor, user.roleNames);
  await keepAnAdmin(tx, tenantId, user, 'removed');
  await tx.execute(sql`DELETE FROM directory_users WHERE tenant_id = ${tenantId} AND user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM memberships WHERE tenant_id = ${tenantId} AND user_id = ${userId}`);
  await admin.removeFromTenant(subjectOf(user), tenantId);
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: PAGE,
    action: 'Remove user',
    outcome: 'Success',
    objectId: userId,
    description: `${user.email} removed from the tenant`,
  });
}
