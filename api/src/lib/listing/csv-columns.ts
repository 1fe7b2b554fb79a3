import type { Static, TObject } from '@sinclair/typebox';
import type { CsvColumn, CsvValue } from './listing-definition';

/** Keys of a row schema's properties. */
export type RowKey<Schema extends TObject> = keyof Static<Schema> & string;

function cell(value: unknown): CsvValue {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(String).join('; ');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/**
 * The CSV columns of an export, from the row's schema: each key in order, headed by its property's `title`
 * (lists joined with '; '). `values` replaces how a column's cell is read, such as a fallback to another field.
 */
export function csvColumnsFrom<Schema extends TObject>(
  schema: Schema,
  keys: readonly RowKey<Schema>[],
  values: Partial<Record<RowKey<Schema>, (row: Static<Schema>) => CsvValue>> = {},
): CsvColumn<Static<Schema>>[] {
  return keys.map((key) => {
    const header = schema.properties[key]?.title;
    if (typeof header !== 'string') throw new Error(`csvColumnsFrom: property ${key} has no title`);
    return { header, value: values[key] ?? ((row: Static<Schema>) => cell(row[key])) };
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
