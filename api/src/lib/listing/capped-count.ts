import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from 'shared-contracts/schemas';
import type { Database } from '../../db/database';
import { readInScope } from '../../db/scope-read';
import { readInTenant } from '../../db/tenant-scope';
import type { ScopeOptions } from '../../db/tenant-scope';
import type { CountRollup, ListingDefinition, ListingQuery, ListingTenants, ScopeTenants } from './listing-definition';
import { eachScopeTenant, matchConditions, perTenantScope, readsScope, scope } from './listing-sql';

/** Counts of a listing: exact up to the cap, beyond it (or past the time budget) an estimate marked approximate. */
export interface CappedCounts {
  total: number;
  filtered: number;
  approximate: boolean;
}

const and = (conditions: SQL[]) => sql.join(conditions, sql` AND `);

/** Tenant rows a beyond-the-cap estimate samples (about; whole blocks, chosen by a fixed seed). */
export const ESTIMATE_SAMPLE_ROWS = 50_000;

/**
 * Matching rows an estimate's sample should hold. The relative error of a filtered estimate is about
 * 1 / sqrt(matching rows sampled): a sample holding fewer is grown (up to {@link ESTIMATE_MAX_SAMPLE_ROWS}) to hold
 * about this many, for an error near 1.6% (three standard errors under 5%).
 */
export const ESTIMATE_SAMPLE_MATCHES = 4_000;

/** Most tenant rows an estimate samples (about), however rare its filter. */
export const ESTIMATE_MAX_SAMPLE_ROWS = 400_000;

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
 * The tenant's sample, sized to the TENANT and to the filter: a pilot sample sized to the table (planner statistics
 * size only the pilot) finds the tenant's share of the table (its own rows under the tenant scope and the cutoff) and
 * the filter's share of those. When the pilot holds at least half of {@link ESTIMATE_SAMPLE_ROWS} of the tenant's rows
 * and {@link ESTIMATE_SAMPLE_MATCHES} matching ones it is the sample. Otherwise a second sample is scaled to the
 * tenant's rows so found (at least cap + 1, which the exact total proved), or to `known`, the tenant's exact rows when
 * they were counted: {@link ESTIMATE_SAMPLE_ROWS} of them, or as many as should hold ESTIMATE_SAMPLE_MATCHES matching
 * rows at the pilot's share (a quarter more, and at most {@link ESTIMATE_MAX_SAMPLE_ROWS}). A small tenant in a large
 * table thus gets a sample of its own size, and a rare filter a sample that holds enough of it, not a sliver that
 * holds a hundred. Answers `[sampled, matched, percent]`.
 */
// OFFSET 0 keeps a subquery whose column is read several times from being inlined (and so run) once per read.
function sample(table: string, base: SQL, match: SQL, cap: number, known: SQL = sql`NULL::float8`): SQL {
  return sql`(SELECT CASE WHEN pilot.a[1] >= ${ESTIMATE_SAMPLE_ROWS / 2} AND pilot.a[2] >= ${ESTIMATE_SAMPLE_MATCHES}
                THEN pilot.a ELSE ${blockSample(table, base, match, sql`next.percent`)} END
              FROM (SELECT ${blockSample(table, base, match, tablePercent(table))} AS a OFFSET 0) AS pilot,
                LATERAL (SELECT least(100, 100.0 * least(${ESTIMATE_MAX_SAMPLE_ROWS}, greatest(${ESTIMATE_SAMPLE_ROWS},
                    ${ESTIMATE_SAMPLE_MATCHES * 1.25} * pilot.a[1] / greatest(pilot.a[2], 1)))
                  / greatest(1, coalesce(${known}, greatest(${cap + 1}, pilot.a[1] * 100.0 / pilot.a[3])))) AS percent)
                AS next)`;
}

function parts<Row>(definition: ListingDefinition<Row>, tenantId: ListingTenants, query: ListingQuery) {
  const conditions = matchConditions(definition, query);
  return {
    base: and(scope(definition, tenantId, query)),
    match: conditions.length === 0 ? sql`true` : and(conditions),
    filteredToo: conditions.length > 0,
  };
}

/**
 * How a listing's counts are read:
 * - `rollup`: both from its {@link CountRollup}, exact whatever their size (the query filters on nothing else);
 * - `rollupTotal`: the total from the rollup (exact), the filtered rows counted up to the cap, then estimated;
 * - `capped`: both counted up to the cap, then estimated (no rollup, or a count the rollup cannot read: one row left
 *   out by id, or a date picker over another column than the rollup's buckets).
 */
export type CountPlan = 'rollup' | 'rollupTotal' | 'capped';

/** The {@link CountPlan} of a query. */
export function countPlan<Row>(definition: ListingDefinition<Row>, query: ListingQuery): CountPlan {
  const rollup = definition.countRollup;
  if (!rollup || query.excludedId !== undefined || definition.rangeColumn !== undefined) return 'capped';
  const carried = new Set(rollup.filters);
  const filtersCarried = Object.entries(query.filters).every(
    ([key, value]) => carried.has(key) || (Array.isArray(value) && value.length === 0),
  );
  return query.search.trim() === '' && filtersCarried ? 'rollup' : 'rollupTotal';
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Whether the partial hour at the end of a range ending at `end` (exclusive, ms) is read as its hour's rollup row less
 * the rows after `end`, rather than as its raw rows: when `end` is in the hour's second half, or the hour is not over
 * at `now`. A page's cutoff is the moment it opened, so in the hour under way the rows after it are only those that
 * arrived since, a handful, where the rows before it are that hour's ingest so far (the busiest of the day, often).
 * Exact either way: both rollups and rows are read in the one snapshot.
 */
export function endHourFromRollup(end: number, now = Date.now()): boolean {
  const hour = Math.floor(end / HOUR_MS) * HOUR_MS;
  return end > hour && (end - hour >= HOUR_MS / 2 || hour + HOUR_MS > now);
}
const instant = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
const utcDay = (ms: number) => sql`${new Date(ms).toISOString().slice(0, 10)}::date`;

/**
 * The rows of the tenant up to the cutoff (and, `filtered`, matching the query's filters and date range) from the
 * rollup, exactly: the whole UTC days of the range from the daily table, the whole hours of its partial days from the
 * hourly one, and the raw rows of the partial hours at the two ends, read with the listing's own conditions (the
 * cutoff and `to` are inclusive to the microsecond, as the list reads them).
 */
function rollupCount<Row>(
  definition: ListingDefinition<Row>,
  rollup: CountRollup,
  tenantId: ListingTenants,
  query: ListingQuery,
  filtered: boolean,
): SQL {
  const read: ListingQuery = filtered ? query : { ...query, search: '', filters: {}, from: undefined, to: undefined };
  const start = read.from?.getTime();
  const end = Math.min(read.cutoff.getTime(), read.to?.getTime() ?? Infinity);
  // Buckets cover [hourFrom, hourTo): whole hours inside [start, end]; days [dayFrom, dayTo) inside those.
  const hourFrom = start === undefined ? undefined : Math.ceil(start / HOUR_MS) * HOUR_MS;
  const hourTo = Math.floor(end / HOUR_MS) * HOUR_MS;
  const dayFrom = hourFrom === undefined ? undefined : Math.ceil(hourFrom / DAY_MS) * DAY_MS;
  const dayTo = Math.floor(hourTo / DAY_MS) * DAY_MS;
  const hourColumn = sql.raw('hour');
  const hoursIn = (from: number, to: number) =>
    sql`(${hourColumn} >= ${instant(from)} AND ${hourColumn} < ${instant(to)})`;
  let days = sql`false`;
  let hours = sql`false`;
  if (hourFrom === undefined || dayFrom === undefined) {
    days = sql`day < ${utcDay(dayTo)}`;
    hours = hoursIn(dayTo, hourTo);
  } else if (dayFrom < dayTo) {
    days = sql`day >= ${utcDay(dayFrom)} AND day < ${utcDay(dayTo)}`;
    hours = sql`(${hoursIn(hourFrom, dayFrom)} OR ${hoursIn(dayTo, hourTo)})`;
  } else if (hourFrom < hourTo) {
    hours = hoursIn(hourFrom, hourTo);
  }
  const created = sql.raw(definition.createdColumn);
  // The end's partial hour from its rollup row less the rows after the end (inclusive: rows are to the millisecond).
  const lastHour = (hourFrom === undefined || hourFrom <= hourTo) && endHourFromRollup(end + 1);
  if (lastHour) hours = sql`(${hours} OR ${hoursIn(hourTo, hourTo + HOUR_MS)})`;
  const ends = [
    ...(hourFrom === undefined ? [] : [sql`${created} < ${instant(hourFrom)}`]),
    ...(lastHour ? [] : [sql`${created} >= ${instant(hourTo)}`]),
  ];
  const outside = ends.length === 0 ? sql`false` : sql`(${sql.join(ends, sql` OR `)})`;
  const [tenantCondition] = scope(definition, tenantId, read);
  const unbounded = matchConditions(definition, { ...read, from: undefined, to: undefined });
  const bucketed = and([tenantCondition!, ...unbounded]);
  const exact = and([...scope(definition, tenantId, read), ...matchConditions(definition, read), outside]);
  const after = and([
    tenantCondition!,
    ...unbounded,
    sql`${created} > ${instant(end)}`,
    sql`${created} < ${instant(hourTo + HOUR_MS)}`,
  ]);
  const rows = sql.raw(rollup.rows);
  return sql`((SELECT coalesce(sum(${rows}), 0) FROM ${sql.raw(rollup.daily)} WHERE ${bucketed} AND ${days})
      + (SELECT coalesce(sum(${rows}), 0) FROM ${sql.raw(rollup.hourly)} WHERE ${bucketed} AND ${hours})
      + (SELECT count(*) FROM ${sql.raw(definition.table)} WHERE ${exact})
      - ${lastHour ? sql`(SELECT count(*) FROM ${sql.raw(definition.table)} WHERE ${after})` : sql`0`})::float8`;
}

function scaled(row: { sample: number[] | null }): { sampled: number; matched: number } {
  const [sampled = 0, matched = 0, percent = 100] = (row.sample ?? []).map(Number);
  const scale = 100 / (percent > 0 ? percent : 100);
  return { sampled: sampled * scale, matched: matched * scale };
}

/** The matching rows of an exact `total` at the sample's share (a ratio estimate: no error from the sample's size). */
function shareOf(total: number, row: { sample: number[] | null }): number {
  const [sampled = 0, matched = 0] = (row.sample ?? []).map(Number);
  return sampled > 0 ? Math.round((total * matched) / sampled) : Math.round(scaled(row).matched);
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
 * Total (tenant up to the cutoff) and filtered counts in one statement, by the query's {@link countPlan}:
 * - `rollup`: both from the rollup, exact;
 * - `rollupTotal`: the total from the rollup; the filtered count exact up to `cap` (it reads at most cap + 1 rows),
 *   beyond it the sample of the tenant's rows (see {@link sample}) is read, its share of the exact total estimated;
 * - `capped`: both exact up to `cap`; beyond it both are estimated from the sample (TABLESAMPLE SYSTEM with a fixed
 *   seed), scaled by the sampled fraction, and bounded below by cap + 1.
 * The sample is read only when the cap is exceeded.
 */
export function cappedCountStatement<Row>(
  definition: ListingDefinition<Row>,
  tenantId: ListingTenants,
  query: ListingQuery,
  cap: number,
): SQL {
  const { base, match, filteredToo } = parts(definition, tenantId, query);
  const table = definition.table;
  const plan = countPlan(definition, query);
  if (plan !== 'capped') {
    const rollup = definition.countRollup!;
    const total = rollupCount(definition, rollup, tenantId, query, false);
    if (!filteredToo)
      return sql`SELECT total, total AS filtered, NULL::float8[] AS sample FROM (SELECT ${total} AS total) AS exact`;
    if (plan === 'rollup') {
      return sql`SELECT ${total} AS total, ${rollupCount(definition, rollup, tenantId, query, true)} AS filtered,
          NULL::float8[] AS sample`;
    }
    return sql`SELECT total, filtered,
          CASE WHEN filtered > ${cap} THEN ${sample(table, base, match, cap, sql`total`)} END AS sample
        FROM (SELECT ${total} AS total, ${countUpTo(table, sql`${base} AND ${match}`, cap)} AS filtered OFFSET 0) AS exact`;
  }
  const filtered = filteredToo ? countUpTo(table, sql`${base} AND ${match}`, cap) : sql`total`;
  return sql`SELECT total, ${filtered} AS filtered,
          CASE WHEN total > ${cap} THEN ${sample(table, base, match, cap)} END AS sample
        FROM (SELECT ${countUpTo(table, base, cap)} AS total OFFSET 0) AS exact`;
}

function cappedCountsOf(row: CountRow | undefined, cap: number, plan: CountPlan): CappedCounts {
  if (!row) return { total: 0, filtered: 0, approximate: false };
  if (plan !== 'capped') {
    if (row.filtered <= cap || !row.sample) return { total: row.total, filtered: row.filtered, approximate: false };
    return {
      total: row.total,
      filtered: Math.min(row.total, Math.max(cap + 1, shareOf(row.total, row))),
      approximate: true,
    };
  }
  if (row.total <= cap || !row.sample) return { total: row.total, filtered: row.filtered, approximate: false };
  const { sampled, matched } = scaled(row);
  const filteredCount = row.filtered <= cap ? row.filtered : Math.max(cap + 1, Math.round(matched));
  const total = Math.max(cap + 1, filteredCount, Math.round(sampled));
  return { total, filtered: filteredCount, approximate: true };
}

/** {@link cappedCountStatement} read in a tenant scope of its own (one round trip on a server, `readInTenant`). */
export async function countRowsCapped<Row>(
  database: Database,
  tenantId: ListingTenants,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
  cap: number,
  options: ScopeOptions = {},
): Promise<CappedCounts> {
  const statement = cappedCountStatement(definition, tenantId, query, cap);
  const [row] = readsScope(tenantId)
    ? await readInScope(database, tenantId.scope, statement, CountRow, options)
    : await readInTenant(database, tenantId, statement, CountRow, options);
  return cappedCountsOf(row, cap, countPlan(definition, query));
}

/**
 * The estimate alone, when the exact count ran out of time: the total exact from the rollup, or exact up to the cap
 * (it reads at most cap + 1 entries of the tenant's index), the filtered count from the tenant's sample, marked
 * approximate.
 */
function estimateStatement<Row>(
  definition: ListingDefinition<Row>,
  tenantId: ListingTenants,
  query: ListingQuery,
  cap: number,
): SQL {
  const { base, match } = parts(definition, tenantId, query);
  const table = definition.table;
  const rollup = countPlan(definition, query) === 'capped' ? undefined : definition.countRollup;
  const total = rollup ? rollupCount(definition, rollup, tenantId, query, false) : countUpTo(table, base, cap);
  const known = rollup ? sql`total` : sql`CASE WHEN total <= ${cap} THEN total END`;
  return sql`SELECT total, ${sample(table, base, match, cap, known)} AS sample
        FROM (SELECT ${total} AS total OFFSET 0) AS exact`;
}

function estimatesOf(row: Omit<CountRow, 'filtered'> | undefined, cap: number, exactTotal: boolean): CappedCounts {
  const estimate = row ?? { total: 0, sample: null };
  if (exactTotal)
    return {
      total: estimate.total,
      filtered: Math.min(estimate.total, shareOf(estimate.total, estimate)),
      approximate: true,
    };
  const { sampled, matched } = scaled(estimate);
  const total = estimate.total <= cap ? estimate.total : Math.max(cap + 1, Math.round(sampled));
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
 * with the scope's settings). Past the budget, {@link estimateStatement} answers in a second scope. A count read
 * wholly from the rollup has no budget: its work is bounded by the rollup's size, and it is exact. PGlite has no
 * statement timer: its counts are never cut short.
 */
export async function countListing<Row>(
  database: Database,
  tenantId: ListingTenants,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
  budgetMs: number = COUNT_BUDGET_MS,
): Promise<CappedCounts> {
  const cap = definition.countCap;
  const plan = countPlan(definition, query);
  if (plan === 'rollup') return countRowsCapped(database, tenantId, definition, query, cap);
  try {
    return await countRowsCapped(database, tenantId, definition, query, cap, { statementTimeoutMs: budgetMs });
  } catch (error) {
    if (!timedOut(error)) throw error;
    return estimateListing(database, tenantId, definition, query);
  }
}

/**
 * The estimate {@link countListing} answers past its budget, read on its own (no budget): the total exact from the
 * rollup where the listing has one, the filtered count from the sample, marked approximate. The benchmarks read it
 * to give the estimate's error whatever the machine's load.
 */
export async function estimateListing<Row>(
  database: Database,
  tenantId: ListingTenants,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
): Promise<CappedCounts> {
  const cap = definition.countCap;
  const statement = estimateStatement(definition, tenantId, query, cap);
  const [row] = readsScope(tenantId)
    ? await readInScope(database, tenantId.scope, statement, EstimateRow)
    : await readInTenant(database, tenantId, statement, EstimateRow);
  return estimatesOf(row, cap, countPlan(definition, query) !== 'capped');
}

/** One tenant's count of a listing's matching rows over All tenants ({@link countEachTenant}). */
export interface TenantCount {
  tenantId: string;
  count: number;
  approximate: boolean;
}

const TenantCountRow = Type.Object({ tenantId: Type.String(), filtered: Type.Integer() });

/**
 * The matching rows of each tenant of `tenants` (its `tenants`, in their order), under the listing's capped-count
 * rule per tenant: exact up to the cap, beyond it that tenant's estimate, marked approximate. One statement reads
 * every tenant's capped count (a lateral count per tenant, each reading at most cap + 1 rows of its own index walk or
 * scan): its work is bounded by the tenants and the cap, so it has no time budget. Only a tenant past the cap then
 * reads its sample. A count read wholly from the listing's rollup is read per tenant from it, exact.
 */
export async function countEachTenant<Row>(
  database: Database,
  tenants: ScopeTenants,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
  cap: number = definition.countCap,
): Promise<TenantCount[]> {
  const one = (tenantId: string): ScopeTenants => ({ scope: tenants.scope, tenants: [tenantId] });
  if (countPlan(definition, query) === 'rollup') {
    return Promise.all(
      tenants.tenants.map(async (tenantId) => {
        const counts = await countRowsCapped(database, one(tenantId), definition, query, cap);
        return { tenantId, count: counts.filtered, approximate: false };
      }),
    );
  }
  const where = and([...perTenantScope(definition, query), ...matchConditions(definition, query)]);
  const statement = sql`SELECT listing_tenant.id AS "tenantId", ${countUpTo(definition.table, where, cap)} AS filtered
      FROM ${eachScopeTenant(tenants)}`;
  const rows = await readInScope(database, tenants.scope, statement, TenantCountRow);
  return Promise.all(
    rows.map(async ({ tenantId, filtered }) => {
      if (filtered <= cap) return { tenantId, count: filtered, approximate: false };
      const estimate = await estimateListing(database, one(tenantId), definition, query);
      return { tenantId, count: Math.max(cap + 1, estimate.filtered), approximate: true };
    }),
  );
}
