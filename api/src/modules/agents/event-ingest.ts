import { sql } from 'drizzle-orm';
import type { AgentEvent, AgentEventBatchResult } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import type { DeviceCaller } from '../../plugins/access';
import type { EventVerdict } from './policy-evaluation';

/** An id the insert stored (a duplicate answers no row). */
const InsertedRow = Type.Object({ id: Type.String() });

/** One event as the INSERT reads it (snake_case keys of jsonb_to_recordset). */
function toRecord(event: AgentEvent, verdict: EventVerdict, deviceId: string) {
  return {
    id: event.id,
    occurred_at: event.occurredAt,
    username: event.username,
    source: event.source,
    destination: event.destination,
    destination_type: event.destinationType,
    egress_channel: event.egressChannel,
    data_types: event.dataTypes,
    content_category: event.contentCategory,
    mip_label: event.mipLabel ?? '',
    data_volume: event.dataVolume,
    total_hit_count: event.totalHitCount,
    policy_id: verdict.policyId,
    policy_name: verdict.policyName,
    policy_verdict: verdict.verdict,
    file_name: event.fileName ?? '',
    content_fingerprint: event.contentFingerprint?.toLowerCase() ?? null,
    details: {
      process: event.process ?? null,
      url: event.url ?? null,
      filePath: event.filePath ?? null,
      matchedDataTypes: event.dataTypes,
      destinationType: event.destinationType,
      deviceId,
      ...(verdict.matched.length > 0 && { matchedConditions: verdict.matched }),
      ...(verdict.educateMessage !== null && { educateMessage: verdict.educateMessage }),
      ...(verdict.simulated.length > 0 && { simulatedPolicies: verdict.simulated }),
    },
  };
}

/**
 * Stores a batch of one device's events in its tenant, in one INSERT: an id already stored (a retried batch, or
 * twice in one batch) is skipped by the primary key (tenant_id, id) and ON CONFLICT DO NOTHING, so nothing is
 * created twice. A time in the future is stored as the receipt time. Answers one result per event, in order.
 */
export async function ingestEvents(
  tx: Tx,
  caller: DeviceCaller,
  events: readonly AgentEvent[],
  verdicts: readonly EventVerdict[],
): Promise<AgentEventBatchResult> {
  const records = events.map((event, index) => toRecord(event, verdicts[index]!, caller.deviceId));
  const inserted = await queryRows(
    tx,
    sql`INSERT INTO egress_events (tenant_id, id, created, device_id, hostname, username, source, destination,
          destination_type, egress_channel, data_types, content_category, mip_label, data_volume, total_hit_count,
          policy_id, policy_name, policy_verdict, file_name, content_fingerprint, details)
        SELECT ${caller.tenantId}, e.id, least(e.occurred_at, now()), ${caller.deviceId}::uuid, ${caller.hostname},
          e.username, e.source, e.destination, e.destination_type, e.egress_channel, e.data_types, e.content_category,
          e.mip_label, e.data_volume, e.total_hit_count, e.policy_id, e.policy_name, e.policy_verdict, e.file_name,
          e.content_fingerprint, e.details
        FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS e(id uuid, occurred_at timestamptz,
          username text, source text, destination text, destination_type text, egress_channel text,
          data_types text[], content_category text, mip_label text, data_volume bigint, total_hit_count integer,
          policy_id uuid, policy_name text, policy_verdict text, file_name text, content_fingerprint text, details jsonb)
        ON CONFLICT (tenant_id, id) DO NOTHING
        RETURNING id::text AS id`,
    InsertedRow,
  );
  // Each id stored now is "created" once, at its first place in the batch; every other place is a duplicate.
  const fresh = new Set(inserted.map((row) => row.id));
  const results = events.map((event, index) => {
    const id = event.id.toLowerCase();
    const created = fresh.delete(id);
    return {
      id: event.id,
      status: created ? ('created' as const) : ('duplicate' as const),
      verdict: verdicts[index]!.verdict,
    };
  });
  return { results, created: inserted.length, duplicates: events.length - inserted.length };
}
