import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { globalAccess } from './rls';

/** Tenants: the root of tenancy (readable by the API role, writable only by the owner). */
export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  created: timestamp('created', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
});

export const tenantsAccess = globalAccess(tenants, ['SELECT']);
