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

/** Rows a beyond-the-cap estimate samples (about; whole blocks, chosen by a fixed seed, so only those blocks are read). */
export const ESTIMATE_SAMPLE_ROWS = 50_000;

/** Seed of the sample: the same rows are sampled whatever the filter, so estimates are stable. */
const SAMPLE_SEED = 20_260_101;

/**
 * Percent of the table's rows to sample so that about {@link ESTIMATE_SAMPLE_ROWS} are read (100 when the table
 * was never analysed). Only the table's size comes from the catalogue; the filter's share never does.
 */
function samplePercent(table: string): SQL {
  return sql`(SELECT least(100, greatest(0.001, 100.0 * ${ESTIMATE_SAMPLE_ROWS} / greatest(reltuples, 1)))::float8
              FROM pg_class WHERE oid = ${table}::regclass)`;
}

/** Exact rows matching `where`, reading at most `cap` + 1 of them. */
function countUpTo(table: string, where: SQL, cap: number): SQL {
  return sql`(SELECT count(*) FROM (SELECT 1 FROM ${sql.raw(table)} WHERE ${where} LIMIT ${cap + 1}) AS capped)::int`;
}

/**
 * Total (tenant up to the cutoff) and filtered counts in one statement: exact up to `cap` (each reads at most
 * cap + 1 rows). Beyond the cap, both are estimated from a block sample of the tenant's own rows (TABLESAMPLE SYSTEM
 * with a fixed seed: a fixed, filter-independent set of rows read from the heap, never through a filter's index),
 * scaled by the sampled fraction, and bounded below by cap + 1. The sample is read only when the cap is exceeded.
 */
export async function countRowsCapped<Row>(
  tx: Tx,
  tenantId: string,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
  cap: number,
): Promise<CappedCounts> {
  const base = and(scope(definition, tenantId, query));
  const conditions = matchConditions(definition, query);
  const match = conditions.length === 0 ? sql`true` : and(conditions);
  const table = definition.table;
  const filtered = conditions.length === 0 ? sql`total` : countUpTo(table, sql`${base} AND ${match}`, cap);
  const [row] = await queryRows<{ total: number; filtered: number; percent: number; sample: number[] | null }>(
    tx,
    sql`SELECT total, ${filtered} AS filtered, percent,
          CASE WHEN total > ${cap} THEN (
            SELECT ARRAY[count(*), count(*) FILTER (WHERE ${match})]::float8[]
            FROM ${sql.raw(table)} TABLESAMPLE SYSTEM (${samplePercent(table)}) REPEATABLE (${SAMPLE_SEED})
            WHERE ${base}
          ) END AS sample
        FROM (SELECT ${countUpTo(table, base, cap)} AS total, ${samplePercent(table)} AS percent) AS exact`,
  );
  if (!row) return { total: 0, filtered: 0, approximate: false };
  if (row.total <= cap || !row.sample) return { total: row.total, filtered: row.filtered, approximate: false };
  const scale = 100 / Number(row.percent);
  const [sampled = 0, matched = 0] = row.sample.map(Number);
  const filteredCount = row.filtered <= cap ? row.filtered : Math.max(cap + 1, Math.round(matched * scale));
  const total = Math.max(cap + 1, filteredCount, Math.round(sampled * scale));
  return { total, filtered: filteredCount, approximate: true };
}
