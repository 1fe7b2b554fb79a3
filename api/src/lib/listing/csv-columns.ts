import type { Static, TObject, TSchema } from '@sinclair/typebox';
import { BOOLEAN_LABELS } from 'shared-contracts';
import { isoTextSource, readableBytesText } from './listing-definition';
import type { CsvColumn, Projection } from './listing-definition';

/** Keys of a row schema's properties. */
export type RowKey<Schema extends TObject> = keyof Static<Schema> & string;

type CellKind = 'list' | 'boolean' | 'safe' | 'other';

/** First characters a spreadsheet reads as a formula. */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

/**
 * How a property's cell is read: lists are joined; booleans written Yes/No; date-times, uuids and enums none of whose values
 * starts like a formula are `safe` (never neutralised, so COPY does less per row); so are numbers, whose text is a
 * numeric literal (`-5` is a number to a spreadsheet, never a formula). Anything else is neutralised.
 */
function kindOf(schema: TSchema | undefined): CellKind {
  if (!schema) return 'other';
  if (Array.isArray(schema.anyOf)) {
    const kinds = (schema.anyOf as TSchema[]).filter((member) => member.type !== 'null').map(kindOf);
    return kinds.length === 1 ? kinds[0]! : 'other';
  }
  if (schema.type === 'array') return 'list';
  if (schema.type === 'boolean') return 'boolean';
  const safeTypes = ['number', 'integer'];
  if (safeTypes.includes(String(schema.type)) || schema.format === 'date-time' || schema.format === 'uuid')
    return 'safe';
  const values: unknown = schema.enum;
  const safeEnum =
    Array.isArray(values) &&
    values.every((value) => typeof value === 'string' && value !== '' && !FORMULA_STARTS.includes(value[0]!));
  return safeEnum ? 'safe' : 'other';
}

/**
 * What an export adds to a safe column: a time's timestamptz expression (when its projection is `isoText`), so it
 * can be written in another zone, and a byte count's readable text (properties described as 'Bytes').
 */
function extrasOf(property: TSchema | undefined, expression: string): Pick<CsvColumn, 'time' | 'readable'> {
  const members = Array.isArray(property?.anyOf) ? (property.anyOf as TSchema[]) : property ? [property] : [];
  const value = members.find((member) => member.type !== 'null');
  const time = value?.format === 'date-time' ? isoTextSource(expression) : undefined;
  const described = property?.description ?? value?.description;
  const bytes = described === 'Bytes' && ['number', 'integer'].includes(String(value?.type));
  return { ...(time !== undefined && { time }), ...(bytes && { readable: readableBytesText(expression) }) };
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** SQL of a yes/no cell as the console shows it (shared-contracts' BOOLEAN_LABELS): Yes, No, or empty for NULL. */
export function yesNoSql(expression: string): string {
  return `CASE WHEN ${expression} THEN ${literal(BOOLEAN_LABELS.true)} WHEN NOT ${expression} THEN ${literal(BOOLEAN_LABELS.false)} END`;
}

/**
 * SQL of a cell neutralised for spreadsheets: text starting with = + - @ tab or CR gets a leading apostrophe; an
 * empty text is NULL (COPY writes NULL as an empty cell, '' as `""`).
 */
export function neutralisedCell(text: string): string {
  // ascii() is the first character's code (0 for ''): = + - @ tab CR.
  return `CASE WHEN ${text} = '' THEN NULL WHEN ascii(${text}) IN (61, 43, 45, 64, 9, 13) THEN '''' || ${text} ELSE ${text} END`;
}

/**
 * The CSV columns of an export, from the row's schema: each key in order, headed by its property's `title`, its
 * cell read in SQL straight from the projection's expression for that key (lists joined with '; ', yes/no values as
 * the console shows them, 'Yes' or 'No', numbers as text), neutralised unless provably safe; times keep their timestamptz for a zoned export
 * and byte counts gain a readable companion. The cells read the listing's table and joins
 * directly, so COPY evaluates no row it does not write. `values` replaces how a column's text is read, such as a
 * fallback to another field: `{ owner: (column) => 'coalesce(' + column('owner') + ', ' + column('ownerId') + ')' }`.
 */
export function csvColumnsFrom<Schema extends TObject>(
  schema: Schema,
  projection: Projection<RowKey<Schema>>,
  keys: readonly RowKey<Schema>[],
  values: Partial<Record<RowKey<Schema>, (column: (key: RowKey<Schema>) => string) => string>> = {},
): CsvColumn[] {
  const column = (key: RowKey<Schema>) => `(${projection.columns[key]})`;
  return keys.map((key) => {
    const property: TSchema | undefined = schema.properties[key];
    const header = property?.title;
    if (typeof header !== 'string') throw new Error(`csvColumnsFrom: property ${key} has no title`);
    const kind = kindOf(property);
    const override = values[key];
    if (override) return { key, header, sql: neutralisedCell(`(${override(column)})::text`) };
    if (kind === 'boolean') return { key, header, sql: yesNoSql(column(key)) };
    if (kind === 'safe')
      return { key, header, sql: `${column(key)}::text`, ...extrasOf(property, projection.columns[key]) };
    const text = kind === 'list' ? `array_to_string(${column(key)}, '; ')` : `${column(key)}::text`;
    return { key, header, sql: neutralisedCell(text) };
  });
}

/**
 * The SQL select list of a row: one expression per key of the row's schema (the compiler checks none is missing),
 * aliased to the key; the expressions stay readable one by one for the export's cells.
 */
export function projectionOf<Schema extends TObject>(
  _schema: Schema,
  columns: Readonly<Record<RowKey<Schema>, string>>,
): Projection<RowKey<Schema>> {
  const sql = Object.entries<string>(columns)
    .map(([key, expression]) => (expression === key ? key : `${expression} AS "${key}"`))
    .join(', ');
  return { sql, columns };
}
