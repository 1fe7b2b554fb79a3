import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import type { ListingDefinition, ListingQuery } from './listing-definition';
import { matchConditions, scope } from './listing-sql';

/** Counts of a listing: exact up to the cap, beyond it the planner's estimate marked approximate. */
export interface CappedCounts {
  total: number;
  filtered: number;
  approximate: boolean;
}

const and = (conditions: SQL[]) => sql.join(conditions, sql` AND `);

/** Milliseconds one exact count may take before the planner's estimate is used instead. */
export const COUNT_BUDGET_MS = 60;

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
 * Total (tenant up to the cutoff) and filtered counts that cost at most `cap` rows and {@link COUNT_BUDGET_MS} each:
 * exact up to `cap`, beyond it (or when counting is slower than the budget) estimated from statistics and marked
 * `approximate`.
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
  const measure = async (conditions: SQL[]): Promise<number> => {
    const where = and(conditions);
    const exact = await countUpTo(tx, definition.table, where, cap);
    if (typeof exact === 'number') return exact;
    approximate = true;
    const estimated = await estimate(tx, definition.table, where);
    return exact === 'over-cap' ? Math.max(cap + 1, estimated) : estimated;
  };
  const total = await measure(base);
  const filtered = match.length === 0 ? total : Math.min(total, await measure([...base, ...match]));
  return { total, filtered, approximate };
}
