import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import { queryRawRows } from '../../db/database';
import type { Database, Tx } from '../../db/database';
import { inTenants, readRawInScope, tenantIdArray } from '../../db/scope-read';
import { readRawInTenant, withTenant } from '../../db/tenant-scope';
import { decodeCursor, encodeCursor } from './cursor';
import type { Cursor } from './cursor';
import type { ListingDefinition, ListingQuery, ListingTenants, ScopeTenants, SortType } from './listing-definition';
import { rowReader } from '../../db/row-reader';
import type { RawRow } from '../../db/row-reader';

const raw = (identifier: string) => sql.raw(identifier);

function cast(type: 'text' | 'timestamp' | 'number'): SQL {
  return sql.raw(type === 'timestamp' ? '::timestamptz' : type === 'number' ? '::float8' : '::text');
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Conditions of search and filters (what `filtered` counts and pages show). */
export function matchConditions<Row>(definition: ListingDefinition<Row>, query: ListingQuery): SQL[] {
  const conditions: SQL[] = [];
  const search = query.search.trim().toLowerCase();
  if (search !== '' && definition.searchColumn) {
    conditions.push(sql`${raw(definition.searchColumn)} LIKE ${`%${escapeLike(search)}%`}`);
  }
  const rangeColumn = raw(definition.rangeColumn ?? definition.createdColumn);
  if (query.from) conditions.push(sql`${rangeColumn} >= ${query.from.toISOString()}::timestamptz`);
  if (query.to) conditions.push(sql`${rangeColumn} <= ${query.to.toISOString()}::timestamptz`);
  for (const [key, filter] of Object.entries(definition.filters)) {
    if (filter.kind === 'range') {
      const min = query.filters[`${key}Min`];
      const max = query.filters[`${key}Max`];
      if (typeof min === 'number') conditions.push(sql`${raw(filter.column)} >= ${min}`);
      if (typeof max === 'number') conditions.push(sql`${raw(filter.column)} <= ${max}`);
      continue;
    }
    const value = query.filters[key];
    if (filter.kind === 'boolean') {
      if (typeof value === 'boolean') conditions.push(sql`${raw(filter.column)} = ${value}`);
      continue;
    }
    if (!Array.isArray(value) || value.length === 0) continue;
    if (filter.kind === 'in' && filter.conditions) {
      const { conditions: byValue } = filter;
      const matches = (value as string[]).map((item) => sql`(${raw(byValue[item] ?? 'false')})`);
      conditions.push(sql`(${sql.join(matches, sql` OR `)})`);
      continue;
    }
    const nullValue = filter.kind === 'in' ? filter.nullValue : undefined;
    const items = (value as string[]).filter((item) => item !== nullValue);
    const list = sql.join(
      items.map((item) => sql`${item}`),
      sql`, `,
    );
    const matches: SQL[] = [];
    if (items.length > 0) {
      matches.push(
        filter.kind === 'in'
          ? sql`${raw(filter.column)} IN (${list})`
          : sql`${raw(filter.column)} && ARRAY[${list}]::text[]`,
      );
    }
    if (items.length < value.length) matches.push(sql`${raw(filter.column)} IS NULL`);
    conditions.push(matches.length === 1 ? matches[0]! : sql`(${sql.join(matches, sql` OR `)})`);
  }
  return conditions;
}

/** Whether a listing reads over All tenants (a scope's tenants) rather than one tenant. */
export function readsScope(tenants: ListingTenants): tenants is ScopeTenants {
  return typeof tenants !== 'string';
}

/** The cutoff condition and the row left out, if any: what every query of a listing holds beside its tenants. */
function cutoffConditions<Row>(definition: ListingDefinition<Row>, query: ListingQuery): SQL[] {
  return [
    sql`${raw(definition.createdColumn)} <= ${query.cutoff.toISOString()}::timestamptz`,
    ...(query.excludedId === undefined ? [] : [sql`${raw(definition.idColumn)} <> ${query.excludedId}::uuid`]),
  ];
}

/**
 * The tenant and cutoff conditions every query of a listing starts from, and the row it leaves out, if any. Over
 * All tenants the statement names the tenants it reads; row-level security holds it to the scope's.
 */
export function scope<Row>(definition: ListingDefinition<Row>, tenants: ListingTenants, query: ListingQuery): SQL[] {
  return [inTenants(readsScope(tenants) ? tenants.tenants : tenants), ...cutoffConditions(definition, query)];
}

/**
 * Over All tenants, one lateral read per tenant of the scope: `FROM` {@link eachScopeTenant} and, in the lateral
 * subquery, {@link perTenantScope} in place of {@link scope}.
 */
export function eachScopeTenant(tenants: ScopeTenants): SQL {
  return sql`unnest(${tenantIdArray(tenants.tenants)}) AS listing_tenant(id)`;
}

/** {@link scope} of the one tenant of an {@link eachScopeTenant} lateral read. */
export function perTenantScope<Row>(definition: ListingDefinition<Row>, query: ListingQuery): SQL[] {
  return [sql`tenant_id = listing_tenant.id`, ...cutoffConditions(definition, query)];
}

const and = (conditions: SQL[]) => sql.join(conditions, sql` AND `);

/**
 * A bare column qualified by its table: in ORDER BY a bare name means the projection's alias of that name first
 * (such as the ISO-text `created`), which no index serves.
 */
export function qualified(table: string, column: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(column) ? `${table}.${column}` : column;
}

/** Where a keyset read starts: after the cursor of `nextToken`, if any. */
export function cursorOf<Row>(definition: ListingDefinition<Row>, query: ListingQuery): Cursor | undefined {
  const sort = definition.sortColumns[query.sortColumn];
  if (!sort) throw new Error(`Unknown sort column ${query.sortColumn}`);
  return query.nextToken ? decodeCursor(query.nextToken, query.sortColumn, query.sortOrder, sort.type) : undefined;
}

/** The SQL of a sort value as a cursor holds it: ISO text for a timestamp, float8 for a number. */
export function cursorValue(type: SortType, expression: string): string {
  if (type === 'timestamp') return `to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return type === 'number' ? `(${expression})::float8` : expression;
}

/** The listing's table with the relations its projection reads. */
export function listingFrom<Row>(definition: ListingDefinition<Row>): SQL {
  return raw(definition.joins ? `${definition.table} ${definition.joins}` : definition.table);
}

/**
 * The conditions of one tenant's lateral walk over All tenants ({@link eachScopeTenant}): its scope, the query's
 * filters and search, and the rows after the cursor.
 */
function perTenantConditions<Row>(
  definition: ListingDefinition<Row>,
  query: ListingQuery,
  after: Cursor | undefined,
): SQL[] {
  const sort = definition.sortColumns[query.sortColumn]!;
  const conditions = [...perTenantScope(definition, query), ...matchConditions(definition, query)];
  if (after) {
    const operator = sql.raw(query.sortOrder === 'desc' ? '<' : '>');
    // The tenant breaks a tie of sort value and id (a row of another tenant with the same id); a cursor without one
    // (made for one tenant) resumes after the id.
    const last =
      after.tenant === undefined
        ? sql`(${raw(sort.column)}, ${raw(definition.idColumn)}) ${operator} (${after.value}${cast(sort.type)}, ${after.id}::uuid)`
        : sql`(${raw(sort.column)}, ${raw(definition.idColumn)}, tenant_id) ${operator} (${after.value}${cast(sort.type)}, ${after.id}::uuid, ${after.tenant}::text)`;
    conditions.push(last);
  }
  return conditions;
}

/**
 * The listing's matching rows in keyset order: `select` plus, unless `cursor` is false, the sort value (`__sort`)
 * and id (`__id`) a cursor is made of (and, over All tenants, the tenant, `__tenant`); after `after`, at most `limit`
 * of them, skipping `offset`.
 *
 * Over All tenants each tenant's rows are read by its own `(tenant_id, sort, id)` index walk (a lateral subquery per
 * tenant, each stopping at `limit + offset` rows), and the tenants' walks merged in the keyset's order, ids repeating
 * across tenants broken by the tenant id: a first page of 20 tenants reads 20 short index walks, not every row.
 */
export function keysetRows<Row>(
  definition: ListingDefinition<Row>,
  tenants: ListingTenants,
  query: ListingQuery,
  options: { select: SQL; after?: Cursor | undefined; limit?: number; offset?: number; cursor?: boolean },
): SQL {
  const sort = definition.sortColumns[query.sortColumn];
  if (!sort) throw new Error(`Unknown sort column ${query.sortColumn}`);
  const { after } = options;
  const operator = sql.raw(query.sortOrder === 'desc' ? '<' : '>');
  const direction = sql.raw(query.sortOrder === 'desc' ? 'DESC' : 'ASC');
  const sortValue = cursorValue(sort.type, sort.column);
  const limit = options.limit === undefined ? sql`` : sql` LIMIT ${options.limit}`;
  const offset = options.offset === undefined ? sql`` : sql` OFFSET ${options.offset}`;
  const table = definition.table;
  const sortKey = raw(qualified(table, sort.column));
  const idKey = raw(qualified(table, definition.idColumn));
  if (!readsScope(tenants)) {
    const conditions = [...scope(definition, tenants, query), ...matchConditions(definition, query)];
    if (after)
      conditions.push(
        sql`(${raw(sort.column)}, ${raw(definition.idColumn)}) ${operator} (${after.value}${cast(sort.type)}, ${after.id}::uuid)`,
      );
    const cursor = options.cursor === false ? sql`` : sql`, ${raw(sortValue)} AS "__sort", ${idKey}::text AS "__id"`;
    return sql`SELECT ${options.select}${cursor}
        FROM ${listingFrom(definition)} WHERE ${and(conditions)}
        ORDER BY ${sortKey} ${direction}, ${idKey} ${direction}${limit}${offset}`;
  }
  const conditions = perTenantConditions(definition, query, after);
  const perTenant = options.limit === undefined ? sql`` : sql` LIMIT ${options.limit + (options.offset ?? 0)}`;
  const tenantKey = raw(qualified(table, 'tenant_id'));
  const cursor =
    options.cursor === false
      ? sql``
      : sql`, ${raw(sortValue)} AS "__sort", ${idKey}::text AS "__id", ${tenantKey} AS "__tenant"`;
  const joins = definition.joins ? raw(` ${definition.joins}`) : sql``;
  return sql`SELECT ${options.select}${cursor}
        FROM ${eachScopeTenant(tenants)}
          CROSS JOIN LATERAL (SELECT * FROM ${raw(table)} WHERE ${and(conditions)}
            ORDER BY ${raw(sort.column)} ${direction}, ${raw(definition.idColumn)} ${direction}${perTenant}) AS ${raw(table)}${joins}
        ORDER BY ${sortKey} ${direction}, ${idKey} ${direction}, ${tenantKey} ${direction}${limit}${offset}`;
}

/** The keyset columns every listing row carries ({@link keysetRows}): its sort value and id (and its tenant). */
const readCursorColumns = rowReader(
  Type.Object({
    __sort: Type.Union([Type.String(), Type.Number()]),
    __id: Type.String(),
    __tenant: Type.Optional(Type.String()),
  }),
);

/** The cursor after a row of {@link keysetRows}. */
export function cursorAfter(query: ListingQuery, row: RawRow): Cursor {
  const { __sort: value, __id: id, __tenant: tenant } = readCursorColumns(row);
  return {
    sortColumn: query.sortColumn,
    sortOrder: query.sortOrder,
    value,
    id,
    ...(tenant !== undefined && { tenant }),
  };
}

/** Rows in the page's order a search looks through first, before it reads the rest of the listing (searchedRows). */
export const SEARCH_WINDOW = 20_000;

/**
 * The rows of a searched page (at most `limit`), in two steps. Row-level security keeps PostgreSQL from using the
 * search's trigram index (LIKE is not leakproof), so a plain search reads and sorts every row of the tenant. First the
 * next SEARCH_WINDOW rows of the sort's index are walked and filtered, stopping at `limit` matches, so a common term
 * costs a few hundred rows. Only when the window holds fewer does the plain search go on, after the window's last row.
 */
async function searchedRows<Row>(
  tx: Tx,
  tenantId: string,
  definition: ListingDefinition<Row> & { searchColumn: string },
  query: ListingQuery,
  after: Cursor | undefined,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const sort = definition.sortColumns[query.sortColumn]!;
  const size = definition.searchWindow ?? SEARCH_WINDOW;
  const unsearched = { ...query, search: '' };
  const direction = sql.raw(query.sortOrder === 'desc' ? 'DESC' : 'ASC');
  const window = keysetRows(definition, tenantId, unsearched, {
    select: sql`${raw(definition.projection.sql)}, ${raw(qualified(definition.table, definition.searchColumn))} AS "__search",
      ${raw(qualified(definition.table, sort.column))} AS "__key", ${raw(qualified(definition.table, definition.idColumn))} AS "__keyId"`,
    after,
    limit: size,
  });
  // The outer order is the window's own: PostgreSQL keeps the index walk's order and stops at `limit` matches.
  const found = await queryRawRows(
    tx,
    sql`SELECT * FROM (${window}) AS w WHERE "__search" LIKE ${`%${escapeLike(query.search.trim().toLowerCase())}%`}
        ORDER BY "__key" ${direction}, "__keyId" ${direction} LIMIT ${limit}`,
  );
  for (const row of found) {
    delete row.__search;
    delete row.__key;
    delete row.__keyId;
  }
  if (found.length >= limit) return found;
  const [end] = await queryRawRows(
    tx,
    sql`SELECT "__sort", "__id" FROM (${keysetRows(definition, tenantId, unsearched, { select: sql`1`, after, limit: size })}) AS w
        OFFSET ${size - 1} LIMIT 1`,
  );
  if (!end) return found;
  const rest = await queryRawRows(
    tx,
    keysetRows(definition, tenantId, query, {
      select: raw(definition.projection.sql),
      after: cursorAfter(query, end),
      limit: limit - found.length,
    }),
  );
  return [...found, ...rest];
}

/**
 * Over All tenants, the rows of a searched page (at most `limit`) from each tenant's search window, in one statement,
 * or undefined when the windows cannot tell the page. Each tenant walks the next rows of its sort's index, its share
 * of the search window (as {@link searchedRows} does for one tenant), and keeps its matches, stopping at `limit` of
 * them; a tenant whose walk reaches the window's end before that is cut there (its later matches sort after its
 * window's last row). The page is the matches in keyset order up to the earliest such cut: whole when it holds `limit`
 * rows or when no tenant was cut; otherwise (or when the windows hold no match at all: the statement cannot then say
 * whether a tenant was cut) undefined, and the caller searches every row. A common term so reads a few hundred rows a
 * tenant.
 */
async function scopeWindowRows<Row>(
  database: Database,
  tenants: ScopeTenants,
  definition: ListingDefinition<Row> & { searchColumn: string },
  query: ListingQuery,
  after: Cursor | undefined,
  limit: number,
): Promise<Record<string, unknown>[] | undefined> {
  // The scope's tenants share the one-tenant search's window, so a rare term walks as many rows before the plain
  // search as it does in one tenant; each tenant walks at least a page.
  const window = Math.max(limit, Math.ceil((definition.searchWindow ?? SEARCH_WINDOW) / tenants.tenants.length));
  const sort = definition.sortColumns[query.sortColumn]!;
  const table = raw(definition.table);
  const direction = sql.raw(query.sortOrder === 'desc' ? 'DESC' : 'ASC');
  const later = sql.raw(query.sortOrder === 'desc' ? '<' : '>');
  const found = sql`(${raw(qualified(definition.table, definition.searchColumn))} LIKE ${`%${escapeLike(query.search.trim().toLowerCase())}%`})`;
  const key = sql`(${raw(qualified(definition.table, sort.column))}, ${raw(qualified(definition.table, definition.idColumn))}, ${raw(qualified(definition.table, 'tenant_id'))})`;
  const order = sql`${raw(qualified(definition.table, sort.column))} ${direction}, ${raw(qualified(definition.table, definition.idColumn))} ${direction}, ${raw(qualified(definition.table, 'tenant_id'))} ${direction}`;
  const walk = and(perTenantConditions(definition, { ...query, search: '' }, after));
  const joins = definition.joins ? raw(` ${definition.joins}`) : sql``;
  const rows = await readRawInScope(
    database,
    tenants.scope,
    sql`WITH walked AS (
          SELECT windowed.* FROM ${eachScopeTenant(tenants)}
            CROSS JOIN LATERAL (
              SELECT * FROM (
                SELECT ${table}.*, row_number() OVER () AS "__n" FROM (
                  SELECT * FROM ${table} WHERE ${walk}
                  ORDER BY ${raw(sort.column)} ${direction}, ${raw(definition.idColumn)} ${direction} LIMIT ${window}
                ) AS ${table}
              ) AS ${table} WHERE ${found} OR "__n" = ${window} LIMIT ${limit}
            ) AS windowed),
        cut AS (SELECT ${raw(qualified(definition.table, sort.column))} AS key, ${raw(qualified(definition.table, definition.idColumn))} AS id,
            ${raw(qualified(definition.table, 'tenant_id'))} AS tenant
          FROM walked AS ${table} WHERE "__n" = ${window} ORDER BY ${order} LIMIT 1)
        SELECT ${raw(definition.projection.sql)}, ${raw(cursorValue(sort.type, sort.column))} AS "__sort",
          ${raw(qualified(definition.table, definition.idColumn))}::text AS "__id",
          ${raw(qualified(definition.table, 'tenant_id'))} AS "__tenant", (SELECT count(*) FROM cut)::int AS "__cut"
        FROM walked AS ${table}${joins}
        WHERE ${found} AND NOT EXISTS (SELECT 1 FROM cut WHERE ${key} ${later} (cut.key, cut.id, cut.tenant))
        ORDER BY ${order} LIMIT ${limit}`,
  );
  const cut = rows.length === 0 || rows[0]!.__cut !== 0;
  for (const row of rows) delete row.__cut;
  return rows.length >= limit || !cut ? rows : undefined;
}

/** A listing's page: its rows, and the cursor of the next page (null on the last). */
export interface ListingPage<Row> {
  rows: Row[];
  nextToken: string | null;
}

/** The statement of a page without search: up to one row more than the page, which tells whether another follows. */
function pageRows<Row>(definition: ListingDefinition<Row>, tenants: ListingTenants, query: ListingQuery): SQL {
  const after = cursorOf(definition, query);
  return keysetRows(definition, tenants, query, {
    select: raw(definition.projection.sql),
    after,
    limit: query.pageSize + 1,
  });
}

/** The page of up to `pageSize + 1` rows read, and its cursor when the extra row shows that another page follows. */
function pageOf<Row>(
  definition: ListingDefinition<Row>,
  query: ListingQuery,
  rows: Record<string, unknown>[],
): ListingPage<Row> {
  const page = rows.slice(0, query.pageSize);
  const last = page[page.length - 1];
  const nextToken = rows.length > query.pageSize && last ? encodeCursor(cursorAfter(query, last)) : null;
  return { rows: page.map((row) => definition.toRow(row)), nextToken };
}

const searched = <Row>(
  definition: ListingDefinition<Row>,
  query: ListingQuery,
): definition is ListingDefinition<Row> & { searchColumn: string } =>
  query.search.trim() !== '' && Boolean(definition.searchColumn);

/** One page in keyset order inside a transaction of the caller's (which may write beside it). */
export async function listPage<Row>(
  tx: Tx,
  tenantId: string,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
): Promise<ListingPage<Row>> {
  const rows = searched(definition, query)
    ? await searchedRows(tx, tenantId, definition, query, cursorOf(definition, query), query.pageSize + 1)
    : await queryRawRows(tx, pageRows(definition, tenantId, query));
  return pageOf(definition, query, rows);
}

/**
 * One page in keyset order, read in a tenant scope of its own: without search, the scope and the page travel in one
 * round trip on a server (`readInTenant`); a search takes its own steps in {@link listPage}.
 */
export async function readPage<Row>(
  database: Database,
  tenantId: ListingTenants,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
): Promise<ListingPage<Row>> {
  if (readsScope(tenantId)) {
    // Over All tenants a search reads each tenant's window first, then, when that cannot tell the page, each
    // tenant's index walk with the search's condition.
    if (searched(definition, query)) {
      const rows = await scopeWindowRows(
        database,
        tenantId,
        definition,
        query,
        cursorOf(definition, query),
        query.pageSize + 1,
      );
      if (rows) return pageOf(definition, query, rows);
    }
    return pageOf(
      definition,
      query,
      await readRawInScope(database, tenantId.scope, pageRows(definition, tenantId, query)),
    );
  }
  if (searched(definition, query))
    return withTenant(database, tenantId, (tx) => listPage(tx, tenantId, definition, query));
  return pageOf(definition, query, await readRawInTenant(database, tenantId, pageRows(definition, tenantId, query)));
}
