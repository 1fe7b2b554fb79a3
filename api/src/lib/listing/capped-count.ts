import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from 'shared-contracts/schemas';
import type { Database } from '../../db/database';
import { readInTenant } from '../../db/tenant-scope';
import type { ScopeOptions } from '../../db/tenant-scope';
import type { ListingDefinition, ListingQuery } from './listing-definition';
import { matchConditions, scope } from './listing-sql';

/** Counts of a listing: exact up to the cap, beyond it (or past the time budget) an estimate marked approximate. */
export interface CappedCounts {
  total: number;
  filtered: number;
  approximate: boolean;
}

const and = (conditions: SQL[]) => sql.join(conditions, sql` AND `);

/** Tenant rows a beyond-the-cap estimate samples (about; whole blocks, chosen by a fixed seed). */
export const ESTIMATE_SAMPLE_ROWS = 50_000;

/** Time an exact count may take (PostgreSQL server) before the answer falls back to the estimate. */
export const COUNT_BUDGET_MS = 100;

/** Seed of the sample: the same blocks are sampled whatever the filter, so estimates are stable. */
const SAMPLE_SEED = 20_260_101;

/** Percent of the table's blocks holding about {@link ESTIMATE_SAMPLE_ROWS} rows of ANY tenant (100 if never analysed). */
function tablePercent(table: string): SQL {
  return sql`(SELECT least(100, greatest(0.0001, 100.0 * ${ESTIMATE_SAMPLE_ROWS} / greatest(reltuples, 1)))::float8
              FROM pg_class WHERE oid = ${table}::regclass)`;
}

/** Exact rows matching `where`, reading at most `cap` + 1 of them. */
function countUpTo(table: string, where: SQL, cap: number): SQL {
  return sql`(SELECT count(*) FROM (SELECT 1 FROM ${sql.raw(table)} WHERE ${where} LIMIT ${cap + 1}) AS capped)::int`;
}

/** A fixed-seed block sample at `percent` of the tenant's rows: `ARRAY[rows, matching rows, percent]`. */
function blockSample(table: string, base: SQL, match: SQL, percent: SQL): SQL {
  return sql`(SELECT ARRAY[count(*), count(*) FILTER (WHERE r.m), ${percent}]::float8[]
              FROM (SELECT ${match} AS m FROM ${sql.raw(table)} TABLESAMPLE SYSTEM (${percent})
                    REPEATABLE (${SAMPLE_SEED}) WHERE ${base}) AS r)`;
}

/**
 * The tenant's sample, sized to the TENANT: a pilot sample sized to the table (planner statistics size only the
 * pilot) finds the tenant's share of the table: its own rows under the tenant scope and the cutoff, never the
 * filter. When the pilot holds at least half of {@link ESTIMATE_SAMPLE_ROWS} of them it is the sample; otherwise
 * a second sample is scaled to the tenant's rows so found (at least cap + 1, which the exact total proved), or to
 * `known`, the tenant's exact rows when the total counted them all. A small tenant in a large table thus gets a
 * sample of its own size, not a sliver sized to the table. Answers `[sampled, matched, percent]`.
 */
// OFFSET 0 keeps a subquery whose column is read several times from being inlined (and so run) once per read.
function sample(table: string, base: SQL, match: SQL, cap: number, known: SQL = sql`NULL::float8`): SQL {
  return sql`(SELECT CASE WHEN pilot.a[1] >= ${ESTIMATE_SAMPLE_ROWS / 2} THEN pilot.a
                ELSE ${blockSample(table, base, match, sql`next.percent`)} END
              FROM (SELECT ${blockSample(table, base, match, tablePercent(table))} AS a OFFSET 0) AS pilot,
                LATERAL (SELECT least(100, 100.0 * ${ESTIMATE_SAMPLE_ROWS} / greatest(1,
                  coalesce(${known}, greatest(${cap + 1}, pilot.a[1] * 100.0 / pilot.a[3])))) AS percent) AS next)`;
}

function parts<Row>(definition: ListingDefinition<Row>, tenantId: string, query: ListingQuery) {
  const conditions = matchConditions(definition, query);
  return {
    base: and(scope(definition, tenantId, query)),
    match: conditions.length === 0 ? sql`true` : and(conditions),
    filteredToo: conditions.length > 0,
  };
}

function scaled(row: { sample: number[] | null }): { sampled: number; matched: number } {
  const [sampled = 0, matched = 0, percent = 100] = (row.sample ?? []).map(Number);
  const scale = 100 / (percent > 0 ? percent : 100);
  return { sampled: sampled * scale, matched: matched * scale };
}

/** A count statement's row: the totals, and the sample's [rows, matching rows, percent] when it was read. */
/** Exact counts up to the cap, and the sample `[rows, matching rows, percent]` beyond it (see {@link sample}). */
const CountRow = Type.Object({
  total: Type.Integer(),
  filtered: Type.Integer(),
  sample: Nullable(Type.Array(Type.Number())),
});
type CountRow = Static<typeof CountRow>;

/** {@link CountRow} of the estimate alone (its filtered count comes from the sample). */
const EstimateRow = Type.Omit(CountRow, ['filtered']);

/**
 * Total (tenant up to the cutoff) and filtered counts in one statement: exact up to `cap` (each reads at most
 * cap + 1 rows). Beyond the cap, both are estimated from a block sample of the tenant's own rows (TABLESAMPLE SYSTEM
 * with a fixed seed, sized to the tenant: see {@link tenantPercent}), scaled by the sampled fraction, and bounded
 * below by cap + 1. The sample is read only when the cap is exceeded.
 */
export function cappedCountStatement<Row>(
  definition: ListingDefinition<Row>,
  tenantId: string,
  query: ListingQuery,
  cap: number,
): SQL {
  const { base, match, filteredToo } = parts(definition, tenantId, query);
  const table = definition.table;
  const filtered = filteredToo ? countUpTo(table, sql`${base} AND ${match}`, cap) : sql`total`;
  return sql`SELECT total, ${filtered} AS filtered,
          CASE WHEN total > ${cap} THEN ${sample(table, base, match, cap)} END AS sample
        FROM (SELECT ${countUpTo(table, base, cap)} AS total OFFSET 0) AS exact`;
}

function cappedCountsOf(row: CountRow | undefined, cap: number): CappedCounts {
  if (!row) return { total: 0, filtered: 0, approximate: false };
  if (row.total <= cap || !row.sample) return { total: row.total, filtered: row.filtered, approximate: false };
  const { sampled, matched } = scaled(row);
  const filteredCount = row.filtered <= cap ? row.filtered : Math.max(cap + 1, Math.round(matched));
  const total = Math.max(cap + 1, filteredCount, Math.round(sampled));
  return { total, filtered: filteredCount, approximate: true };
}

/** {@link cappedCountStatement} read in a tenant scope of its own (one round trip on a server, `readInTenant`). */
export async function countRowsCapped<Row>(
  database: Database,
  tenantId: string,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
  cap: number,
  options: ScopeOptions = {},
): Promise<CappedCounts> {
  const statement = cappedCountStatement(definition, tenantId, query, cap);
  const [row] = await readInTenant(database, tenantId, statement, CountRow, options);
  return cappedCountsOf(row, cap);
}

/**
 * The estimate alone, when the exact count ran out of time: the total exact up to the cap (it reads at most cap + 1
 * entries of the tenant's index), the filtered count from the tenant's sample, marked approximate.
 */
function estimateStatement<Row>(
  definition: ListingDefinition<Row>,
  tenantId: string,
  query: ListingQuery,
  cap: number,
): SQL {
  const { base, match } = parts(definition, tenantId, query);
  const table = definition.table;
  return sql`SELECT total, ${sample(table, base, match, cap, sql`CASE WHEN total <= ${cap} THEN total END`)} AS sample
        FROM (SELECT ${countUpTo(table, base, cap)} AS total OFFSET 0) AS exact`;
}

function estimatesOf(row: Omit<CountRow, 'filtered'> | undefined, cap: number): CappedCounts {
  const { sampled, matched } = scaled(row ?? { sample: null });
  const exactTotal = row?.total ?? 0;
  const total = exactTotal <= cap ? exactTotal : Math.max(cap + 1, Math.round(sampled));
  return { total, filtered: Math.min(total, Math.round(matched)), approximate: true };
}

/** A statement cancelled by statement_timeout (SQLSTATE 57014), however drizzle wraps it. */
function timedOut(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '57014') return true;
  }
  return false;
}

/**
 * A listing's `/count`: {@link countRowsCapped} with the listing's cap, within `budgetMs` (statement_timeout, set
 * with the scope's settings). Past the budget, {@link estimateStatement} answers in a second scope. PGlite has no
 * statement timer: its counts are never cut short.
 */
export async function countListing<Row>(
  database: Database,
  tenantId: string,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
  budgetMs: number = COUNT_BUDGET_MS,
): Promise<CappedCounts> {
  const cap = definition.countCap;
  try {
    return await countRowsCapped(database, tenantId, definition, query, cap, { statementTimeoutMs: budgetMs });
  } catch (error) {
    if (!timedOut(error)) throw error;
    const [row] = await readInTenant(
      database,
      tenantId,
      estimateStatement(definition, tenantId, query, cap),
      EstimateRow,
    );
    return estimatesOf(row, cap);
  }
}
