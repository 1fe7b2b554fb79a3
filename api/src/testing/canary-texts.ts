import { getTableColumns } from 'drizzle-orm';
import type { Table } from 'drizzle-orm';

/** The keys of a table's plain text columns. */
type TextKey<T extends Table> = {
  [K in keyof T['_']['columns']]: T['_']['columns'][K]['_']['data'] extends string
    ? T['_']['columns'][K]['_']['columnType'] extends 'PgText'
      ? K
      : never
    : never;
}[keyof T['_']['columns']] &
  string;

/**
 * Every plain text column of a table (but the tenant id and generated columns) carrying `text`, as
 * `<text> <column name in words>`: a seeded canary row leaks through any column the table gains, unnamed.
 */
export function textsCarrying<T extends Table>(table: T, text: string): Record<TextKey<T>, string> {
  const texts: Record<string, string> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (column.columnType !== 'PgText' || column.name === 'tenant_id' || column.generated) continue;
    texts[key] = `${text} ${column.name.replace(/_/g, ' ')}`;
  }
  // Each key is a text column of the table.
  return texts as Record<TextKey<T>, string>;
}
