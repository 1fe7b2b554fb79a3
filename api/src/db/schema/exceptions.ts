import { foreignKey, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, tenantIdColumn } from './columns';
import { READ_WRITE, tenantAccess } from './rls';

/**
 * Policy exceptions (issue 30): what they exempt (any combination of user or group, destination or list, data type,
 * channel; null is any), why, who asked, from when until when, and where they are. `state` holds pending, active
 * (approved), denied or revoked; expired is never written: it is `expires_at <= now()` at each read, so an exception
 * stops applying by itself.
 */
export const policyExceptions = pgTable(
  'policy_exceptions',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    created: createdAt(),
    username: text('username'),
    userGroup: text('user_group'),
    destination: text('destination'),
    listId: uuid('list_id'),
    dataType: text('data_type'),
    egressChannel: text('egress_channel'),
    reason: text('reason').notNull(),
    requestedBy: text('requested_by').notNull(),
    /** The incident it was requested from (the incidents that led to it are policy_exception_incidents). */
    incidentId: uuid('incident_id'),
    startsAt: instant('starts_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    state: text('state').notNull(),
    /** 2 when it covers a whole group or expires more than 90 days after the request, else 1. */
    approvalsRequired: smallint('approvals_required').notNull(),
    decidedBy: text('decided_by'),
    decided: instant('decided'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('policy_exceptions_created_idx').on(t.tenantId, t.created, t.id),
    index('policy_exceptions_expires_idx').on(t.tenantId, t.expiresAt, t.id),
    index('policy_exceptions_state_idx').on(t.tenantId, t.state, t.expiresAt),
    index('policy_exceptions_requested_by_idx').on(t.tenantId, t.requestedBy, t.id),
    index('policy_exceptions_incident_idx').on(t.tenantId, t.incidentId),
  ],
);

export const policyExceptionsAccess = tenantAccess(policyExceptions, READ_WRITE, { scopeReads: true });

/** Approvals of an exception: one per approver (the key keeps two approvals from one person). */
export const policyExceptionApprovals = pgTable(
  'policy_exception_approvals',
  {
    tenantId: tenantIdColumn(),
    exceptionId: uuid('exception_id').notNull(),
    approverId: text('approver_id').notNull(),
    approved: createdAt('approved'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.exceptionId, t.approverId] }),
    foreignKey({
      columns: [t.tenantId, t.exceptionId],
      foreignColumns: [policyExceptions.tenantId, policyExceptions.id],
    }).onDelete('cascade'),
  ],
);

export const policyExceptionApprovalsAccess = tenantAccess(policyExceptionApprovals, READ_WRITE);

/** The incidents that led to an exception (an incident links its exception request through this table). */
export const policyExceptionIncidents = pgTable(
  'policy_exception_incidents',
  {
    tenantId: tenantIdColumn(),
    exceptionId: uuid('exception_id').notNull(),
    incidentId: uuid('incident_id').notNull(),
    linked: createdAt('linked'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.exceptionId, t.incidentId] }),
    index('policy_exception_incidents_incident_idx').on(t.tenantId, t.incidentId),
    foreignKey({
      columns: [t.tenantId, t.exceptionId],
      foreignColumns: [policyExceptions.tenantId, policyExceptions.id],
    }).onDelete('cascade'),
  ],
);

export const policyExceptionIncidentsAccess = tenantAccess(policyExceptionIncidents, READ_WRITE, { scopeReads: true });
