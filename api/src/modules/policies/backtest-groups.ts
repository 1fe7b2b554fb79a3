import { sql, type SQL } from 'drizzle-orm';
import type { PolicyEvent } from 'shared-contracts';
import { queryRows, type Tx } from '../../db/database';
import { isoText } from '../../lib/listing';
import type { EventGroup } from './backtest-summary';

/** The column (or expression) of egress_events that holds each field the engine reads. */
const COLUMNS: Readonly<Record<Exclude<keyof PolicyEvent, 'dataTypeCounts'>, string>> = {
  username: 'username',
  source: 'source',
  destination: 'destination',
  destinationType: 'destination_type',
  egressChannel: 'egress_channel',
  dataTypes: 'data_types',
  totalHitCount: 'total_hit_count',
  contentCategory: 'content_category',
  mipLabel: 'mip_label',
  fileName: 'file_name',
  url: `coalesce(details->>'url', '')`,
  hostname: 'hostname',
};

type GroupedField = keyof typeof COLUMNS;

/** Fields every backtest groups by: the summary ranks the changed events' users and destinations. */
const ALWAYS: readonly GroupedField[] = ['username', 'destination'];

/** The fields to group by: those the policies read (stored events have no per-type counts), and the ranked ones. */
export function groupedFields(read: ReadonlySet<keyof PolicyEvent>): GroupedField[] {
  const fields = new Set<GroupedField>(ALWAYS);
  for (const field of read) if (field !== 'dataTypeCounts') fields.add(field);
  return (Object.keys(COLUMNS) as GroupedField[]).filter((field) => fields.has(field));
}

/** The window of stored events a backtest reads: created in [from, to). */
export interface BacktestWindow {
  from: Date;
  to: Date;
}

const inWindow = (tenantId: string, window: BacktestWindow): SQL =>
  sql`tenant_id = ${tenantId} AND created >= ${window.from.toISOString()}::timestamptz
      AND created < ${window.to.toISOString()}::timestamptz`;

/** An event of defaults, with the grouped fields filled from a row. */
function eventOf(row: Record<string, unknown>, fields: readonly GroupedField[]): PolicyEvent {
  const event: PolicyEvent = {
    username: '',
    source: '',
    destination: '',
    destinationType: '',
    egressChannel: '',
    dataTypes: [],
    totalHitCount: 0,
    contentCategory: '',
  };
  const target = event as unknown as Record<string, unknown>;
  for (const field of fields) target[field] = row[field];
  return event;
}

/**
 * The tenant's events of the window, grouped by the fields given: one row per distinct combination with its count,
 * so the engine decides each combination once (PostgreSQL aggregates; the API never reads the events one by one).
 */
export async function readEventGroups(
  tx: Tx,
  tenantId: string,
  window: BacktestWindow,
  fields: readonly GroupedField[],
): Promise<EventGroup[]> {
  const selected = sql.raw(fields.map((field) => `${COLUMNS[field]} AS "${field}"`).join(', '));
  const grouped = sql.raw(fields.map((_, index) => String(index + 1)).join(', '));
  const rows = await queryRows<Record<string, unknown> & { events: number }>(
    tx,
    sql`SELECT ${selected}, count(*)::int AS events FROM egress_events WHERE ${inWindow(tenantId, window)}
        GROUP BY ${grouped}`,
  );
  return rows.map((row) => ({ event: eventOf(row, fields), events: row.events }));
}

/** A stored event shown as a sample of a change. */
export interface SampleEvent {
  id: string;
  created: string;
  username: string;
  destination: string;
  egressChannel: string;
  source: string;
}

/** The newest events of the window that agree with a group on every grouped field. */
export function readSampleEvents(
  tx: Tx,
  tenantId: string,
  window: BacktestWindow,
  group: EventGroup,
  fields: readonly GroupedField[],
  limit: number,
): Promise<SampleEvent[]> {
  const event = group.event as unknown as Record<string, unknown>;
  const equal = fields.map((field) => {
    const value = event[field];
    const column = sql.raw(COLUMNS[field]);
    // sql.param keeps an array one parameter (a bare array would become a list of them).
    if (Array.isArray(value)) return sql`${column} = ${sql.param(value)}::text[]`;
    if (typeof value === 'number') return sql`${column} = ${value}`;
    return sql`${column} = ${String(value ?? '')}`;
  });
  return queryRows<SampleEvent>(
    tx,
    sql`SELECT id::text AS id, ${sql.raw(isoText('created'))} AS created,
          username, destination, egress_channel AS "egressChannel", source
        FROM egress_events WHERE ${inWindow(tenantId, window)} AND ${sql.join(equal, sql` AND `)}
        ORDER BY created DESC, id DESC LIMIT ${limit}`,
  );
}
