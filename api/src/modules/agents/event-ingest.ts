import { getTableColumns, sql } from 'drizzle-orm';
import type { Column } from 'drizzle-orm';
import type { AgentEvent, AgentEventBatchResult } from 'shared-contracts';
import { AgentEventSchema } from 'shared-contracts/schemas';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { egressEvents } from '../../db/schema';
import type { DeviceCaller } from '../../plugins/access';
import type { DeviceEvents, EventVerdict } from './policy-evaluation';

/** An id the insert stored (a duplicate answers no row). */
const InsertedRow = Type.Object({ id: Type.String() });

const COLUMNS = getTableColumns(egressEvents);
type ColumnKey = keyof typeof COLUMNS;

const isColumnKey = (key: string): key is ColumnKey => Object.hasOwn(COLUMNS, key);

/** The event's columns the agent sends under the table's own keys: stored as sent unless the record says otherwise. */
const AS_SENT = Object.keys(AgentEventSchema.properties).filter(isColumnKey);

/** One event's columns, by the table's keys (the tenant aside: one insert writes one tenant's events). */
type EventRecord = Partial<Record<Exclude<ColumnKey, 'tenantId'>, unknown>>;

/** One event as the INSERT reads it: its columns by the table's keys, its device's among them. */
function toRecord(event: AgentEvent, verdict: EventVerdict, { deviceId, hostname }: DeviceCaller): EventRecord {
  const sent: Readonly<Record<string, unknown>> = event;
  return {
    ...Object.fromEntries(AS_SENT.map((key) => [key, sent[key]])),
    deviceId,
    hostname,
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
 * The INSERT of one tenant's records, its column list and the recordset's types read from the table: the tenant as a
 * parameter, the other columns from the records (a time in the future becomes the receipt time).
 */
function insertSql(tenantId: string, records: readonly EventRecord[]) {
  const columns = recordColumns(records[0]!);
  const names = [COLUMNS.tenantId.name, ...columns.map((column) => column.name)];
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
        SELECT ${tenantId}, ${sql.raw(values.join(', '))}
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS e(${sql.raw(types.join(', '))})
        WHERE e.created <= now() OR NOT EXISTS (
          SELECT 1 FROM egress_events x WHERE x.tenant_id = ${tenantId} AND x.id = e.id)
        ON CONFLICT (tenant_id, id, created) DO NOTHING
        RETURNING id::text AS id`;
}

/** One device's batch of events and the policy engine's verdict for each. */
export interface DecidedEvents extends DeviceEvents {
  verdicts: readonly EventVerdict[];
}

/**
 * Stores batches of events of one tenant (each of one device), in one INSERT: an event already stored (a retried
 * batch, or twice among the batches) is skipped by the primary key (tenant_id, id, created) and ON CONFLICT DO
 * NOTHING, so nothing is created twice. The key holds the time because egress_events is partitioned by it (migration
 * 0019): a retry sends the same id and time again. A time in the future is stored as the receipt time, which differs
 * at each retry, so such an event is looked up by its id in every partition first (rare: a device's clock ahead of
 * the server's). Answers one result per batch, with one result per event, in order.
 */
export async function ingestEvents(
  tx: Tx,
  tenantId: string,
  batches: readonly DecidedEvents[],
): Promise<AgentEventBatchResult[]> {
  // The tenant scope of the write is the tenant's; a batch of another tenant's device has no place in it.
  if (batches.some(({ caller }) => caller.tenantId !== tenantId)) throw new Error(`a batch of another tenant`);
  const records = batches.flatMap(({ caller, events, verdicts }) =>
    events.map((event, index) => toRecord(event, verdicts[index]!, caller)),
  );
  const inserted = records.length === 0 ? [] : await queryRows(tx, insertSql(tenantId, records), InsertedRow);
  // Each id stored now is "created" once, at its first place among the batches; every other place is a duplicate.
  const fresh = new Set(inserted.map((row) => row.id));
  return batches.map(({ events, verdicts }) => {
    const results = events.map((event, index) => ({
      id: event.id,
      status: fresh.delete(event.id.toLowerCase()) ? ('created' as const) : ('duplicate' as const),
      verdict: verdicts[index]!.verdict,
    }));
    const created = results.filter((result) => result.status === 'created').length;
    return { results, created, duplicates: events.length - created };
  });
}
