import { sql } from 'drizzle-orm';
import { isValidEmail, PLATFORM_ADMIN_ROLE, TENANT_ADMIN_ROLE } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { Nullable } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Database, Tx } from '../../db/database';
import { DEMO_ROLES } from '../../db/demo/catalog-org';
import { withMaintenance } from '../../db/tenant-scope';
import { recordAudit } from '../../lib/audit/record-audit';
import { badRequest, HttpProblem, notFound } from '../../lib/http/problem';
import type { IdentityAdmin } from '../users/identity-admin';
import { inviteUser } from '../users/user-admin-service';
import type { CreateTenantBody, PlatformTenant, TenantLifecycleEvent } from './schemas';
import { TENANT_STATUSES } from './schemas';

/** The grace period between asking for a tenant's deletion and its data being removed. */
export const DELETION_GRACE_DAYS = 7;
/** The page area of the lifecycle entries written into a tenant's own audit log. */
export const TENANTS_AUDIT_PAGE = 'Tenants';
/** How many of the latest lifecycle steps the list answers. */
const EVENT_LIMIT = 50;

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const TenantRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  status: Type.Union(TENANT_STATUSES.map((status) => Type.Literal(status))),
  emailDomains: Type.Array(Type.String()),
  created: Type.String(),
  deletionDueAt: Nullable(Type.String()),
  members: Type.Integer(),
});
const EventRow = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  tenantName: Type.String(),
  action: Type.String(),
  detail: Type.String(),
  by: Type.String(),
  at: Type.String(),
});
const IdRow = Type.Object({ id: Type.String() });

const SELECT_TENANT = sql`SELECT t.id, t.name, t.status, t.email_domains AS "emailDomains",
    ${iso('t.created')} AS created, ${iso('t.deletion_due_at')} AS "deletionDueAt",
    (SELECT count(*)::int FROM memberships m WHERE m.tenant_id = t.id AND NOT m.disabled) AS members
  FROM tenants t`;

/** Who acts: a platform admin's user id, or a system pass's name. */
export type LifecycleActor = { userId: string } | { system: string };

/** Writes a step into the platform's audit of tenant lifecycles (tenant_lifecycle_events). */
export async function recordLifecycleEvent(
  tx: Tx,
  tenant: { id: string; name: string },
  actor: LifecycleActor,
  action: string,
  detail: string,
): Promise<void> {
  const [byId, byName] =
    'userId' in actor
      ? [
          actor.userId,
          sql`coalesce((SELECT coalesce(nullif(name, ''), email) FROM users WHERE id = ${actor.userId}), ${actor.userId})`,
        ]
      : [actor.system, sql`${actor.system}`];
  await tx.execute(sql`INSERT INTO tenant_lifecycle_events (subject, subject_name, action, detail, by_id, by_name)
    VALUES (${tenant.id}, ${tenant.name}, ${action}, ${detail}, ${byId}, ${byName})`);
}

async function findTenant(tx: Tx, tenantId: string, lock = false): Promise<PlatformTenant> {
  const [row] = await queryRows(
    tx,
    sql`${SELECT_TENANT} WHERE t.id = ${tenantId} ${lock ? sql`FOR UPDATE OF t` : sql``}`,
    TenantRow,
  );
  if (!row) throw notFound(`The tenant ${tenantId}`);
  return row;
}

/** Every tenant with its state and enabled members, by name, and the latest lifecycle steps, newest first. */
export function listTenants(
  database: Database,
): Promise<{ tenants: PlatformTenant[]; events: TenantLifecycleEvent[] }> {
  // Across tenants (member counts), so as the owner under the maintenance policy, as sign-in reads memberships.
  return withMaintenance(database, async (tx) => ({
    tenants: await queryRows(tx, sql`${SELECT_TENANT} ORDER BY lower(t.name), t.id`, TenantRow),
    events: await queryRows(
      tx,
      sql`SELECT id::text AS id, subject AS "tenantId", subject_name AS "tenantName", action, detail, by_name AS by,
            ${iso('at')} AS at
          FROM tenant_lifecycle_events ORDER BY at DESC, id DESC LIMIT ${EVENT_LIMIT}`,
      EventRow,
    ),
  }));
}

/** A tenant id from its name: lower-case letters and digits joined by hyphens (`Wayne Enterprises` -> `wayne-enterprises`). */
export function tenantIdOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * Creates a tenant, its roles (the console's role catalogue) and its first Tenant Admin, invited as User Management
 * invites (a one-time first password with the local identity provider); audited on the platform and in the tenant.
 */
export async function createTenant(
  database: Database,
  actorId: string,
  body: CreateTenantBody,
  identityAdmin: IdentityAdmin,
): Promise<{ tenant: PlatformTenant; firstPassword: string | null }> {
  const name = body.name.trim();
  if (name === '') throw badRequest('name', 'A tenant needs a name', 'body');
  const id = tenantIdOf(name);
  if (id === '') throw badRequest('name', 'The name needs at least one letter or digit', 'body');
  const email = body.adminEmail.trim().toLowerCase();
  if (!isValidEmail(email)) throw badRequest('adminEmail', `"${body.adminEmail}" is not a valid email`, 'body');
  const emailDomains = [...new Set(body.emailDomains.map((domain) => domain.trim().toLowerCase()))];
  return withMaintenance(database, async (tx) => {
    const [taken] = await queryRows(
      tx,
      sql`SELECT id FROM tenants WHERE id = ${id} OR lower(name) = lower(${name})`,
      IdRow,
    );
    if (taken) throw new HttpProblem(409, `A tenant named ${name} exists already`);
    // The invitation and the audit entries below are written in the new tenant's scope.
    await tx.execute(sql`SELECT set_config('app.tenant_id', ${id}, true)`);
    await tx.execute(sql`INSERT INTO tenants (id, name, email_domains)
      VALUES (${id}, ${name}, ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(emailDomains)}::jsonb)))`);
    for (const role of DEMO_ROLES.filter((candidate) => candidate.name !== PLATFORM_ADMIN_ROLE))
      await tx.execute(sql`INSERT INTO roles (tenant_id, name, description, permissions)
        VALUES (${id}, ${role.name}, ${role.description},
          ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(role.permissions)}::jsonb)))`);
    const invited = await inviteUser(
      tx,
      id,
      { id: actorId, platformAdmin: true },
      { email, ...(body.adminName?.trim() && { name: body.adminName.trim() }), roleNames: [TENANT_ADMIN_ROLE] },
      identityAdmin,
    );
    const domains = emailDomains.length === 0 ? 'no e-mail domains' : emailDomains.join(', ');
    await recordLifecycleEvent(
      tx,
      { id, name },
      { userId: actorId },
      'Create tenant',
      `${domains}; first Tenant Admin ${email}`,
    );
    await recordAudit(tx, id, {
      actorId,
      page: TENANTS_AUDIT_PAGE,
      action: 'Create tenant',
      outcome: 'Success',
      objectId: id,
      description: `Created ${name} with ${domains}`,
    });
    return { tenant: await findTenant(tx, id), firstPassword: invited.firstPassword };
  });
}

export type Transition = 'suspend' | 'resume' | 'schedule-deletion';

const STEPS: Record<Transition, { action: string; from: readonly PlatformTenant['status'][] }> = {
  suspend: { action: 'Suspend tenant', from: ['active'] },
  resume: { action: 'Resume tenant', from: ['suspended', 'deletion_scheduled'] },
  'schedule-deletion': { action: 'Schedule tenant deletion', from: ['active', 'suspended'] },
};

const STATUS_WORDS: Record<PlatformTenant['status'], string> = {
  active: 'active',
  suspended: 'suspended',
  deletion_scheduled: 'scheduled for deletion',
};

/**
 * Suspends, resumes (also cancelling a scheduled deletion) or schedules the deletion of a tenant (suspended at once,
 * its data removed after {@link DELETION_GRACE_DAYS} days by the purge pass); audited on the platform and in the
 * tenant. A tenant where a platform admin holds their role is never suspended or deleted: they would lock themselves
 * out.
 */
export async function changeTenant(
  database: Database,
  actorId: string,
  tenantId: string,
  transition: Transition,
  confirmName?: string,
): Promise<PlatformTenant> {
  return withMaintenance(database, async (tx) => {
    const tenant = await findTenant(tx, tenantId, true);
    const step = STEPS[transition];
    if (!step.from.includes(tenant.status))
      throw new HttpProblem(
        409,
        `${tenant.name} is ${STATUS_WORDS[tenant.status]}: it cannot be ${transition === 'resume' ? 'resumed' : transition === 'suspend' ? 'suspended' : 'deleted'}`,
      );
    if (transition === 'schedule-deletion' && confirmName?.trim() !== tenant.name)
      throw new HttpProblem(422, `Type the tenant's name, ${tenant.name}, to confirm its deletion`, {
        errors: [{ in: 'body', field: 'confirmName', message: `Type ${tenant.name} to confirm` }],
      });
    if (transition !== 'resume') {
      const [holder] = await queryRows(
        tx,
        sql`SELECT user_id AS id FROM memberships WHERE tenant_id = ${tenantId} AND NOT disabled
            AND ${PLATFORM_ADMIN_ROLE} = ANY (role_names) LIMIT 1`,
        IdRow,
      );
      if (holder)
        throw new HttpProblem(
          409,
          `Platform admins hold ${PLATFORM_ADMIN_ROLE} in ${tenant.name}: it cannot be suspended or deleted`,
        );
    }
    const [status, due] =
      transition === 'suspend'
        ? ['suspended', sql`NULL`]
        : transition === 'resume'
          ? ['active', sql`NULL`]
          : ['deletion_scheduled', sql`now() + make_interval(days => ${DELETION_GRACE_DAYS})`];
    await tx.execute(sql`UPDATE tenants SET status = ${status}, deletion_due_at = ${due} WHERE id = ${tenantId}`);
    const changed = await findTenant(tx, tenantId);
    const detail =
      transition === 'schedule-deletion'
        ? `Data removed after ${changed.deletionDueAt ?? ''} unless resumed`
        : `${STATUS_WORDS[tenant.status]} -> ${STATUS_WORDS[changed.status]}`;
    await recordLifecycleEvent(tx, tenant, { userId: actorId }, step.action, detail);
    await tx.execute(sql`SELECT set_config('app.tenant_id', ${tenantId}, true)`);
    await recordAudit(tx, tenantId, {
      actorId,
      page: TENANTS_AUDIT_PAGE,
      action: step.action,
      outcome: 'Success',
      objectId: tenantId,
      description: detail,
    });
    return changed;
  });
}
