import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import {
  AUDIT_PAGE_AREAS,
  POLICY_EXCEPTION_DEFAULT_DAYS,
  POLICY_EXCEPTION_MAX_DAYS,
  POLICY_EXCEPTION_SINGLE_APPROVAL_DAYS,
} from 'shared-contracts';
import type { ExceptionStatus, PolicyExceptionDetail, PolicyExceptionRequest } from 'shared-contracts';
import { PolicyExceptionApprovalSchema, PolicyExceptionIncidentSchema } from 'shared-contracts/schemas';
import { queryRawRows, queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../lib/audit/record-audit';
import { forbidden, HttpProblem, notFound } from '../../lib/http/problem';
import { isoText } from '../../lib/listing/listing-definition';
import { EXCEPTION_JOINS, EXCEPTION_PROJECTION, exceptionListing } from './exception-listing';

const DAY_MS = 24 * 3600 * 1000;
const PAGE = AUDIT_PAGE_AREAS.Policies;

/** Who acts: the session's user, and whether they are a Tenant Admin of the tenant (or a platform admin). */
export interface ExceptionActor {
  id: string;
  admin: boolean;
}

const IdRow = Type.Object({ id: Type.String(), created: Type.String() });
const ListRow = Type.Object({ entityType: Type.String() });
const CountRow = Type.Object({ n: Type.Number() });
const ApproverRow = Type.Object({ approverId: Type.String() });
const StoredRow = Type.Object({
  id: Type.String(),
  created: Type.String(),
  state: Type.String(),
  requestedBy: Type.String(),
  approvalsRequired: Type.Number(),
  lapsed: Type.Boolean(),
});

const unprocessable = (detail: string) => new HttpProblem(422, detail);

/** The exception's row, its approvals, the incidents that led to it and who ended it. */
export async function getException(tx: Tx, tenantId: string, id: string): Promise<PolicyExceptionDetail> {
  const [raw] = await queryRawRows(
    tx,
    sql`SELECT ${sql.raw(EXCEPTION_PROJECTION.sql)}, policy_exceptions.decided_by AS "decidedBy",
            ${sql.raw(isoText('policy_exceptions.decided'))} AS decided
          FROM policy_exceptions ${sql.raw(EXCEPTION_JOINS)}
          WHERE policy_exceptions.tenant_id = ${tenantId} AND policy_exceptions.id::text = ${id}`,
  );
  if (!raw) throw notFound('The exception');
  const row = exceptionListing.toRow(raw);
  const approvalList = await queryRows(
    tx,
    sql`SELECT a.approver_id AS "approverId", coalesce(nullif(u.name, ''), u.email, a.approver_id) AS "approverName",
          ${sql.raw(isoText('a.approved'))} AS approved
        FROM policy_exception_approvals a LEFT JOIN users u ON u.id = a.approver_id
        WHERE a.tenant_id = ${tenantId} AND a.exception_id = ${row.id}::uuid ORDER BY a.approved, a.approver_id`,
    PolicyExceptionApprovalSchema,
  );
  const incidents = await queryRows(
    tx,
    sql`SELECT i.id::text AS id, ${sql.raw(isoText('i.created'))} AS created, i.title
        FROM policy_exception_incidents l JOIN incidents i ON i.tenant_id = l.tenant_id AND i.id = l.incident_id
        WHERE l.tenant_id = ${tenantId} AND l.exception_id = ${row.id}::uuid ORDER BY l.linked, i.id`,
    PolicyExceptionIncidentSchema,
  );
  const decidedBy = typeof raw.decidedBy === 'string' ? raw.decidedBy : null;
  const decided = typeof raw.decided === 'string' ? raw.decided : null;
  return { ...row, approvalList, incidents, decidedBy, decided };
}

/** The exception of an incident (the newest that names it), if any. */
export async function exceptionOfIncident(tx: Tx, tenantId: string, incidentId: string): Promise<string | null> {
  const [row] = await queryRows(
    tx,
    sql`SELECT l.exception_id::text AS id FROM policy_exception_incidents l
        WHERE l.tenant_id = ${tenantId} AND l.incident_id::text = ${incidentId} ORDER BY l.linked DESC LIMIT 1`,
    Type.Object({ id: Type.String() }),
  );
  return row?.id ?? null;
}

/** Sets the SPEC exception status of the incidents that led to an exception, as its lifecycle moves. */
async function reflectOnIncidents(tx: Tx, tenantId: string, exceptionId: string, status: ExceptionStatus) {
  await tx.execute(
    sql`UPDATE incidents i SET exception_request_status = ${status},
          exception_request_type = coalesce(i.exception_request_type, 'Policy exception'),
          version = i.version + 1, updated = now()
        FROM policy_exception_incidents l
        WHERE l.tenant_id = ${tenantId} AND l.exception_id = ${exceptionId}::uuid
          AND i.tenant_id = l.tenant_id AND i.id = l.incident_id`,
  );
}

/** What the scope names, for the audit entry. */
function describeScope(scope: PolicyExceptionRequest['scope']): string {
  return Object.entries(scope)
    .map(([key, value]) => `${key} ${String(value)}`)
    .join(', ');
}

/**
 * POST /policy-exceptions: an exception requested from an incident (any member; it links the incident and sets its
 * exception status to Pending) or by a Tenant Admin without one. It lasts `expiresInDays` (30 by default, at most
 * 365) from its start; it needs two different approvers when it covers a whole group (a group, or a list of groups)
 * or expires more than 90 days from now. Audited.
 */
export async function requestException(
  tx: Tx,
  tenantId: string,
  actor: ExceptionActor,
  body: PolicyExceptionRequest,
  now: Date = new Date(),
): Promise<PolicyExceptionDetail> {
  if (!body.incidentId && !actor.admin)
    throw forbidden('Only a Tenant Admin may create an exception without an incident: request it from an incident');
  const { scope } = body;
  const startsAt = body.startsAt ? new Date(body.startsAt) : now;
  const expiresAt = new Date(startsAt.getTime() + (body.expiresInDays ?? POLICY_EXCEPTION_DEFAULT_DAYS) * DAY_MS);
  if (expiresAt.getTime() - now.getTime() > POLICY_EXCEPTION_MAX_DAYS * DAY_MS)
    throw unprocessable(`An exception expires within ${POLICY_EXCEPTION_MAX_DAYS} days`);
  if (expiresAt <= now) throw unprocessable('An exception must expire in the future');
  let listOfGroups = false;
  if (scope.listId) {
    const [list] = await queryRows(
      tx,
      sql`SELECT entity_type AS "entityType" FROM lists WHERE tenant_id = ${tenantId} AND id = ${scope.listId}::uuid`,
      ListRow,
    );
    if (!list) throw unprocessable('The list of the scope was not found');
    listOfGroups = list.entityType === 'group';
  }
  let incident: { id: string; created: string } | undefined;
  if (body.incidentId) {
    [incident] = await queryRows(
      tx,
      sql`SELECT id::text AS id, ${sql.raw(isoText('created'))} AS created FROM incidents
          WHERE tenant_id = ${tenantId} AND id = ${body.incidentId}::uuid`,
      IdRow,
    );
    if (!incident) throw notFound('The incident');
  }
  const wholeGroup = Boolean(scope.userGroup) || listOfGroups;
  const far = expiresAt.getTime() - now.getTime() > POLICY_EXCEPTION_SINGLE_APPROVAL_DAYS * DAY_MS;
  const approvalsRequired = wholeGroup || far ? 2 : 1;
  const [created] = await queryRows(
    tx,
    sql`INSERT INTO policy_exceptions (tenant_id, created, username, user_group, destination, list_id, data_type,
          egress_channel, reason, requested_by, incident_id, starts_at, expires_at, state, approvals_required)
        VALUES (${tenantId}, ${now.toISOString()}::timestamptz, ${scope.username ?? null}, ${scope.userGroup ?? null},
          ${scope.destination ?? null}, ${scope.listId ?? null}::uuid, ${scope.dataType ?? null},
          ${scope.egressChannel ?? null}, ${body.reason.trim()}, ${actor.id}, ${incident?.id ?? null}::uuid,
          ${startsAt.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz, 'pending', ${approvalsRequired})
        RETURNING id::text AS id, ${sql.raw(isoText('created'))} AS created`,
    IdRow,
  );
  const id = created!.id;
  if (incident) {
    await tx.execute(
      sql`INSERT INTO policy_exception_incidents (tenant_id, exception_id, incident_id)
          VALUES (${tenantId}, ${id}::uuid, ${incident.id}::uuid)`,
    );
    await reflectOnIncidents(tx, tenantId, id, 'Pending');
  }
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: PAGE,
    action: 'Request exception',
    outcome: 'Success',
    objectId: id,
    objectCreated: created!.created,
    description:
      `Exception requested (${describeScope(scope)}) until ${expiresAt.toISOString()}, ${approvalsRequired} approval(s)` +
      `${incident ? ` from incident ${incident.id}` : ''}: ${body.reason.trim()}`.slice(0, 2000),
  });
  return getException(tx, tenantId, id);
}

async function lockException(tx: Tx, tenantId: string, id: string, now: Date) {
  const [row] = await queryRows(
    tx,
    sql`SELECT id::text AS id, ${sql.raw(isoText('created'))} AS created, state, requested_by AS "requestedBy",
          approvals_required AS "approvalsRequired", expires_at <= ${now.toISOString()}::timestamptz AS lapsed
        FROM policy_exceptions WHERE tenant_id = ${tenantId} AND id::text = ${id} FOR UPDATE`,
    StoredRow,
  );
  if (!row) throw notFound('The exception');
  return row;
}

function pendingOrThrow(row: Awaited<ReturnType<typeof lockException>>) {
  if (row.state !== 'pending') throw new HttpProblem(409, `This exception is no longer pending: it was ${row.state}`);
  if (row.lapsed) throw new HttpProblem(409, 'This exception expired before it was decided');
}

/**
 * POST /policy-exceptions/{id}/approve (Tenant Admin): one approval; never the requester's (403), never twice by the
 * same admin (409). With the approvals it needs, it becomes active and its incidents read Approved. Audited.
 */
export async function approveException(
  tx: Tx,
  tenantId: string,
  actor: ExceptionActor,
  id: string,
  now: Date = new Date(),
): Promise<PolicyExceptionDetail> {
  const row = await lockException(tx, tenantId, id, now);
  if (row.requestedBy === actor.id)
    throw forbidden('You requested this exception: another Tenant Admin must approve it');
  pendingOrThrow(row);
  const inserted = await queryRows(
    tx,
    sql`INSERT INTO policy_exception_approvals (tenant_id, exception_id, approver_id, approved)
        VALUES (${tenantId}, ${row.id}::uuid, ${actor.id}, ${now.toISOString()}::timestamptz)
        ON CONFLICT DO NOTHING RETURNING approver_id AS "approverId"`,
    ApproverRow,
  );
  if (inserted.length === 0)
    throw new HttpProblem(409, 'You already approved this exception: it needs a different Tenant Admin');
  const [count] = await queryRows(
    tx,
    sql`SELECT count(*)::int AS n FROM policy_exception_approvals
        WHERE tenant_id = ${tenantId} AND exception_id = ${row.id}::uuid`,
    CountRow,
  );
  const given = count?.n ?? 0;
  const complete = given >= row.approvalsRequired;
  if (complete) {
    await tx.execute(
      sql`UPDATE policy_exceptions SET state = 'active', version = version + 1
          WHERE tenant_id = ${tenantId} AND id = ${row.id}::uuid`,
    );
    await reflectOnIncidents(tx, tenantId, row.id, 'Approved');
  } else {
    await tx.execute(
      sql`UPDATE policy_exceptions SET version = version + 1 WHERE tenant_id = ${tenantId} AND id = ${row.id}::uuid`,
    );
  }
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: PAGE,
    action: 'Approve exception',
    outcome: 'Success',
    objectId: row.id,
    objectCreated: row.created,
    description: complete
      ? `Approval ${given} of ${row.approvalsRequired}: the exception is active`
      : `Approval ${given} of ${row.approvalsRequired}: it waits for a different Tenant Admin`,
  });
  return getException(tx, tenantId, row.id);
}

/**
 * POST /policy-exceptions/{id}/deny (Tenant Admin, not the requester): a pending exception is denied and its
 * incidents read Rejected. POST /policy-exceptions/{id}/revoke (Tenant Admin): a pending or active exception is
 * revoked, from the next event on, and its incidents read Rejected. Both audited.
 */
export async function endException(
  tx: Tx,
  tenantId: string,
  actor: ExceptionActor,
  id: string,
  action: 'deny' | 'revoke',
  now: Date = new Date(),
): Promise<PolicyExceptionDetail> {
  const row = await lockException(tx, tenantId, id, now);
  if (action === 'deny') {
    if (row.requestedBy === actor.id)
      throw forbidden('You requested this exception: another Tenant Admin must decide it');
    pendingOrThrow(row);
  } else if ((row.state !== 'active' && row.state !== 'pending') || row.lapsed) {
    throw new HttpProblem(
      409,
      `Only a pending or active exception can be revoked: this one is ${row.lapsed ? 'expired' : row.state}`,
    );
  }
  const state = action === 'deny' ? 'denied' : 'revoked';
  await tx.execute(
    sql`UPDATE policy_exceptions SET state = ${state}, decided_by = ${actor.id},
          decided = ${now.toISOString()}::timestamptz, version = version + 1
        WHERE tenant_id = ${tenantId} AND id = ${row.id}::uuid`,
  );
  await reflectOnIncidents(tx, tenantId, row.id, 'Rejected');
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: PAGE,
    action: action === 'deny' ? 'Deny exception' : 'Revoke exception',
    outcome: 'Success',
    objectId: row.id,
    objectCreated: row.created,
    description: action === 'deny' ? 'Exception denied' : `Exception revoked (it was ${row.state})`,
  });
  return getException(tx, tenantId, row.id);
}
