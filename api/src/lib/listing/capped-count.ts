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

/** Exact rows matching `where`, or undefined when there are more than `cap` (stops reading at cap + 1). */
async function countUpTo(tx: Tx, table: string, where: SQL, cap: number): Promise<number | undefined> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${sql.raw(table)} WHERE ${where} LIMIT ${cap + 1}) AS capped`,
  );
  const n = row?.n ?? 0;
  return n > cap ? undefined : n;
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
 * Total (tenant up to the cutoff) and filtered counts that cost at most `cap` rows each: exact up to `cap`,
 * beyond it estimated from statistics (never below cap + 1) and marked `approximate`.
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
    if (exact !== undefined) return exact;
    approximate = true;
    return Math.max(cap + 1, await estimate(tx, definition.table, where));
  };
  const total = await measure(base);
  const filtered = match.length === 0 ? total : Math.min(total, await measure([...base, ...match]));
  return { total, filtered, approximate };
}
