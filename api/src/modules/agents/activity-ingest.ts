import { sql } from 'drizzle-orm';
import type { AgentContentActivity, AgentContentActivityBatchResult } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import type { DeviceCaller } from '../../plugins/access';

/** An id the insert stored (a duplicate answers no row). */
const InsertedRow = Type.Object({ id: Type.String() });

/**
 * Stores a batch of one device's content activities (the per-file lineage before and between egress events) in its
 * tenant, in one INSERT, idempotent by activity id like event ingest. Fingerprints are stored lower-case, as events'.
 */
export async function ingestActivities(
  tx: Tx,
  caller: DeviceCaller,
  activities: readonly AgentContentActivity[],
): Promise<AgentContentActivityBatchResult> {
  const records = activities.map((activity) => ({
    id: activity.id,
    fingerprint: activity.fingerprint.toLowerCase(),
    occurred_at: activity.occurredAt,
    kind: activity.kind,
    username: activity.username ?? '',
    application: activity.application ?? '',
    file_name: activity.fileName ?? '',
    previous_name: activity.previousName ?? '',
    location: activity.location ?? '',
  }));
  const inserted = await queryRows(
    tx,
    sql`INSERT INTO content_activities (tenant_id, id, fingerprint, occurred, kind, device_id, hostname, username,
          application, file_name, previous_name, location)
        SELECT ${caller.tenantId}, a.id, a.fingerprint, least(a.occurred_at, now()), a.kind, ${caller.deviceId}::uuid,
          ${caller.hostname}, a.username, a.application, a.file_name, a.previous_name, a.location
        FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS a(id uuid, fingerprint text,
          occurred_at timestamptz, kind text, username text, application text, file_name text, previous_name text,
          location text)
        ON CONFLICT (tenant_id, id) DO NOTHING
        RETURNING id::text AS id`,
    InsertedRow,
  );
  return { created: inserted.length, duplicates: activities.length - inserted.length };
}
