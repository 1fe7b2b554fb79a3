import { getTableColumns, sql } from 'drizzle-orm';
import type { Column } from 'drizzle-orm';
import type { AgentEvent, AgentEventBatchResult } from 'shared-contracts';
import { AgentEventSchema } from 'shared-contracts/schemas';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { egressEvents } from '../../db/schema';
import type { DeviceCaller } from '../../plugins/access';
import type { EventVerdict } from './policy-evaluation';

/** An id the insert stored (a duplicate answers no row). */
const InsertedRow = Type.Object({ id: Type.String() });

const COLUMNS = getTableColumns(egressEvents);
type ColumnKey = keyof typeof COLUMNS;

const isColumnKey = (key: string): key is ColumnKey => Object.hasOwn(COLUMNS, key);

/** The event's columns the agent sends under the table's own keys: stored as sent unless the record says otherwise. */
const AS_SENT = Object.keys(AgentEventSchema.properties).filter(isColumnKey);

/** The columns one insert writes for every event of a batch: the caller's, the same for all. */
const CALLER_COLUMNS = ['tenantId', 'deviceId', 'hostname'] as const satisfies readonly ColumnKey[];

/** One event's columns, by the table's keys (the caller's columns aside). */
type EventRecord = Partial<Record<Exclude<ColumnKey, (typeof CALLER_COLUMNS)[number]>, unknown>>;

/** One event as the INSERT reads it: its columns by the table's keys. */
function toRecord(event: AgentEvent, verdict: EventVerdict, deviceId: string): EventRecord {
  const sent: Readonly<Record<string, unknown>> = event;
  return {
    ...Object.fromEntries(AS_SENT.map((key) => [key, sent[key]])),
    created: event.occurredAt,
    mipLabel: event.mipLabel ?? '',
    fileName: event.fileName ?? '',
    contentFingerprint: event.contentFingerprint?.toLowerCase() ?? null,
    policyId: verdict.policyId,
    policyName: verdict.policyName,
    policyVerdict: verdict.verdict,
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
      ...(verdict.exception && { exception: verdict.exception }),
    },
  };
}

/** The record's columns, in the table's order. */
function recordColumns(record: EventRecord): Column[] {
  return Object.entries(COLUMNS)
    .filter(([key]) => Object.hasOwn(record, key))
    .map(([, column]) => column);
}

/**
 * The INSERT of a batch's records, its column list and the recordset's types read from the table: the caller's
 * columns as parameters, the others from the records (a time in the future becomes the receipt time).
 */
function insertSql(caller: DeviceCaller, records: readonly EventRecord[]) {
  const columns = recordColumns(records[0]!);
  const names = [...CALLER_COLUMNS.map((key) => COLUMNS[key].name), ...columns.map((column) => column.name)];
  const values = columns.map((column) =>
    column === COLUMNS.created ? `least(e.${column.name}, now())` : `e.${column.name}`,
  );
  const types = columns.map((column) => `${column.name} ${column.getSQLType()}`);
  const rows = records.map((record) =>
    Object.fromEntries(
      Object.entries(record).map(([key, value]) => [isColumnKey(key) ? COLUMNS[key].name : key, value]),
    ),
  );
  return sql`INSERT INTO egress_events (${sql.raw(names.join(', '))})
        SELECT ${caller.tenantId}, ${caller.deviceId}::uuid, ${caller.hostname}, ${sql.raw(values.join(', '))}
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS e(${sql.raw(types.join(', '))})
        WHERE e.created <= now() OR NOT EXISTS (
          SELECT 1 FROM egress_events x WHERE x.tenant_id = ${caller.tenantId} AND x.id = e.id)
        ON CONFLICT (tenant_id, id, created) DO NOTHING
        RETURNING id::text AS id`;
}

/**
 * Stores a batch of one device's events in its tenant, in one INSERT: an event already stored (a retried batch, or
 * twice in one batch) is skipped by the primary key (tenant_id, id, created) and ON CONFLICT DO NOTHING, so nothing
 * is created twice. The key holds the time because egress_events is partitioned by it (migration 0019): a retry sends
 * the same id and time again. A time in the future is stored as the receipt time, which differs at each retry, so
 * such an event is looked up by its id in every partition first (rare: a device's clock ahead of the server's).
 * Answers one result per event, in order.
 */
export async function ingestEvents(
  tx: Tx,
  caller: DeviceCaller,
  events: readonly AgentEvent[],
  verdicts: readonly EventVerdict[],
): Promise<AgentEventBatchResult> {
  const records = events.map((event, index) => toRecord(event, verdicts[index]!, caller.deviceId));
  const inserted = await queryRows(tx, insertSql(caller, records), InsertedRow);
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
