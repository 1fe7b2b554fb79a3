import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { INCIDENT_BATCH_CAP } from 'shared-contracts';
import type { IncidentBatchChanges } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../lib/audit/record-audit';
import { HttpProblem } from '../../lib/http/problem';
import { matchConditions, scope } from '../../lib/listing';
import type { ListingQuery } from '../../lib/listing';
import { incidentListing } from './incident-listing';
import { changeAssignments, checkAssignee } from './repository';
import type { Actor } from './repository';

const CountRow = Type.Object({ n: Type.Integer() });

/** What a batch applies to: chosen incidents, or every incident matching a list query. */
export type BatchTarget = { ids: { id: string; created: string }[] } | { query: ListingQuery; filter: string };

const tooMany = (count: string) =>
  new HttpProblem(400, `Invalid allMatching: ${count} incidents match; a batch changes at most ${INCIDENT_BATCH_CAP}`, {
    errors: [{ in: 'body', field: 'allMatching', message: `matches more than ${INCIDENT_BATCH_CAP} incidents` }],
  });

async function targetCondition(tx: Tx, tenantId: string, target: BatchTarget): Promise<SQL> {
  if ('ids' in target) {
    const pairs = sql.join(
      target.ids.map((item) => sql`(${item.id}::uuid, ${item.created}::timestamptz)`),
      sql`, `,
    );
    return sql`tenant_id = ${tenantId} AND (id, created) IN (${pairs})`;
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

/** PATCH /incidents/batch: one UPDATE and ONE audit entry (count and filter) in the same transaction. */
export async function applyBatch(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  target: BatchTarget,
  changes: IncidentBatchChanges,
): Promise<number> {
  await checkAssignee(tx, tenantId, changes.assignedTo);
  const where = await targetCondition(tx, tenantId, target);
  const [row] = await queryRows(
    tx,
    sql`WITH changed AS (UPDATE incidents SET ${changeAssignments(changes)} WHERE ${where} RETURNING 1)
        SELECT count(*)::int AS n FROM changed`,
    CountRow,
  );
  const updated = row?.n ?? 0;
  const what = Object.entries(changes)
    .map(([field, value]) => `${field}=${value === null ? 'none' : String(value)}`)
    .join(', ');
  const scopeText = 'ids' in target ? `${target.ids.length} selected incidents` : `all matching ${target.filter}`;
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: 'Incidents',
    action: 'Batch update incidents',
    outcome: 'Success',
    description: `${updated} incidents updated (${what}); target: ${scopeText}`.slice(0, 2000),
  });
  return updated;
}
