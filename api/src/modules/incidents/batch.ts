import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  INCIDENT_BATCH_APPROVAL_OVER,
  INCIDENT_BATCH_CAP,
  INCIDENT_BATCH_UNDO_WINDOW_MS,
  INCIDENT_CLOSING_STATUSES,
} from 'shared-contracts';
import type {
  IncidentBatch,
  IncidentBatchApprovalReason,
  IncidentBatchChanges,
  IncidentBatchOutcome,
  IncidentBatchUndoResult,
} from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { IncidentBatchChangesSchema, IncidentBatchSchema, Nullable } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../lib/audit/record-audit';
import { forbidden, HttpProblem, notFound } from '../../lib/http/problem';
import { matchConditions, scope } from '../../lib/listing';
import type { ListingQuery } from '../../lib/listing';
import { incidentListing } from './incident-listing';
import { changeAssignments, checkAssignee } from './repository';
import type { Actor } from './repository';

// Batch changes of incidents (PATCH /incidents/batch) that can be undone, and four eyes on the big or dangerous ones.
//
// A batch is a row of incident_batches and one incident_batch_items row per incident it names. When it applies, ONE
// statement locks the named incidents (FOR UPDATE), changes them, and writes into each item the incident's previous
// values of the fields changed and the version the batch left it at. Undo locks the batch row, then the incidents
// (FOR UPDATE, in id order), and restores the previous values only where the version is still the batch's: a writer
// that changed the incident since bumped its version (every write does), so its value is kept and counted as skipped.
// The row locks make the check and the restore one step for any concurrent writer: a PATCH of the incident either
// committed before the undo read it (skipped) or waits for the undo to commit and then finds the restored row (its
// If-Match version is stale: 412), so no write is ever lost.

const CountRow = Type.Object({ n: Type.Integer() });

/** What a batch applies to: chosen incidents, or every incident matching a list query. */
export type BatchTarget = { ids: { id: string; created: string }[] } | { query: ListingQuery; filter: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const tooMany = (count: string) =>
  new HttpProblem(400, `Invalid allMatching: ${count} incidents match; a batch changes at most ${INCIDENT_BATCH_CAP}`, {
    errors: [{ in: 'body', field: 'allMatching', message: `matches more than ${INCIDENT_BATCH_CAP} incidents` }],
  });

async function targetCondition(tx: Tx, tenantId: string, target: BatchTarget): Promise<SQL> {
  if ('ids' in target) {
    // Two array parameters, not a pair of parameters per incident: PGlite fails on a long list of row values. The
    // body's schema checked each id (uuid) and time (ISO), so the array literals hold nothing else.
    const ids = `{${target.ids.map((item) => item.id).join(',')}}`;
    const created = `{${target.ids.map((item) => `"${item.created}"`).join(',')}}`;
    return sql`tenant_id = ${tenantId}
      AND (id, created) IN (SELECT * FROM unnest(${ids}::uuid[], ${created}::timestamptz[]))`;
  }
  const where = sql.join(
    [...scope(incidentListing, tenantId, target.query), ...matchConditions(incidentListing, target.query)],
    sql` AND `,
  );
  const [row] = await queryRows(
    tx,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM incidents WHERE ${where} LIMIT ${INCIDENT_BATCH_CAP + 1}) AS c`,
    CountRow,
  );
  if ((row?.n ?? 0) > INCIDENT_BATCH_CAP) throw tooMany(`more than ${INCIDENT_BATCH_CAP}`);
  return where;
}

/** The columns a batch may change, by API field name: the SQL column and how a stored previous value reads back. */
const FIELDS = {
  assignedTo: { column: 'assigned_to', restore: (value: SQL) => sql`(${value} ->> 'assignedTo')` },
  status: { column: 'status', restore: (value: SQL) => sql`(${value} ->> 'status')` },
  flagged: { column: 'flagged', restore: (value: SQL) => sql`(${value} ->> 'flagged')::boolean` },
} as const;
type BatchField = keyof typeof FIELDS;

const fieldsOf = (changes: IncidentBatchChanges): BatchField[] =>
  (Object.keys(FIELDS) as BatchField[]).filter((field) => changes[field] !== undefined);

function describeChanges(changes: IncidentBatchChanges): string {
  return Object.entries(changes)
    .map(([field, value]) => `${field}=${value === null ? 'none' : String(value)}`)
    .join(', ');
}

/** Why a batch of `count` incidents making `changes` waits for a second admin (none: it applies at once). */
async function approvalReasons(
  tx: Tx,
  tenantId: string,
  batchId: string,
  count: number,
  changes: IncidentBatchChanges,
): Promise<IncidentBatchApprovalReason[]> {
  const reasons: IncidentBatchApprovalReason[] = [];
  if (count > INCIDENT_BATCH_APPROVAL_OVER) reasons.push('many');
  const closing = (INCIDENT_CLOSING_STATUSES as readonly string[]).includes(changes.status ?? '');
  if (closing) {
    const [row] = await queryRows(
      tx,
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM incident_batch_items b
            JOIN incidents i ON i.tenant_id = b.tenant_id AND i.id = b.incident_id
            WHERE b.tenant_id = ${tenantId} AND b.batch_id = ${batchId}::uuid AND i.severity = 'high' LIMIT 1) AS h`,
      CountRow,
    );
    if ((row?.n ?? 0) > 0) reasons.push('closes-high');
  }
  return reasons;
}

/**
 * Applies a batch's changes to its items' incidents in ONE statement: locks them (in id order, so two batches never
 * deadlock), changes them, and records in each item the previous values of the changed fields and the version the
 * batch left the incident at. Incidents deleted since the batch named them are left out. Answers how many changed.
 */
async function applyItems(
  tx: Tx,
  tenantId: string,
  actorId: string,
  batchId: string,
  changes: IncidentBatchChanges,
): Promise<number> {
  const previous = sql.join(
    fieldsOf(changes).map((field) => sql`${field}::text, old.${sql.raw(FIELDS[field].column)}`),
    sql`, `,
  );
  const selected = sql.join(
    fieldsOf(changes).map((field) => sql.raw(`i.${FIELDS[field].column}`)),
    sql`, `,
  );
  const [row] = await queryRows(
    tx,
    sql`WITH old AS (
          SELECT i.id, ${selected}, i.acknowledged_at AS acknowledged_before FROM incidents i
          JOIN incident_batch_items b ON b.tenant_id = i.tenant_id AND b.incident_id = i.id
          WHERE b.tenant_id = ${tenantId} AND b.batch_id = ${batchId}::uuid AND i.tenant_id = ${tenantId}
          ORDER BY i.id FOR UPDATE OF i
        ), changed AS (
          UPDATE incidents SET ${changeAssignments(changes)} FROM old
          WHERE incidents.tenant_id = ${tenantId} AND incidents.id = old.id
          RETURNING incidents.id, incidents.version, jsonb_build_object(${previous}) AS previous,
            old.acknowledged_before IS NULL AND incidents.acknowledged_at IS NOT NULL AS acknowledged
        ), recorded AS (
          UPDATE incident_batch_items b SET previous = changed.previous, version_after = changed.version FROM changed
          WHERE b.tenant_id = ${tenantId} AND b.batch_id = ${batchId}::uuid AND b.incident_id = changed.id
          RETURNING 1
        )
        SELECT (SELECT count(*)::int FROM recorded) AS n,
          (SELECT count(*)::int FROM changed WHERE acknowledged) AS acknowledged`,
    Type.Object({ n: Type.Integer(), acknowledged: Type.Integer() }),
  );
  // Their first status change or assignment acknowledged some (the trigger incident_sla_clock set acknowledged_at).
  const acknowledged = row?.acknowledged ?? 0;
  if (acknowledged > 0) {
    await recordAudit(tx, tenantId, {
      actorId,
      page: 'Incidents',
      action: 'Acknowledge incidents',
      outcome: 'Success',
      objectId: batchId,
      description: `${acknowledged} incidents acknowledged by batch update ${batchId}`,
    });
  }
  return row?.n ?? 0;
}

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const undoUntil = (applied: Date) => new Date(applied.getTime() + INCIDENT_BATCH_UNDO_WINDOW_MS).toISOString();

/**
 * PATCH /incidents/batch: records the batch and the incidents it names; applies it at once (one UPDATE, previous
 * values kept for undo, ONE audit entry) unless it needs four eyes: then it is stored as pending, audited, and changes
 * nothing until another Tenant Admin approves it.
 */
export async function applyBatch(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  target: BatchTarget,
  changes: IncidentBatchChanges,
  now: Date = new Date(),
): Promise<IncidentBatchOutcome> {
  await checkAssignee(tx, tenantId, changes.assignedTo);
  const where = await targetCondition(tx, tenantId, target);
  const targetText = 'ids' in target ? `${target.ids.length} selected incidents` : `all matching ${target.filter}`;
  const [batch] = await queryRows(
    tx,
    sql`INSERT INTO incident_batches (tenant_id, requested_by, state, changes, target, count, created)
        VALUES (${tenantId}, ${actor.id}, 'pending', ${JSON.stringify(changes)}::jsonb, ${targetText.slice(0, 2000)}, 0,
          ${now.toISOString()}::timestamptz)
        RETURNING id::text AS id`,
    Type.Object({ id: Type.String() }),
  );
  if (!batch) throw new Error('batch not recorded');
  const [named] = await queryRows(
    tx,
    sql`WITH named AS (INSERT INTO incident_batch_items (tenant_id, batch_id, incident_id)
          SELECT tenant_id, ${batch.id}::uuid, id FROM incidents WHERE ${where} RETURNING 1)
        SELECT count(*)::int AS n FROM named`,
    CountRow,
  );
  const count = named?.n ?? 0;
  const reasons = await approvalReasons(tx, tenantId, batch.id, count, changes);
  const what = describeChanges(changes);
  if (reasons.length > 0) {
    await tx.execute(
      sql`UPDATE incident_batches SET count = ${count}, approval_reasons = ${sql.raw(arrayLiteral(reasons))}
          WHERE tenant_id = ${tenantId} AND id = ${batch.id}::uuid`,
    );
    await recordAudit(tx, tenantId, {
      actorId: actor.id,
      page: 'Incidents',
      action: 'Request batch update',
      outcome: 'Pending',
      objectId: batch.id,
      objectCreated: now.toISOString(),
      description:
        `${count} incidents to update (${what}); target: ${targetText}; waits for a second admin: ${reasons.join(', ')}`.slice(
          0,
          2000,
        ),
    });
    return { updated: 0, batchId: batch.id, state: 'pending', count, undoUntil: null };
  }
  const updated = await applyItems(tx, tenantId, actor.id, batch.id, changes);
  await tx.execute(
    sql`UPDATE incident_batches SET state = 'applied', count = ${count}, applied = ${now.toISOString()}::timestamptz,
          updated_count = ${updated}
        WHERE tenant_id = ${tenantId} AND id = ${batch.id}::uuid`,
  );
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: 'Incidents',
    action: 'Batch update incidents',
    outcome: 'Success',
    objectId: batch.id,
    objectCreated: now.toISOString(),
    description: `${updated} incidents updated (${what}); target: ${targetText}`.slice(0, 2000),
  });
  return { updated, batchId: batch.id, state: 'applied', count, undoUntil: undoUntil(now) };
}

const arrayLiteral = (values: readonly string[]) =>
  `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

const LockedBatch = Type.Object({
  id: Type.String(),
  created: Type.String(),
  requestedBy: Type.String(),
  state: Type.String(),
  changes: IncidentBatchChangesSchema,
  target: Type.String(),
  applied: Nullable(Type.String()),
});

/** The batch, its row locked for this transaction (undo and decisions on one batch take turns); 404 when unknown. */
async function lockBatch(tx: Tx, tenantId: string, batchId: string) {
  if (!UUID.test(batchId)) throw notFound('The batch');
  const [batch] = await queryRows(
    tx,
    sql`SELECT id::text AS id, to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created,
          requested_by AS "requestedBy", state, changes, target, ${sql.raw(ISO('applied'))} AS applied
        FROM incident_batches WHERE tenant_id = ${tenantId} AND id = ${batchId}::uuid FOR UPDATE`,
    LockedBatch,
  );
  if (!batch) throw notFound('The batch');
  return batch;
}

const RestoredRow = Type.Object({ present: Type.Integer(), restored: Type.Integer(), total: Type.Integer() });

/**
 * POST /incidents/batches/{ID}/undo: within the undo window, restores the previous values of the batch's fields on
 * every incident still at the version the batch left it at, in one transaction under row locks; counts the others as
 * skipped (changed by someone since, or deleted). Refused for a batch not applied (409), already undone (409), or
 * past the window (410). The requester or a Tenant Admin may undo; one audit entry.
 */
export async function undoBatch(
  tx: Tx,
  tenantId: string,
  actor: Actor & { tenantAdmin: boolean },
  batchId: string,
  now: Date = new Date(),
): Promise<IncidentBatchUndoResult> {
  const batch = await lockBatch(tx, tenantId, batchId);
  if (batch.requestedBy !== actor.id && !actor.tenantAdmin) {
    throw forbidden('Only whoever made the batch, or a Tenant Admin, may undo it');
  }
  if (batch.state === 'undone') throw new HttpProblem(409, 'This batch was already undone; it cannot be undone twice');
  if (batch.state !== 'applied' || !batch.applied) {
    throw new HttpProblem(409, `This batch is ${batch.state}: it changed nothing, so there is nothing to undo`);
  }
  if (now.getTime() > new Date(batch.applied).getTime() + INCIDENT_BATCH_UNDO_WINDOW_MS) {
    throw new HttpProblem(
      410,
      `The undo window has passed: a batch can be undone for ${INCIDENT_BATCH_UNDO_WINDOW_MS / 60_000} minutes after it applied`,
    );
  }
  const fields = fieldsOf(batch.changes);
  const restore = sql.join(
    fields.map((field) => sql`${sql.raw(FIELDS[field].column)} = ${FIELDS[field].restore(sql`b.previous`)}`),
    sql`, `,
  );
  const [counts] = await queryRows(
    tx,
    sql`WITH locked AS (
          SELECT i.id, i.version FROM incidents i
          JOIN incident_batch_items b ON b.tenant_id = i.tenant_id AND b.incident_id = i.id
          WHERE b.tenant_id = ${tenantId} AND b.batch_id = ${batch.id}::uuid AND i.tenant_id = ${tenantId}
            AND b.version_after IS NOT NULL
          ORDER BY i.id FOR UPDATE OF i
        ), restored AS (
          UPDATE incidents SET ${restore}, version = incidents.version + 1, updated = now()
          FROM incident_batch_items b, locked
          WHERE incidents.tenant_id = ${tenantId} AND incidents.id = locked.id
            AND b.tenant_id = ${tenantId} AND b.batch_id = ${batch.id}::uuid AND b.incident_id = locked.id
            AND locked.version = b.version_after
          RETURNING 1
        )
        SELECT (SELECT count(*)::int FROM locked) AS present, (SELECT count(*)::int FROM restored) AS restored,
          (SELECT count(*)::int FROM incident_batch_items WHERE tenant_id = ${tenantId}
            AND batch_id = ${batch.id}::uuid AND version_after IS NOT NULL) AS total`,
    RestoredRow,
  );
  const restored = counts?.restored ?? 0;
  const changedSince = (counts?.present ?? 0) - restored;
  const deleted = (counts?.total ?? 0) - (counts?.present ?? 0);
  await tx.execute(
    sql`UPDATE incident_batches SET state = 'undone', undone = ${now.toISOString()}::timestamptz, undone_by = ${actor.id}
        WHERE tenant_id = ${tenantId} AND id = ${batch.id}::uuid`,
  );
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: 'Incidents',
    action: 'Undo batch update',
    outcome: 'Success',
    objectId: batch.id,
    objectCreated: batch.created,
    description:
      `Restored ${restored} incidents; ${changedSince} skipped because they changed since; ${deleted} skipped because they were deleted (${describeChanges(batch.changes)}; target: ${batch.target})`.slice(
        0,
        2000,
      ),
  });
  return { restored, skipped: changedSince + deleted, changedSince, deleted };
}

/**
 * POST /incidents/batches/{ID}/approve or /deny: a Tenant Admin other than the requester (403) decides a pending
 * batch (409 once decided). Approving applies it as it would have applied at once (undoable from then); audited.
 */
export async function decideBatch(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  batchId: string,
  decision: 'approve' | 'deny',
  now: Date = new Date(),
): Promise<IncidentBatchOutcome> {
  const batch = await lockBatch(tx, tenantId, batchId);
  if (batch.requestedBy === actor.id) {
    throw forbidden('You requested this batch: another Tenant Admin must approve or deny it');
  }
  if (batch.state !== 'pending') throw new HttpProblem(409, `This batch is no longer pending: it was ${batch.state}`);
  const what = `${describeChanges(batch.changes)}; target: ${batch.target}`;
  if (decision === 'deny') {
    const [row] = await queryRows(
      tx,
      sql`UPDATE incident_batches SET state = 'denied', decided_by = ${actor.id}, decided = ${now.toISOString()}::timestamptz
          WHERE tenant_id = ${tenantId} AND id = ${batch.id}::uuid RETURNING count AS n`,
      CountRow,
    );
    await recordAudit(tx, tenantId, {
      actorId: actor.id,
      page: 'Incidents',
      action: 'Deny batch update',
      outcome: 'Success',
      objectId: batch.id,
      objectCreated: batch.created,
      description: `Denied; nothing changed (${what})`.slice(0, 2000),
    });
    return { updated: 0, batchId: batch.id, state: 'denied', count: row?.n ?? 0, undoUntil: null };
  }
  await checkAssignee(tx, tenantId, batch.changes.assignedTo);
  const updated = await applyItems(tx, tenantId, actor.id, batch.id, batch.changes);
  const [row] = await queryRows(
    tx,
    sql`UPDATE incident_batches SET state = 'applied', decided_by = ${actor.id}, decided = ${now.toISOString()}::timestamptz,
          applied = ${now.toISOString()}::timestamptz, updated_count = ${updated}
        WHERE tenant_id = ${tenantId} AND id = ${batch.id}::uuid RETURNING count AS n`,
    CountRow,
  );
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: 'Incidents',
    action: 'Approve batch update',
    outcome: 'Success',
    objectId: batch.id,
    objectCreated: batch.created,
    description: `Approved; ${updated} incidents updated (${what})`.slice(0, 2000),
  });
  return { updated, batchId: batch.id, state: 'applied', count: row?.n ?? 0, undoUntil: undoUntil(now) };
}

/** GET /incidents/batches: the tenant's pending batches and those still undoable, newest first (at most 100). */
export async function listBatches(tx: Tx, tenantId: string, now: Date = new Date()): Promise<IncidentBatch[]> {
  const since = new Date(now.getTime() - INCIDENT_BATCH_UNDO_WINDOW_MS).toISOString();
  const name = (column: string) => `(SELECT coalesce(nullif(u.name, ''), u.email) FROM users u WHERE u.id = ${column})`;
  return queryRows(
    tx,
    sql`SELECT b.id::text AS id, ${sql.raw(ISO('b.created'))} AS created, b.requested_by AS "requestedBy",
          coalesce(${sql.raw(name('b.requested_by'))}, b.requested_by) AS "requestedByName", b.state, b.changes,
          b.target, b.count, b.approval_reasons AS "approvalReasons",
          CASE WHEN b.decided_by IS NULL THEN NULL
            ELSE coalesce(${sql.raw(name('b.decided_by'))}, b.decided_by) END AS "decidedByName",
          ${sql.raw(ISO('b.applied'))} AS applied, b.updated_count AS updated,
          ${sql.raw(ISO(`(b.applied + interval '${INCIDENT_BATCH_UNDO_WINDOW_MS} milliseconds')`))} AS "undoUntil"
        FROM incident_batches b
        WHERE b.tenant_id = ${tenantId}
          AND (b.state = 'pending' OR (b.state = 'applied' AND b.applied > ${since}::timestamptz))
        ORDER BY b.created DESC, b.id LIMIT 100`,
    IncidentBatchSchema,
  );
}
