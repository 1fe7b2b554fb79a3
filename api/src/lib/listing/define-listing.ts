import type { Static, TObject, TSchema } from '@sinclair/typebox';
import { Column, getTableColumns, getTableName, is } from 'drizzle-orm';
import type { Table } from 'drizzle-orm';
import { FIELD_VOCABULARY } from 'shared-contracts';
import type { AnyListResource, FilterKeyOf, FilterKindOf, SortOf, Vocabulary } from 'shared-contracts';
import { rowReader } from '../../db/row-reader';
import { csvColumnsFrom, projectionOf } from './csv-columns';
import { labelled } from './csv-labels';
import type { RowKey } from './csv-columns';
import { isoText } from './listing-definition';
import type {
  CountRollup,
  ListingDefinition,
  ListingFilter,
  Projection,
  RangeType,
  SortType,
} from './listing-definition';

/** The property keys of a drizzle table's columns. */
type ColumnKey<T extends Table> = keyof T['_']['columns'] & string;

/** Keys the table holds as columns of the same name, and keys it does not. */
type Held<Key extends string, T extends Table> = Extract<Key, ColumnKey<T>>;
type NotHeld<Key extends string, T extends Table> = Exclude<Key, ColumnKey<T>>;

/** One entry per key: required where the table has no column of that name, optional where it has. */
type ByKey<Key extends string, T extends Table, Value> = { [K in NotHeld<Key, T>]: Value } & {
  [K in Held<Key, T>]?: Value;
};

/** The filters the server reads from the query: the resource's, but the date picker (`from`/`to`). */
export type ServerFilterKey<R extends AnyListResource> = {
  [K in FilterKeyOf<R>]: FilterKindOf<R, K> extends 'dateRange' ? never : K;
}[FilterKeyOf<R>];

/**
 * How the server reads one filter: a column of the table (its kind comes from the resource: `options` is `in`, or
 * `overlaps` over an array column; `range` takes its type from the column), the column with what an `in` filter
 * adds (allowed values, the value matching NULL), or a whole {@link ListingFilter} over an expression.
 */
export type FilterSource =
  Column | { column: Column; values?: readonly string[]; nullValue?: string; maxLength?: number } | ListingFilter;

/** What a listing declares beyond its table, row schema and resource: the rest is derived. */
export interface ListingOptions<T extends Table, S extends TObject, R extends AnyListResource> {
  /** Relations the projection reads beside the table (see {@link ListingDefinition.joins}). */
  joins?: string;
  /**
   * The row's SQL expressions where the table has no column of the key's name, or reads it otherwise; the others
   * are the table's columns (uuids as text, times as ISO text in UTC, bigints as float8).
   */
  projection: ByKey<RowKey<S>, T, string>;
  /** The sort column backing each of the resource's sorts the table has no column of that name for. */
  sort?: ByKey<SortOf<R>, T, Column>;
  defaultSortColumn: SortOf<R>;
  /** How the server reads each of the resource's filters the table has no column of that name for. */
  filters: ByKey<ServerFilterKey<R>, T, FilterSource>;
  /** The time the date picker applies to when it is not the creation time. */
  rangeColumn?: Column;
  /** The generated, lower-cased search text. */
  searchColumn?: Column;
  searchWindow?: number;
  defaultPageSize: number;
  maxPageSize: number;
  countCap: number;
  /** Rollups that count the rows exactly (see {@link CountRollup}); their filters are the resource's keys. */
  countRollup?: CountRollup;
  /**
   * The export's columns: `first` in that order, then every other property of the row with a `title` (its header)
   * in the schema's order; `values` as {@link csvColumnsFrom} takes them. A field with a vocabulary
   * (shared-contracts' FIELD_VOCABULARY) is written as its label unless `values` reads it otherwise.
   */
  csv: {
    first: readonly RowKey<S>[];
    values?: Parameters<typeof csvColumnsFrom<S>>[3];
  };
}

/** A listing whose projection is typed by its row's keys. */
export type DefinedListing<S extends TObject> = ListingDefinition<Static<S>> & { projection: Projection<RowKey<S>> };

function columnsOf(table: Table): Readonly<Record<string, Column>> {
  return getTableColumns(table);
}

function sortTypeOf(column: Column): SortType {
  if (column.columnType === 'PgTimestamp') return 'timestamp';
  return column.dataType === 'number' ? 'number' : 'text';
}

function rangeTypeOf(column: Column): RangeType {
  if (column.columnType === 'PgInteger' || column.columnType === 'PgSmallInt') return 'integer';
  if (column.columnType === 'PgBigInt53') return 'bigint';
  if (column.columnType === 'PgDoublePrecision') return 'double';
  throw new Error(`defineListing: column ${column.name} cannot back a range filter`);
}

/** A column as the row reads it: uuid as text, a time as ISO text in UTC, a bigint as a JavaScript number. */
function expressionOf(tableName: string, column: Column): string {
  const qualified = `${tableName}.${column.name}`;
  if (column.columnType === 'PgUUID') return `${qualified}::text`;
  if (column.columnType === 'PgTimestamp') return isoText(qualified);
  if (column.columnType === 'PgBigInt53') return `${qualified}::float8`;
  return qualified;
}

function filterOf(key: string, kind: string, source: FilterSource): ListingFilter {
  if (!is(source, Column) && 'kind' in source) return source;
  const { column, ...extra } = is(source, Column) ? { column: source } : source;
  if (kind === 'range') return { kind: 'range', column: column.name, type: rangeTypeOf(column) };
  if (kind === 'boolean') return { kind: 'boolean', column: column.name };
  if (kind !== 'options') throw new Error(`defineListing: filter ${key} of kind ${kind} has no server form`);
  if (column.columnType === 'PgArray') return { kind: 'overlaps', column: column.name, ...extra };
  return { kind: 'in', column: column.name, ...extra };
}

function titledKeys(schema: TObject): string[] {
  return Object.entries<TSchema>(schema.properties)
    .filter(([, property]) => typeof property.title === 'string')
    .map(([key]) => key);
}

/**
 * A server-paged listing declared once: from the drizzle table, the row's TypeBox schema and the contract's
 * resource (its sorts and filters), derive the projection (every row key the table holds as a column of that name),
 * the sort columns and filters (each of the resource's, in its order, from the column of its name unless given),
 * the row reader and the CSV columns (enumerated fields written as their labels). A resource's sort or filter the table cannot serve, or a row key with no
 * column, must be given: else it is a compile error.
 */
export function defineListing<T extends Table, S extends TObject, R extends AnyListResource>(
  table: T,
  schema: S,
  resource: R,
  options: ListingOptions<T, S, R>,
): DefinedListing<S> {
  const tableName = getTableName(table);
  const columns = columnsOf(table);
  const columnNamed = (key: string, what: string): Column => {
    const column = columns[key];
    if (!column) throw new Error(`defineListing: ${tableName} has no column ${key} for ${what}`);
    return column;
  };

  const isRowKey = (key: string): key is RowKey<S> => Object.hasOwn(schema.properties, key);
  const projectionGiven: Readonly<Record<string, string | undefined>> = options.projection;
  const expressions: Partial<Record<RowKey<S>, string>> = {};
  for (const key of Object.keys(schema.properties).filter(isRowKey))
    expressions[key] = projectionGiven[key] ?? expressionOf(tableName, columnNamed(key, 'the projection'));
  const projection = projectionOf(schema, expressions as Record<RowKey<S>, string>);

  const sortGiven: Readonly<Record<string, Column | undefined>> = options.sort ?? {};
  const sortColumns = Object.fromEntries(
    resource.sort.map((key) => {
      const column = sortGiven[key] ?? columnNamed(key, 'a sort');
      return [key, { column: column.name, type: sortTypeOf(column) }];
    }),
  );

  const filtersGiven: Readonly<Record<string, FilterSource | undefined>> = options.filters;
  const filters = Object.fromEntries(
    resource.filters
      .filter(({ kind }) => kind !== 'dateRange')
      .map(({ key, kind }) => [key, filterOf(key, kind, filtersGiven[key] ?? columnNamed(key, 'a filter'))]),
  );

  const byResource: Readonly<Partial<Record<string, Readonly<Record<string, Vocabulary>>>>> = FIELD_VOCABULARY;
  const vocabularies = byResource[resource.resource] ?? {};
  type CellReader = (column: (key: RowKey<S>) => string) => string;
  const labels = new Map<RowKey<S>, CellReader>();
  for (const [key, vocabulary] of Object.entries(vocabularies)) {
    if (!isRowKey(key)) throw new Error(`defineListing: ${tableName}'s row has no field ${key} to label`);
    labels.set(key, labelled(vocabulary, key));
  }

  const first: readonly string[] = options.csv.first;
  const csvKeys = [
    ...options.csv.first,
    ...titledKeys(schema)
      .filter((key) => !first.includes(key))
      .filter(isRowKey),
  ];

  return {
    table: tableName,
    ...(options.joins !== undefined && { joins: options.joins }),
    idColumn: columnNamed('id', 'the keyset').name,
    createdColumn: columnNamed('created', 'the cutoff').name,
    ...(options.rangeColumn && { rangeColumn: options.rangeColumn.name }),
    sortColumns,
    defaultSortColumn: options.defaultSortColumn,
    defaultPageSize: options.defaultPageSize,
    maxPageSize: options.maxPageSize,
    ...(options.searchColumn && { searchColumn: options.searchColumn.name }),
    ...(options.searchWindow !== undefined && { searchWindow: options.searchWindow }),
    filters,
    projection,
    toRow: rowReader(schema),
    csvColumns: csvColumnsFrom(schema, projection, csvKeys, {
      // fromEntries types its keys as string: they are the map's row keys.
      ...(Object.fromEntries(labels) as Partial<Record<RowKey<S>, CellReader>>),
      ...options.csv.values,
    }),
    countCap: options.countCap,
    ...(options.countRollup && { countRollup: options.countRollup }),
  };
}
