import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { globalAccess, READ_APPEND } from './rls';

/** Where a tenant is in its lifecycle (issue 31, item 4). */
export type TenantStatus = 'active' | 'suspended' | 'deletion_scheduled';

/**
 * Tenants: the root of tenancy (readable by the API role, writable only by the owner: the platform admins' tenant
 * lifecycle writes them under the maintenance scope). A suspended tenant keeps its data but its users cannot sign in
 * and its agents are refused; one whose deletion is scheduled is suspended until `deletion_due_at`, when the purge
 * pass removes its rows.
 */
export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  created: timestamp('created', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
  status: text('status').$type<TenantStatus>().notNull().default('active'),
  /** The e-mail domains of the organisation (lower case), as the platform admin entered them. */
  emailDomains: text('email_domains').array().notNull().default([]),
  /** When a scheduled deletion is carried out (7 days after it was asked for); null otherwise. */
  deletionDueAt: timestamp('deletion_due_at', { withTimezone: true, precision: 3, mode: 'date' }),
});

export const tenantsAccess = globalAccess(tenants, ['SELECT']);

/**
 * The platform's audit of tenant lifecycle steps (created, suspended, resumed, deletion scheduled, deleted): no tenant
 * scope, so it outlives the tenant it is about. Append-only for the API role, as release promotions are.
 */
export const tenantLifecycleEvents = pgTable(
  'tenant_lifecycle_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The tenant the step is about (not a reference: the row stays after the tenant is deleted). */
    subject: text('subject').notNull(),
    subjectName: text('subject_name').notNull(),
    action: text('action').notNull(),
    detail: text('detail').notNull(),
    byId: text('by_id').notNull(),
    byName: text('by_name').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('tenant_lifecycle_events_at').on(table.at)],
);

export const tenantLifecycleEventsAccess = globalAccess(tenantLifecycleEvents, READ_APPEND);
