import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import type { Database, Tx } from './database';
import { queryRows } from './database';
import { PeriodicPass } from '../lib/periodic-pass';

/** Months of egress_events partitions made ahead of the current one. */
const PARTITION_MONTHS_AHEAD = 2;
/**
 * How far back rows caught by the default partition get a month partition of their own (moved there): the longest
 * retention a tenant may set (730 days) and a month.
 */
const PARTITION_ADOPT_BACK = '25 months';
/** How often every API process makes the partitions ahead: hourly (a month's partition exists two months early). */
const PARTITION_INTERVAL_MS = 3600 * 1000;

const MadeRow = Type.Object({ made: Type.Number() });

/**
 * Makes the egress_events partitions ingest needs (migration 0019's egress_events_prepare_partitions): the month of
 * `now`, the one before, {@link PARTITION_MONTHS_AHEAD} after, and a month of its own for rows of the last
 * {@link PARTITION_ADOPT_BACK} the default partition caught. As the owner (the API role may not create tables), in
 * one transaction; an advisory lock keeps concurrent makers (several API processes) apart. Answers how many it made.
 */
export async function prepareEventPartitions(database: Database, now: Date): Promise<number> {
  return database.db.transaction(async (tx) => {
    const [row] = await queryRows(
      tx,
      sql`SELECT egress_events_prepare_partitions(${now.toISOString()}::timestamptz, ${PARTITION_MONTHS_AHEAD}::int,
            ${PARTITION_ADOPT_BACK}::interval) AS made`,
      MadeRow,
    );
    return row?.made ?? 0;
  });
}

/**
 * Makes the month partitions of egress_events from `from` to `to` (a generator's window: the demo data, the
 * benchmarks), as the owner in `tx`. Answers how many it made.
 */
export async function addEventPartitions(tx: Tx, from: Date, to: Date): Promise<number> {
  const [row] = await queryRows(
    tx,
    sql`SELECT count(*) FILTER (WHERE egress_events_add_partition(month))::int AS made
        FROM generate_series(date_trunc('month', ${from.toISOString()}::timestamptz, 'UTC'),
          ${to.toISOString()}::timestamptz, interval '1 month') AS month`,
    MadeRow,
  );
  return row?.made ?? 0;
}

/**
 * Runs {@link prepareEventPartitions} now and then every `intervalMs` until {@link stop}, in every API process.
 * A pass that fails is reported and the next one tries again (the default partition holds the rows meanwhile).
 */
export class EventPartitionKeeper {
  private readonly passes: PeriodicPass;

  constructor(database: Database, now: () => Date = () => new Date(), onError?: (error: unknown) => void) {
    this.passes = new PeriodicPass(() => prepareEventPartitions(database, now()), onError);
  }

  start(intervalMs = PARTITION_INTERVAL_MS): void {
    this.passes.start(intervalMs);
  }

  /** Stops the passes and waits for the one under way. */
  stop(): Promise<void> {
    return this.passes.stop();
  }
}
