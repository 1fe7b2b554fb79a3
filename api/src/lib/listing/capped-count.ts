import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import type { ListingDefinition, ListingQuery } from './listing-definition';
import { matchConditions, scope } from './listing-sql';

/** Counts of a listing: exact up to the cap, beyond it an estimate marked approximate. */
export interface CappedCounts {
  total: number;
  filtered: number;
  approximate: boolean;
}

const and = (conditions: SQL[]) => sql.join(conditions, sql` AND `);

/** Milliseconds one exact count may take before an estimate is used instead. */
export const COUNT_BUDGET_MS = 60;

/** Rows of the tenant's own data a filtered estimate looks at. */
export const ESTIMATE_SAMPLE_ROWS = 10_000;

function isQueryCanceled(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '57014') return true;
  }
  return false;
}

/**
 * Exact rows matching `where`, else 'over-cap' when there are more than `cap` (it stops reading at cap + 1) or
 * 'too-slow' when the count takes longer than {@link COUNT_BUDGET_MS} (a savepoint keeps the transaction usable after the cancel).
 */
async function countUpTo(tx: Tx, table: string, where: SQL, cap: number): Promise<number | 'over-cap' | 'too-slow'> {
  try {
    return await tx.transaction(async (savepoint) => {
      await savepoint.execute(sql`SELECT set_config('statement_timeout', ${String(COUNT_BUDGET_MS)}, true)`);
      const [row] = await queryRows<{ n: number }>(
        savepoint,
        sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${sql.raw(table)} WHERE ${where} LIMIT ${cap + 1}) AS capped`,
      );
      await savepoint.execute(sql`SELECT set_config('statement_timeout', '0', true)`);
      const n = row?.n ?? 0;
      return n > cap ? 'over-cap' : n;
    });
  } catch (error) {
    if (isQueryCanceled(error)) return 'too-slow';
    throw error;
  }
}

/** The planner's row estimate of `where` (statistics only; no rows read). */
async function estimate(tx: Tx, table: string, where: SQL): Promise<number> {
  const rows = await queryRows<{ 'QUERY PLAN': unknown }>(
    tx,
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${sql.raw(table)} WHERE ${where}`,
  );
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/**
 * The filtered share of a bounded sample of the tenant's own rows, applied to its total. Planner statistics span
 * every tenant, so a filter's selectivity is never taken from them: that would let other tenants' data move the count.
 */
async function sampledEstimate(tx: Tx, table: string, base: SQL, match: SQL, total: number): Promise<number> {
  const [row] = await queryRows<{ matched: number; sampled: number }>(
    tx,
    sql`SELECT count(*) FILTER (WHERE ${match})::int AS matched, count(*)::int AS sampled
        FROM (SELECT * FROM ${sql.raw(table)} WHERE ${base} LIMIT ${ESTIMATE_SAMPLE_ROWS}) AS sample`,
  );
  if (!row || row.sampled === 0) return 0;
  return Math.round((row.matched / row.sampled) * total);
}

/**
 * Total (tenant up to the cutoff) and filtered counts that cost at most `cap` rows and {@link COUNT_BUDGET_MS} each:
 * exact up to `cap`, beyond it (or when counting is slower than the budget) estimated and marked `approximate`:
 * the total from the planner (the tenant's own row count), the filtered count from a sample of the tenant's rows.
 */
export async function countRowsCapped<Row>(
  tx: Tx,
  tenantId: string,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
  cap: number,
): Promise<CappedCounts> {
  const base = scope(definition, tenantId, query);
  const match = matchConditions(definition, query);
  let approximate = false;
  const measure = async (conditions: SQL[], guess: () => Promise<number>): Promise<number> => {
    const exact = await countUpTo(tx, definition.table, and(conditions), cap);
    if (typeof exact === 'number') return exact;
    approximate = true;
    const estimated = await guess();
    return exact === 'over-cap' ? Math.max(cap + 1, estimated) : estimated;
  };
  const total = await measure(base, () => estimate(tx, definition.table, and(base)));
  if (match.length === 0) return { total, filtered: total, approximate };
  const filtered = await measure([...base, ...match], () =>
    sampledEstimate(tx, definition.table, and(base), and(match), total),
  );
  return { total, filtered: Math.min(total, filtered), approximate };
}
