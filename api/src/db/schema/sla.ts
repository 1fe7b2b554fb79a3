import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tenantIdColumn } from './columns';
import { READ_WRITE, tenantAccess } from './rls';

/**
 * A tenant's SLA targets per severity (issue 30 item 2), in minutes after an incident is raised; a severity without
 * a row has SLA_TARGET_DEFAULTS (shared-contracts; the trigger function incident_sla_clock repeats them).
 */
export const tenantSlaTargets = pgTable(
  'tenant_sla_targets',
  {
    tenantId: tenantIdColumn(),
    severity: text('severity').notNull(),
    acknowledgeMinutes: integer('acknowledge_minutes').notNull(),
    resolveMinutes: integer('resolve_minutes').notNull(),
    updatedBy: text('updated_by').notNull(),
    updated: createdAt('updated'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.severity] })],
);

export const tenantSlaTargetsAccess = tenantAccess(tenantSlaTargets, READ_WRITE);
