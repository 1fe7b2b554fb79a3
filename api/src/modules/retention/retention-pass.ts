import { getTableName, sql } from 'drizzle-orm';
import { formatNumber, plural, RETENTION_AUDIT_PAGE, RETENTION_DEFAULTS } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Database, Tx } from '../../db/database';
import {
  egressFlowRollups,
  egressFlowUsersDaily,
  egressFlowUsersHourly,
  egressRollups,
} from '../../db/schema/dashboard';
import { BUCKET_COLUMN } from '../../db/schema/rollups';
import { withMaintenance, withTenant } from '../../db/tenant-scope';
import { recordAudit } from '../../lib/audit/record-audit';
import { PeriodicPass } from '../../lib/periodic-pass';

/** How often every API process runs the expiry pass: hourly (a pass that finds nothing to do reads a few rows). */
export const RETENTION_PASS_INTERVAL_MS = 3600 * 1000;
/** Rows one transaction of a pass deletes (events of a partition, incidents). */
export const RETENTION_BATCH = 5000;
/** The actor of a pass's audit entries. */
export const RETENTION_ACTOR = 'system:retention';
/**
 * The advisory lock of egress_events_prepare_partitions (migration 0019): the pass takes it too, so partitions are
 * never made and dropped at once, and two processes' passes take turns, batch by batch.
 */
const PARTITION_LOCK = 7402114;

const DAY_MS = 24 * 3600 * 1000;

/** What one pass removed from one tenant. */
export interface TenantExpiry {
  /** Events before this instant (UTC midnight) are gone. */
  eventsBefore: string;
  /** Resolved or dismissed incidents last changed before this instant are gone. */
  incidentsBefore: string;
  events: number;
  incidents: number;
  evidence: number;
  /** Month partitions dropped that held events of this tenant. */
  partitions: string[];
}

/** What one pass removed: per tenant (only those it removed something of), and the partitions it dropped. */
export interface RetentionReport {
  tenants: Record<string, TenantExpiry>;
  droppedPartitions: string[];
}

/** Evidence past its tenant's retention, removed (the evidence purge): how many objects of each tenant. */
export type EvidenceExpiry = (now: Date) => Promise<Map<string, number>>;

/**
 * The instant before which a tenant's data of `days` days retention is expired at `now`: UTC midnight `days` days
 * before today's. A day is expired as a whole, so the rollups' days and hours go with it exactly; data is kept at
 * least `days` days and at most a day more (and one pass).
 */
export function retentionCutoff(now: Date, days: number): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - days * DAY_MS);
}

/** A month partition of egress_events (egress_events_YYYY_MM, made by egress_events_add_partition) and its range. */
interface MonthPartition {
  name: string;
  from: Date;
  to: Date;
}

const DEFAULT_PARTITION = 'egress_events_default';
const MONTH_PARTITION = /^egress_events_(\d{4})_(\d{2})$/;

const PartitionRow = Type.Object({ name: Type.String() });
const TenantRow = Type.Object({ id: Type.String(), eventsDays: Type.Integer(), incidentsDays: Type.Integer() });
const CountRow = Type.Object({ tenant: Type.String(), n: Type.Number() });
const DeletedRow = Type.Object({ n: Type.Number() });

/** The month partitions of egress_events, oldest first (the default partition is not one). */
async function monthPartitions(tx: Tx): Promise<MonthPartition[]> {
  const rows = await queryRows(
    tx,
    sql`SELECT c.relname::text AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'public.egress_events'::regclass ORDER BY 1`,
    PartitionRow,
  );
  return rows.flatMap(({ name }) => {
    const match = MONTH_PARTITION.exec(name);
    if (!match) return [];
    const year = Number(match[1]);
    const month = Number(match[2]) - 1;
    return [{ name, from: new Date(Date.UTC(year, month, 1)), to: new Date(Date.UTC(year, month + 1, 1)) }];
  });
}

/**
 * Every rollup table of the events (the dashboard's and the lineage's, the flows' users too: a day's rows go whole
 * with the day's events) and its bucket column.
 */
const EVENT_ROLLUPS = [
  ...[...egressRollups.targets, ...egressFlowRollups.targets].map(({ table, bucket }) => ({ table, bucket })),
  { table: egressFlowUsersDaily, bucket: 'day' as const },
  { table: egressFlowUsersHourly, bucket: 'hour' as const },
].map((target) => ({
  table: getTableName(target.table),
  column: BUCKET_COLUMN[target.bucket],
  isDay: target.bucket === 'day',
}));

/** `instant` as the bucket column of a rollup compares to it (a date for the daily tables). */
const bucketValue = (instant: Date, isDay: boolean) =>
  isDay ? sql`${instant.toISOString().slice(0, 10)}::date` : sql`${instant.toISOString()}::timestamptz`;

/**
 * Recounts the people's firsts under each policy (egress_education_firsts, migration 0054) that an expiry before
 * `before` reached: a row whose first educate or first other verdict is before it is counted again from the events
 * left (the policy's next event too), and goes when none is left. Of `tenant`, or of every tenant.
 */
async function recountExpiredFirsts(tx: Tx, before: Date, tenant?: string): Promise<void> {
  const of = tenant === undefined ? sql`` : sql`AND r.tenant_id = ${tenant}`;
  const expired = sql`least(r.educated_at, r.other_at) < ${before.toISOString()}::timestamptz ${of}`;
  await tx.execute(sql`DELETE FROM egress_education_firsts r WHERE ${expired} AND NOT EXISTS (
      SELECT 1 FROM egress_events e
      WHERE e.tenant_id = r.tenant_id AND e.policy_id = r.policy_id AND e.username = r.username)`);
  await tx.execute(sql`UPDATE egress_education_firsts r
      SET (educated_at, educated_next, other_at, other_next, last_at) =
        (SELECT f.educated_at, f.educated_next, f.other_at, f.other_next, f.last_at
         FROM egress_education_firsts_of(r.tenant_id, r.policy_id, r.username) f)
      WHERE ${expired}`);
}

/**
 * Drops `partition` (wholly older than every tenant's event cutoff) and, in the same transaction, its rows of the
 * event rollups (their buckets in its month: no other partition holds a row of that month). Answers the events of
 * each tenant it held, read from the daily rollup (exact, and no scan of the partition).
 */
async function dropPartition(database: Database, partition: MonthPartition): Promise<Map<string, number>> {
  return withMaintenance(database, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PARTITION_LOCK})`);
    const counts = await queryRows(
      tx,
      sql`SELECT tenant_id AS tenant, sum(events)::bigint::float8 AS n FROM egress_daily
          WHERE day >= ${bucketValue(partition.from, true)} AND day < ${bucketValue(partition.to, true)}
          GROUP BY 1 ORDER BY 1`,
      CountRow,
    );
    await tx.execute(sql.raw(`ALTER TABLE egress_events DETACH PARTITION public.${partition.name}`));
    await tx.execute(sql.raw(`DROP TABLE public.${partition.name}`));
    for (const rollup of EVENT_ROLLUPS) {
      await tx.execute(sql`DELETE FROM ${sql.identifier(rollup.table)}
          WHERE ${sql.identifier(rollup.column)} >= ${bucketValue(partition.from, rollup.isDay)}
            AND ${sql.identifier(rollup.column)} < ${bucketValue(partition.to, rollup.isDay)}`);
    }
    await recountExpiredFirsts(tx, partition.to);
    return new Map(counts.filter((row) => row.n > 0).map((row) => [row.tenant, row.n]));
  });
}

/**
 * Deletes `tenant`'s events of `range` (before `until`, from `from`) from one partition, a batch a transaction, through the parent (its
 * rollup triggers subtract what goes, in the same statement). Each batch is found by the partition's own
 * (tenant_id, created, id) index, and the parent's delete is pruned to the partition by the time range: never a scan
 * of the whole table. Answers how many it deleted.
 */
async function deleteTenantEvents(
  database: Database,
  partition: string,
  range: { from?: Date; until: Date },
  tenant: string,
): Promise<number> {
  let deleted = 0;
  const from = range.from ? sql`AND e.created >= ${range.from.toISOString()}::timestamptz` : sql``;
  const until = range.until.toISOString();
  for (;;) {
    const n = await withMaintenance(database, async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${PARTITION_LOCK})`);
      const [row] = await queryRows(
        tx,
        sql`WITH batch AS (
              SELECT id, created FROM ${sql.identifier(partition)}
              WHERE tenant_id = ${tenant} AND created < ${until}::timestamptz
              ORDER BY created LIMIT ${RETENTION_BATCH}),
            gone AS (
              DELETE FROM egress_events e USING batch b
              WHERE e.tenant_id = ${tenant} AND e.id = b.id AND e.created = b.created
                AND e.created < ${until}::timestamptz ${from}
              RETURNING 1)
            SELECT count(*)::int AS n FROM gone`,
        DeletedRow,
      );
      return row?.n ?? 0;
    });
    deleted += n;
    if (n < RETENTION_BATCH) return deleted;
  }
}

/**
 * Deletes `tenant`'s rollup rows of the days before `before` (their events are gone: every measure is 0), and
 * recounts its people's firsts that were before it.
 */
async function clearExpiredRollups(tx: Tx, tenant: string, before: Date): Promise<void> {
  for (const rollup of EVENT_ROLLUPS) {
    await tx.execute(sql`DELETE FROM ${sql.identifier(rollup.table)}
        WHERE tenant_id = ${tenant} AND ${sql.identifier(rollup.column)} < ${bucketValue(before, rollup.isDay)}`);
  }
  await recountExpiredFirsts(tx, before, tenant);
}

/**
 * Resolved and dismissed incidents of `tenant` last changed before `before`, deleted a batch a transaction with their
 * comments and AI summaries (foreign keys); the incident rollup's trigger subtracts them. Open and in-progress
 * incidents are never expired, however old. Answers how many it deleted.
 */
async function deleteTenantIncidents(database: Database, tenant: string, before: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const [row] = await withMaintenance(database, (tx) =>
      queryRows(
        tx,
        sql`WITH gone AS (
              DELETE FROM incidents i USING (
                SELECT id FROM incidents WHERE tenant_id = ${tenant} AND updated < ${before.toISOString()}::timestamptz
                  AND status IN ('resolved', 'dismissed')
                ORDER BY updated LIMIT ${RETENTION_BATCH}) x
              WHERE i.tenant_id = ${tenant} AND i.id = x.id RETURNING 1)
            SELECT count(*)::int AS n FROM gone`,
        DeletedRow,
      ),
    );
    const n = row?.n ?? 0;
    deleted += n;
    if (n < RETENTION_BATCH) return deleted;
  }
}

const counted = (n: number, noun: string) => plural(n, noun, formatNumber(n));

/** The audit entry's text of what a pass removed from a tenant. */
export function describeExpiry(expiry: TenantExpiry): string {
  const parts = [
    `${counted(expiry.events, 'event')} before ${expiry.eventsBefore.slice(0, 10)}`,
    `${counted(expiry.incidents, 'closed incident')} last changed before ${expiry.incidentsBefore.slice(0, 10)}`,
    counted(expiry.evidence, 'evidence file'),
  ];
  const dropped = expiry.partitions.length > 0 ? `; partitions dropped: ${expiry.partitions.join(', ')}` : '';
  return `Expired ${parts.join(', ')}${dropped}`;
}

/**
 * One expiry pass at `now` (issue 32): every tenant's data past its retention goes.
 * - A month partition of egress_events wholly older than every tenant's event cutoff is detached and dropped, with
 *   its rows of the event rollups (one transaction). The default partition is never dropped.
 * - In the partitions left (the default one included), a tenant's events older than its cutoff are deleted from that
 *   partition only, in batches, through the parent so the rollup triggers subtract them; then its rollup rows of the
 *   expired days (all zero) are deleted.
 * - Resolved and dismissed incidents last changed before the incident cutoff go, with their comments and summaries.
 * - Evidence goes by `evidence` (the evidence purge, from the same setting).
 * Each tenant something was removed from gets an audit entry (counts, partitions dropped). As the owner under
 * maintenance; the partition maker's advisory lock keeps it apart from partition making and other processes' passes.
 */
export async function expireRetention(
  database: Database,
  now: Date,
  evidence?: EvidenceExpiry,
): Promise<RetentionReport> {
  const { tenants, partitions } = await withMaintenance(database, async (tx) => ({
    tenants: await queryRows(
      tx,
      sql`SELECT t.id, coalesce(r.events_days, ${RETENTION_DEFAULTS.eventsDays}::int) AS "eventsDays",
            coalesce(r.incidents_days, ${RETENTION_DEFAULTS.incidentsDays}::int) AS "incidentsDays"
          FROM tenants t LEFT JOIN tenant_retention r ON r.tenant_id = t.id ORDER BY t.id`,
      TenantRow,
    ),
    partitions: await monthPartitions(tx),
  }));
  const expiries = new Map<string, TenantExpiry>(
    tenants.map((tenant) => [
      tenant.id,
      {
        eventsBefore: retentionCutoff(now, tenant.eventsDays).toISOString(),
        incidentsBefore: retentionCutoff(now, tenant.incidentsDays).toISOString(),
        events: 0,
        incidents: 0,
        evidence: 0,
        partitions: [],
      },
    ]),
  );
  const droppedPartitions: string[] = [];
  // The earliest cutoff of all: a partition wholly before it holds nothing any tenant keeps (none without tenants).
  const keptFrom =
    expiries.size === 0
      ? Number.NEGATIVE_INFINITY
      : Math.min(...[...expiries.values()].map((expiry) => Date.parse(expiry.eventsBefore)));
  for (const partition of partitions.filter((candidate) => candidate.to.getTime() <= keptFrom)) {
    const counts = await dropPartition(database, partition);
    droppedPartitions.push(partition.name);
    for (const [tenant, n] of counts) {
      const expiry = expiries.get(tenant);
      if (!expiry) continue;
      expiry.events += n;
      expiry.partitions.push(partition.name);
    }
  }
  const left = partitions.filter((partition) => !droppedPartitions.includes(partition.name));
  for (const [tenant, expiry] of expiries) {
    const before = new Date(expiry.eventsBefore);
    for (const partition of left.filter((candidate) => candidate.from < before)) {
      const until = new Date(Math.min(partition.to.getTime(), before.getTime()));
      expiry.events += await deleteTenantEvents(database, partition.name, { from: partition.from, until }, tenant);
    }
    expiry.events += await deleteTenantEvents(database, DEFAULT_PARTITION, { until: before }, tenant);
    await withMaintenance(database, (tx) => clearExpiredRollups(tx, tenant, before));
    expiry.incidents = await deleteTenantIncidents(database, tenant, new Date(expiry.incidentsBefore));
  }
  for (const [tenant, n] of (await evidence?.(now)) ?? new Map<string, number>()) {
    const expiry = expiries.get(tenant);
    if (expiry) expiry.evidence += n;
  }
  const report: RetentionReport = { tenants: {}, droppedPartitions };
  for (const [tenant, expiry] of expiries) {
    if (expiry.events + expiry.incidents + expiry.evidence === 0) continue;
    report.tenants[tenant] = expiry;
    await withTenant(database, tenant, (tx) =>
      recordAudit(tx, tenant, {
        actorId: RETENTION_ACTOR,
        page: RETENTION_AUDIT_PAGE,
        action: 'Expire',
        outcome: 'Success',
        objectId: 'retention',
        description: describeExpiry(expiry),
      }),
    );
  }
  return report;
}

/**
 * Runs {@link expireRetention} now and then every `intervalMs` until {@link stop}, in every API process. A pass that
 * fails is reported and the next one carries on where it stopped (every step is idempotent).
 */
export class RetentionKeeper {
  private readonly passes: PeriodicPass;

  constructor(
    database: Database,
    options: {
      now?: () => Date;
      evidence?: EvidenceExpiry;
      onError?: (error: unknown) => void;
      onPass?: (report: RetentionReport) => void;
    } = {},
  ) {
    const now = options.now ?? (() => new Date());
    this.passes = new PeriodicPass(
      async () => options.onPass?.(await expireRetention(database, now(), options.evidence)),
      options.onError,
      () => now().getTime(),
    );
  }

  start(intervalMs = RETENTION_PASS_INTERVAL_MS): void {
    this.passes.start(intervalMs);
  }

  /** When this process's next pass is due; undefined while it runs none. */
  nextPass(): Date | undefined {
    return this.passes.nextRun();
  }

  /** Stops the passes and waits for the one under way. */
  stop(): Promise<void> {
    return this.passes.stop();
  }
}
