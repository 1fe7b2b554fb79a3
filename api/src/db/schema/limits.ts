import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Rate-limit windows shared by every API process on one PostgreSQL server (`lib/limits/database-windows.ts`): one row
 * per user or tenant key. Not tenant data (keys of every tenant, read by no route); unlogged (migration 0010), as a
 * window lost in a crash only resets its count. Stays on the coordinator under Citus.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  used: integer('used').notNull(),
  resetAt: instant('reset_at').notNull(),
});
