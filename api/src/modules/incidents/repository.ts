import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ExtendedIncident, IncidentEvent, IncidentListItem, IncidentUpdateRequest } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { EgressEventSchema, IncidentListItemSchema, Nullable } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../lib/audit/record-audit';
import { HttpProblem, notFound } from '../../lib/http/problem';
import { EGRESS_EVENT_PROJECTION } from '../egress-events/egress-event-listing';
import { INCIDENT_JOINS, INCIDENT_PROJECTION } from './incident-listing';

/** How a request names an incident: its id, and optionally the `created` and `policyType` it must have. */
export interface IncidentKey {
  id: string;
  created?: string;
  policyType?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const JsonObject = Type.Record(Type.String(), Type.Unknown());

/** The event behind an incident as the event's own projection reads it, its device (when it has one) joined in. */
const EventRow = Type.Object({
  ...EgressEventSchema.properties,
  details: JsonObject,
  deviceId: Nullable(Type.String()),
  deviceHostname: Nullable(Type.String()),
  operatingSystem: Nullable(Type.String()),
  osVersion: Nullable(Type.String()),
  lastActiveUser: Nullable(Type.String()),
});

const DetailsRow = Type.Object({ details: JsonObject, commentCount: Type.Integer() });

const MemberRow = Type.Object({ ok: Type.Number() });

function keyConditions(tenantId: string, key: IncidentKey): SQL {
  const conditions = [sql`tenant_id = ${tenantId}`, sql`id = ${key.id}::uuid`];
  if (key.created) conditions.push(sql`created = ${key.created}::timestamptz`);
  if (key.policyType) conditions.push(sql`policy_type = ${key.policyType}`);
  return sql.join(conditions, sql` AND `);
}

/** The incident's list form, or a 404 (also for another tenant's id: row-level security hides it). */
export async function findIncident(
  tx: Tx,
  tenantId: string,
  key: IncidentKey,
  lock = false,
): Promise<IncidentListItem> {
  if (!UUID.test(key.id)) throw notFound('The incident');
  const [incident] = await queryRows(
    tx,
    sql`SELECT ${sql.raw(INCIDENT_PROJECTION.sql)} FROM incidents ${sql.raw(INCIDENT_JOINS)}
        WHERE ${keyConditions(tenantId, key)}${sql.raw(lock ? ' FOR UPDATE OF incidents' : '')}`,
    IncidentListItemSchema,
  );
  if (!incident) throw notFound('The incident');
  return incident;
}

async function findEvent(tx: Tx, tenantId: string, eventId: string | null): Promise<IncidentEvent | null> {
  if (!eventId) return null;
  const [row] = await queryRows(
    tx,
    sql`SELECT ${sql.raw(EGRESS_EVENT_PROJECTION.sql)}, egress_events.details,
          d.id::text AS "deviceId", d.hostname AS "deviceHostname", d.operating_system AS "operatingSystem",
          d.os_version AS "osVersion", d.last_active_user AS "lastActiveUser"
        FROM egress_events
        LEFT JOIN devices d ON d.tenant_id = egress_events.tenant_id AND d.id = egress_events.device_id
        WHERE egress_events.tenant_id = ${tenantId} AND egress_events.id = ${eventId}::uuid`,
    EventRow,
  );
  if (!row) return null;
  const { details, fileName, deviceId, deviceHostname, operatingSystem, osVersion, lastActiveUser, ...event } = row;
  const extraFiles = Array.isArray(details.fileNames) ? details.fileNames.map(String) : [];
  return {
    ...event,
    device: deviceId
      ? {
          id: deviceId,
          hostname: String(deviceHostname),
          operatingSystem: String(operatingSystem),
          osVersion: String(osVersion),
          lastActiveUser: String(lastActiveUser),
        }
      : null,
    fileNames: [...new Set([fileName, ...extraFiles].filter((name) => name !== ''))],
    details,
  };
}

/** SPEC's extendIncident: the incident, the event behind it (with its device) and its comment count. */
export async function getExtendedIncident(tx: Tx, tenantId: string, key: IncidentKey): Promise<ExtendedIncident> {
  const incident = await findIncident(tx, tenantId, key);
  const [extra] = await queryRows(
    tx,
    sql`SELECT details, (SELECT count(*)::int FROM incident_comments c WHERE c.tenant_id = ${tenantId}
          AND c.incident_id = ${incident.id}::uuid) AS "commentCount"
        FROM incidents WHERE tenant_id = ${tenantId} AND id = ${incident.id}::uuid`,
    DetailsRow,
  );
  return {
    ...incident,
    event: await findEvent(tx, tenantId, incident.eventId),
    details: extra?.details ?? {},
    commentCount: extra?.commentCount ?? 0,
  };
}

/** Who acts, for audit entries. */
export interface Actor {
  id: string;
}

function describeChanges(changes: Record<string, unknown>): string {
  return Object.entries(changes)
    .map(([field, value]) => `${field}=${value === null ? 'none' : String(value)}`)
    .join(', ');
}

/** A SET list of the changed fields, bumping version and updated. */
export function changeAssignments(changes: Omit<IncidentUpdateRequest, 'version'>): SQL {
  const sets: SQL[] = [sql`version = version + 1`, sql`updated = now()`];
  if (changes.assignedTo !== undefined) sets.push(sql`assigned_to = ${changes.assignedTo}`);
  if (changes.status !== undefined) sets.push(sql`status = ${changes.status}`);
  if (changes.flagged !== undefined) sets.push(sql`flagged = ${changes.flagged}`);
  if (changes.severity !== undefined) sets.push(sql`severity = ${changes.severity}`);
  return sql.join(sets, sql`, `);
}

/** Whether a user is a member of the tenant (incidents there can be assigned to them). */
export async function isMember(tx: Tx, tenantId: string, userId: string): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`SELECT 1 AS ok FROM memberships WHERE tenant_id = ${tenantId} AND user_id = ${userId}`,
    MemberRow,
  );
  return rows.length > 0;
}

/** Checks an assignee is a member of the tenant (400 otherwise). */
export async function checkAssignee(tx: Tx, tenantId: string, assignedTo: string | null | undefined): Promise<void> {
  if (assignedTo === undefined || assignedTo === null) return;
  if (!(await isMember(tx, tenantId, assignedTo))) {
    throw new HttpProblem(400, 'Invalid assignedTo: is not a user of this tenant', {
      errors: [{ in: 'body', field: 'assignedTo', message: 'is not a user of this tenant' }],
    });
  }
}

/** PATCH /incidents/{ID}: applies the changes if `expectedVersion` (when given) is current (else 412); audited. */
export async function updateIncident(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  key: IncidentKey,
  changes: Omit<IncidentUpdateRequest, 'version'>,
  expectedVersion: number | undefined,
): Promise<IncidentListItem> {
  const current = await findIncident(tx, tenantId, key, true);
  if (expectedVersion !== undefined && expectedVersion !== current.version) {
    throw new HttpProblem(
      412,
      `The incident changed since version ${expectedVersion}; reload it (now ${current.version})`,
    );
  }
  await checkAssignee(tx, tenantId, changes.assignedTo);
  await tx.execute(
    sql`UPDATE incidents SET ${changeAssignments(changes)} WHERE tenant_id = ${tenantId} AND id = ${current.id}::uuid`,
  );
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: 'Incidents',
    action: 'Update incident',
    outcome: 'Success',
    objectId: current.id,
    objectCreated: current.created,
    description: describeChanges(changes),
  });
  const updated = await findIncident(tx, tenantId, { id: current.id });
  // Its first status change or assignment acknowledges it (the trigger incident_sla_clock set acknowledged_at).
  if (current.acknowledgedAt === null && updated.acknowledgedAt !== null) {
    await recordAudit(tx, tenantId, {
      actorId: actor.id,
      page: 'Incidents',
      action: 'Acknowledge incident',
      outcome: 'Success',
      objectId: current.id,
      objectCreated: current.created,
      description: `Acknowledged by its first ${current.status === updated.status ? 'assignment' : 'status change'}`,
    });
  }
  return updated;
}
