import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { CsvColumn } from './listing-definition';

/** Keys of a row schema's properties. */
export type RowKey<Schema extends TObject> = keyof Static<Schema> & string;

/** A column of the listing's projected row, as the export's SQL reads it. */
export const rowColumn = (key: string): string => `"${key.replace(/"/g, '""')}"`;

type CellKind = 'list' | 'safe' | 'other';

/** First characters a spreadsheet reads as a formula. */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

/**
 * How a property's cell is read: lists are joined; booleans, date-times, uuids and enums none of whose values
 * starts like a formula are `safe` (never neutralised, so COPY does less per row); anything else is neutralised.
 */
function kindOf(schema: TSchema | undefined): CellKind {
  if (!schema) return 'other';
  if (Array.isArray(schema.anyOf)) {
    const kinds = (schema.anyOf as TSchema[]).filter((member) => member.type !== 'null').map(kindOf);
    return kinds.length === 1 ? kinds[0]! : 'other';
  }
  if (schema.type === 'array') return 'list';
  if (schema.type === 'boolean' || schema.format === 'date-time' || schema.format === 'uuid') return 'safe';
  const values: unknown = schema.enum;
  const safeEnum =
    Array.isArray(values) &&
    values.every((value) => typeof value === 'string' && value !== '' && !FORMULA_STARTS.includes(value[0]!));
  return safeEnum ? 'safe' : 'other';
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
 * The CSV columns of an export, from the row's schema: each key in order, headed by its property's `title`, read
 * in SQL from the listing's projected row (lists joined with '; ', booleans `true`/`false`, numbers as text) and
 * neutralised unless provably safe. `values` replaces how a column's text is read, such as a fallback to another field:
 * `{ owner: (column) => 'coalesce(' + column('owner') + ', ' + column('ownerId') + ')' }`.
 */
export function csvColumnsFrom<Schema extends TObject>(
  schema: Schema,
  keys: readonly RowKey<Schema>[],
  values: Partial<Record<RowKey<Schema>, (column: (key: RowKey<Schema>) => string) => string>> = {},
): CsvColumn[] {
  return keys.map((key) => {
    const property: TSchema | undefined = schema.properties[key];
    const header = property?.title;
    if (typeof header !== 'string') throw new Error(`csvColumnsFrom: property ${key} has no title`);
    const kind = kindOf(property);
    const override = values[key];
    if (override) return { header, sql: neutralisedCell(`(${override(rowColumn)})::text`) };
    if (kind === 'safe') return { header, sql: `${rowColumn(key)}::text` };
    const text = kind === 'list' ? `array_to_string(${rowColumn(key)}, '; ')` : `${rowColumn(key)}::text`;
    return { header, sql: neutralisedCell(text) };
  });
}

/**
 * The SQL select list of a row: one expression per key of the row's schema (the compiler checks none is missing),
 * aliased to the key.
 */
export function projectionOf<Schema extends TObject>(
  _schema: Schema,
  columns: Readonly<Record<RowKey<Schema>, string>>,
): string {
  return Object.entries<string>(columns)
    .map(([key, expression]) => (expression === key ? key : `${expression} AS "${key}"`))
    .join(', ');
}
