import { sql, type SQL } from 'drizzle-orm';
import { EMPTY_POLICY_EVENT, type PolicyEvent } from 'shared-contracts';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable } from 'shared-contracts/schemas';
import { queryRows, type Tx } from '../../db/database';
import { egressEvents } from '../../db/schema';
import { isoText } from '../../lib/listing';
import { rankedValues, type EventGroup, type RankedValue } from './backtest-summary';

/** The fields the engine reads that a backtest groups by: all but the per-type counts, which stored events lack. */
type GroupedField = Exclude<keyof PolicyEvent, 'dataTypeCounts'>;

/** A row of {@link readEventGroups}: the grouped fields (only those grouped by) and the combination's count. */
const EventGroupRow = Type.Object({
  events: Type.Integer(),
  username: Type.Optional(Type.String()),
  source: Type.Optional(Type.String()),
  destination: Type.Optional(Type.String()),
  destinationType: Type.Optional(Type.String()),
  egressChannel: Type.Optional(Type.String()),
  dataTypes: Type.Optional(Type.Array(Type.String())),
  totalHitCount: Type.Optional(Type.Integer()),
  contentCategory: Type.Optional(Type.String()),
  mipLabel: Type.Optional(Type.String()),
  fileName: Type.Optional(Type.String()),
  url: Type.Optional(Type.String()),
  hostname: Type.Optional(Type.String()),
} satisfies Record<GroupedField | 'events', TSchema>);
/** The grouped fields, in the row's order (its schema names each field once, and all of them). */
const GROUPED_FIELDS = Object.keys(EventGroupRow.properties).filter((key): key is GroupedField => key !== 'events');
/** The SQL of a grouped field: drizzle's column of the same name, or the URL from the details ('' when absent). */
const columnSql = (field: GroupedField): string =>
  field === 'url' ? `coalesce(details->>'url', '')` : egressEvents[field].name;
const UsernameRow = Type.Object({ username: Type.String() });
const RankRow = Type.Object({
  username: Nullable(Type.String()),
  destination: Nullable(Type.String()),
  events: Type.Integer(),
});

/** The type of each field in a row of changed combinations (jsonb_to_recordset). */
const TYPES: Readonly<Partial<Record<GroupedField, string>>> = { dataTypes: 'text[]', totalHitCount: 'int' };

/**
 * The fields to group by: exactly those the policies read (stored events have no per-type counts). The users and
 * destinations of the changed events are ranked by a second read (`readChangedRanks`), so they stay out of the
 * grouping unless a policy reads them: grouping by user too multiplies the combinations by the tenant's users.
 */
export function groupedFields(read: ReadonlySet<keyof PolicyEvent>): GroupedField[] {
  return GROUPED_FIELDS.filter((field) => read.has(field));
}

/**
 * Users the policies treat alike, each class grouped as its representative (a member); users of no class (alone in
 * theirs, or first seen after the classes were read) are grouped as themselves.
 */
export type UserClasses = readonly { representative: string; members: readonly string[] }[];

/** A grouped field's SQL: the user through the classes, the others as stored. */
function columnOf(field: GroupedField, classes: UserClasses): SQL {
  if (field !== 'username' || classes.length === 0) return sql.raw(columnSql(field));
  const when = classes.map(
    ({ representative, members }) =>
      sql`WHEN username = ANY(${sql.param(members)}::text[]) THEN ${representative}::text`,
  );
  return sql`(CASE ${sql.join(when, sql` `)} ELSE username END)`;
}

/** The window of stored events a backtest reads: created in [from, to). */
export interface BacktestWindow {
  from: Date;
  to: Date;
}

const inWindow = (tenantId: string, window: BacktestWindow): SQL =>
  sql`tenant_id = ${tenantId} AND created >= ${window.from.toISOString()}::timestamptz
      AND created < ${window.to.toISOString()}::timestamptz`;

/** The empty event (EMPTY_POLICY_EVENT), with the grouped fields filled from a row. */
function eventOf(row: Static<typeof EventGroupRow>, fields: readonly GroupedField[]): PolicyEvent {
  const event: PolicyEvent = {
    ...EMPTY_POLICY_EVENT,
    ...Object.fromEntries(fields.map((field) => [field, row[field]])),
  };
  // Grouped as '' (so the combination joins back by equality); the engine reads a missing URL as the destination.
  if (event.url === '') delete event.url;
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
  classes: UserClasses = [],
): Promise<EventGroup[]> {
  const selected = sql.join(
    fields.map((field) => sql`${columnOf(field, classes)} AS ${sql.identifier(field)}, `),
    sql``,
  );
  // No field read (a policy without conditions): one group of every event, none when the window is empty.
  const grouped = sql.raw(
    fields.length === 0 ? 'HAVING count(*) > 0' : `GROUP BY ${fields.map((_, index) => index + 1).join(', ')}`,
  );
  const rows = await queryRows(
    tx,
    sql`SELECT ${selected}count(*)::int AS events FROM egress_events WHERE ${inWindow(tenantId, window)} ${grouped}`,
    EventGroupRow,
  );
  return rows.map((row) => ({ event: eventOf(row, fields), events: row.events }));
}

/**
 * The classes of the window's users under a classifier (`userClassifier` of the policy sets), when the policies read
 * the user: grouping by class instead of by user keeps the combinations few. Classes of one user are left out.
 */
export async function readUserClasses(
  tx: Tx,
  tenantId: string,
  window: BacktestWindow,
  fields: readonly GroupedField[],
  classify: (username: string) => string,
): Promise<UserClasses> {
  if (!fields.includes('username')) return [];
  const users = await queryRows(
    tx,
    sql`SELECT DISTINCT username FROM egress_events WHERE ${inWindow(tenantId, window)} ORDER BY username`,
    UsernameRow,
  );
  const byClass = new Map<string, string[]>();
  for (const { username } of users) {
    const key = classify(username);
    const members = byClass.get(key);
    if (members) members.push(username);
    else byClass.set(key, [username]);
  }
  return [...byClass.values()]
    .filter((members) => members.length > 1)
    .map((members) => ({ representative: members[0]!, members }));
}

/** The users and destinations of the changed events, the `limit` largest of each. */
export interface ChangedRanks {
  users: RankedValue[];
  destinations: RankedValue[];
}

/**
 * A join of the events to the changed combinations, by equality on the grouped fields; each combination carries its
 * index in `changed` as `c.c_index`. Empty when no field is grouped (the one combination is every event).
 */
function changedJoin(changed: readonly EventGroup[], fields: readonly GroupedField[], classes: UserClasses): SQL {
  if (fields.length === 0) return sql``;
  const combinations = changed.map(({ event }, index) =>
    Object.fromEntries([
      ['c_index', index],
      ...fields.map((field) => [`c_${field}`, field === 'url' ? (event.url ?? '') : event[field]]),
    ]),
  );
  // The combinations' columns are named c_<field>, apart from the events' own.
  const columns = sql.raw(
    ['"c_index" int', ...fields.map((field) => `"c_${field}" ${TYPES[field] ?? 'text'}`)].join(', '),
  );
  const on = sql.join(
    fields.map((field) => sql`${columnOf(field, classes)} = c.${sql.identifier(`c_${field}`)}`),
    sql` AND `,
  );
  return sql`JOIN jsonb_to_recordset(${JSON.stringify(combinations)}::jsonb) AS c(${columns}) ON ${on}`;
}

/**
 * The users and destinations of the window's events that fall in the changed combinations, counted in one scan
 * (GROUPING SETS): the combinations are joined back by equality on the grouped fields.
 */
export async function readChangedRanks(
  tx: Tx,
  tenantId: string,
  window: BacktestWindow,
  changed: readonly EventGroup[],
  fields: readonly GroupedField[],
  limit: number,
  classes: UserClasses = [],
): Promise<ChangedRanks> {
  if (changed.length === 0) return { users: [], destinations: [] };
  const rows = await queryRows(
    tx,
    sql`SELECT username, destination, count(*)::int AS events FROM egress_events ${changedJoin(changed, fields, classes)}
        WHERE ${inWindow(tenantId, window)} GROUP BY GROUPING SETS ((username), (destination))`,
    RankRow,
  );
  const users = new Map<string, number>();
  const destinations = new Map<string, number>();
  for (const row of rows) {
    if (row.username !== null) users.set(row.username, row.events);
    else if (row.destination !== null) destinations.set(row.destination, row.events);
  }
  return { users: rankedValues(users, limit), destinations: rankedValues(destinations, limit) };
}

/** A stored event shown as a sample of a change, with the index of its changed combination. */
const SampleEventRow = Type.Object({
  id: Type.String(),
  created: Type.String(),
  username: Type.String(),
  destination: Type.String(),
  egressChannel: Type.String(),
  source: Type.String(),
  group: Type.Integer(),
});
export type SampleEvent = Static<typeof SampleEventRow>;

/** The newest events of the window read first for samples: enough to hold 20 changed ones in most backtests. */
const SAMPLE_SCAN = 5000;

/**
 * The `limit` newest events of the window in the changed combinations (joined back as the ranks are), each with the
 * index in `changed` of the combination it falls in: the sample events of a backtest, all of which change. The
 * window's newest `scan` events are searched first (an index scan, not the whole window): when they hold
 * `limit` changed events these are the newest; otherwise the whole window is.
 */
export async function readChangedSamples(
  tx: Tx,
  tenantId: string,
  window: BacktestWindow,
  changed: readonly EventGroup[],
  fields: readonly GroupedField[],
  limit: number,
  classes: UserClasses = [],
  scan: number = SAMPLE_SCAN,
): Promise<SampleEvent[]> {
  if (changed.length === 0) return [];
  const read = (scan: number | null) => {
    // The newest events, under the table's own name so that the join's columns read them alike.
    const events =
      scan === null
        ? sql`egress_events`
        : sql`(SELECT * FROM egress_events WHERE ${inWindow(tenantId, window)}
              ORDER BY created DESC, id DESC LIMIT ${scan}) AS egress_events`;
    return queryRows(
      tx,
      sql`SELECT id::text AS id, ${sql.raw(isoText('created'))} AS created,
            username, destination, egress_channel AS "egressChannel", source,
            ${fields.length === 0 ? sql`0` : sql`c.c_index`} AS "group"
          FROM ${events} ${changedJoin(changed, fields, classes)}
          WHERE ${inWindow(tenantId, window)}
          ORDER BY created DESC, id DESC LIMIT ${limit}`,
      SampleEventRow,
    );
  };
  const newest = await read(scan);
  return newest.length === limit ? newest : read(null);
}
