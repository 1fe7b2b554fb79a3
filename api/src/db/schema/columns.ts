import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** The leading `tenant_id` of every tenant-owned table; rows go when their tenant goes. */
export const tenantIdColumn = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/**
 * Millisecond timestamps: keyset cursors carry JavaScript dates, so stored values must not have microseconds
 * a cursor could not repeat.
 */
export const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

/** `instant` defaulting to the transaction time. */
export const createdAt = (name = 'created') => instant(name).notNull().defaultNow();

/** Lower-cased concatenation of columns for trigram search (immutable, so usable in a generated column). */
export function searchText(...columns: string[]): SQL {
  const parts = columns.map((column) => `coalesce("${column}", '')`).join(` || ' ' || `);
  return sql.raw(`lower(${parts})`);
}
