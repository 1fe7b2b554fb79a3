import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tenantIdColumn } from './columns';
import { READ_WRITE, tenantAccess } from './rls';

/**
 * How long a tenant keeps its data, in days (issue 32); a tenant without a row keeps RETENTION_DEFAULTS
 * (shared-contracts). The expiry pass (src/modules/retention/retention-pass.ts) deletes what is older. Evidence's
 * retention is `evidence_days` here (evidence_settings' own retention_days column was dropped, migration 0028).
 */
export const tenantRetention = pgTable('tenant_retention', {
  tenantId: tenantIdColumn().primaryKey(),
  /** Days an egress event is kept after its `created`. */
  eventsDays: integer('events_days').notNull(),
  /** Days a resolved or dismissed incident is kept after its last change (open ones are kept). */
  incidentsDays: integer('incidents_days').notNull(),
  /** Days evidence is kept after it was stored. */
  evidenceDays: integer('evidence_days').notNull(),
  updatedBy: text('updated_by').notNull(),
  updated: createdAt('updated'),
});

export const tenantRetentionAccess = tenantAccess(tenantRetention, READ_WRITE);
