/** How a sort column compares in a keyset cursor. */
export type SortType = 'text' | 'timestamp' | 'number';

/** The PostgreSQL type of a range filter's column: `integer` (int4), `bigint` (int8, up to 2^53), `double`. */
export type RangeType = 'integer' | 'bigint' | 'double';

/** A filter of a listing: DESIGN §4's query parameters. */
export type ListingFilter =
  /**
   * `key=a&key=b`: the column equals one of the values. `values` restricts them (anything else is a 400);
   * `nullValue` is the value that matches a NULL column (such as 'None'). `conditions` gives, for a column derived
   * at query time (a device's status from lastSeen), each value's condition on the stored columns, which an index
   * can serve where the derived expression cannot.
   */
  | {
      kind: 'in';
      column: string;
      maxLength?: number;
      values?: readonly string[];
      nullValue?: string;
      conditions?: Readonly<Record<string, string>>;
    }
  /** `key=a&key=b`: the text[] column holds one of the values. */
  | { kind: 'overlaps'; column: string; maxLength?: number }
  /** `keyMin` / `keyMax`: a numeric range over a column of this type (its bounds are the parameters' bounds). */
  | { kind: 'range'; column: string; type: RangeType }
  /** `key=true|false`. */
  | { kind: 'boolean'; column: string };

/**
 * A server-paged resource: table, sortable columns (NOT NULL, each with a `(tenant_id, column, id)` index),
 * search column, filters and projection. Every identifier here is trusted code, never user input.
 */
export interface ListingDefinition<Row> {
  table: string;
  /**
   * Relations the projection reads beside the table, such as `LEFT JOIN LATERAL (SELECT ... AS owner_name FROM
   * users u WHERE u.id = things.owner_id) AS owner ON true`: they may add only columns no filter names.
   */
  joins?: string;
  /** Unique tie-breaker of the keyset; uuid. */
  idColumn: string;
  /** The creation time: `cutoff` applies to it, and `from` and `to` unless `rangeColumn` is given. */
  createdColumn: string;
  /** The time the date picker (`from`, `to`) applies to, when it is not the creation time (a device's lastSeen). */
  rangeColumn?: string;
  sortColumns: Readonly<Record<string, { column: string; type: SortType }>>;
  defaultSortColumn: string;
  defaultPageSize: number;
  maxPageSize: number;
  /** Lower-cased generated column holding the searchable text (trigram-indexed). */
  searchColumn?: string;
  /** Rows a search walks in the sort's order before it reads the rest (default SEARCH_WINDOW; tests set less). */
  searchWindow?: number;
  filters: Readonly<Record<string, ListingFilter>>;
  /** The raw row's SQL (`to_char` timestamps to ISO in it), from `projectionOf`. */
  projection: Projection;
  toRow(raw: Record<string, unknown>): Row;
  /** CSV columns of the export, in order (`csvColumnsFrom` derives them from the row's schema). */
  csvColumns: readonly CsvColumn[];
  /** Counts are exact up to this many rows (and within their time budget), then estimated and marked approximate. */
  countCap: number;
  /** Rollups that count the rows exactly, whatever their number (see {@link CountRollup}). */
  countRollup?: CountRollup;
}

/**
 * A daily rollup of a listing's rows and its hourly sibling, kept by the table's own triggers in the writes'
 * transactions (schema/rollups.ts): `tenant_id`, `day` (UTC date) or `hour` (timestamptz), the columns of `filters`
 * under the same names as in the listing's table, and `rows`, the rows counted. A count whose filters the rollups
 * carry (no search) sums the whole UTC days from the daily table, the whole hours of the partial days from the hourly
 * one and counts the raw rows of the partial hours at the two ends: exact, and bounded by the rollups' size.
 */
export interface CountRollup {
  daily: string;
  hourly: string;
  /** The measure column holding the rows counted. */
  rows: string;
  /** Filter keys whose columns the rollups carry. */
  filters: readonly string[];
}

/** A row's select list (`sql`) and each key's expression over the listing's table and joins (`columns`). */
export interface Projection<Key extends string = string> {
  readonly sql: string;
  readonly columns: Readonly<Record<Key, string>>;
}

/** One column of an export: its header, and the SQL text of its cell over the listing's table and joins. */
export interface CsvColumn {
  /** The row key it shows (a report template chooses its columns by key). */
  key: string;
  header: string;
  sql: string;
  /** A time column's timestamptz expression, so an export can write it in another time zone than UTC. */
  time?: string;
  /** A byte count's readable text ('1.2 MB'), written in a column of its own right after the raw number. */
  readable?: string;
}

/** The row-independent part of a listing (query schema and parsing need only this). */
export type ListingShape = Pick<
  ListingDefinition<unknown>,
  'sortColumns' | 'defaultSortColumn' | 'defaultPageSize' | 'maxPageSize' | 'filters'
>;

/**
 * A listing read over All tenants (issue 31, item 2; api/README.md, "The cross-tenant queue"): `scope`, the caller's
 * scope of tenants from the server's own records (`scopeOf`), which row-level security holds the read to
 * (`readInScope`); `tenants`, the tenants the statement reads (the tenant filter's, else the scope's). A tenant of
 * the filter outside the scope reads no row: the database shows the statement none of it.
 */
export interface ScopeTenants {
  scope: readonly string[];
  tenants: readonly string[];
}

/** Whose rows a listing reads: one tenant's (its id, read in a tenant scope), or a scope's. */
export type ListingTenants = string | ScopeTenants;

/** The tenant filter of a listing read over All tenants (`tenant=a&tenant=b`): accepted only with `Tenant-Id: *`. */
export const TENANT_FILTER = 'tenant';

/** A validated list query. */
export interface ListingQuery {
  pageSize: number;
  sortColumn: string;
  sortOrder: 'asc' | 'desc';
  search: string;
  /** Rows created after it are excluded. */
  cutoff: Date;
  /** One row left out by id: an audited export's own entry. Set by the server, never read from the request. */
  excludedId?: string;
  nextToken?: string;
  /** Filter key -> values (repeatable parameters), `xMin`/`xMax` numbers, booleans. */
  filters: Readonly<Record<string, readonly string[] | number | boolean>>;
  from?: Date;
  to?: Date;
  /** The tenant filter ({@link TENANT_FILTER}), when given: the tenants a read over All tenants keeps. */
  tenants?: readonly string[];
}

const ISO_UTC_START = 'to_char(';
const ISO_UTC_END = ` AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** ISO 8601 with milliseconds in UTC, produced by the database. */
export function isoText(column: string): string {
  return `${ISO_UTC_START}${column}${ISO_UTC_END}`;
}

/** The timestamptz expression an {@link isoText} expression formats, or undefined when it is not one. */
export function isoTextSource(expression: string): string | undefined {
  if (!expression.startsWith(ISO_UTC_START) || !expression.endsWith(ISO_UTC_END)) return undefined;
  return expression.slice(ISO_UTC_START.length, -ISO_UTC_END.length);
}

/**
 * ISO 8601 with milliseconds and the offset of the session's time zone (`+02:00`), for exports written in a zone
 * other than UTC: the export sets the zone for its transaction, so each time carries its own offset across DST.
 */
export function zonedIsoText(column: string): string {
  return `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MSTZH:TZM')`;
}

const KIB = 1024;

/**
 * A byte count as shared-contracts' formatBytes writes it, in SQL: '512 B', '1.5 KB', '12.0 MB' (binary units, one
 * decimal); NULL stays NULL.
 */
export function readableBytesText(column: string): string {
  const value = `(${column})::float8`;
  const units = ['KB', 'MB', 'GB'].map(
    (unit, index) =>
      `WHEN ${value} < ${KIB ** (index + 2)} THEN to_char(${value} / ${KIB ** (index + 1)}, 'FM999999999990.0') || ' ${unit}'`,
  );
  return [
    `CASE WHEN ${value} IS NULL THEN NULL`,
    `WHEN ${value} < ${KIB} THEN greatest(round(${value}), 0)::bigint::text || ' B'`,
    ...units,
    `ELSE to_char(${value} / ${KIB ** 4}, 'FM999999999999990.0') || ' TB' END`,
  ].join(' ');
}
