import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, searchText, tenantIdColumn } from './columns';
import { eventColumns } from './egress-events';
import { READ_WRITE, tenantAccess } from './rls';

/** The SLA due time of an incident without a running clock (closed, or a severity without targets). */
export const SLA_NO_CLOCK = "TIMESTAMPTZ '9999-12-31 00:00:00+00'";

/** Incidents raised from egress events that matched a policy. */
export const incidents = pgTable(
  'incidents',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    created: createdAt(),
    eventId: uuid('event_id'),
    policyType: text('policy_type').notNull().default('protection'),
    title: text('title').notNull(),
    severity: text('severity').notNull(),
    status: text('status').notNull(),
    assignedTo: text('assigned_to'),
    flagged: boolean('flagged').notNull().default(false),
    exceptionRequestStatus: text('exception_request_status'),
    exceptionRequestType: text('exception_request_type'),
    ...eventColumns(),
    details: jsonb('details').notNull().default({}),
    updated: createdAt('updated'),
    version: integer('version').notNull().default(1),
    /** Severity as a number (high 3 ... resolved 0), so sorting by severity orders by gravity. */
    severityRank: smallint('severity_rank').generatedAlwaysAs(
      sql`CASE severity WHEN 'high' THEN 3 WHEN 'medium' THEN 2 WHEN 'low' THEN 1 ELSE 0 END`,
    ),
    /** The assignee id, '' when unassigned: a NOT NULL sort key. */
    assigneeSort: text('assignee_sort').generatedAlwaysAs(sql`coalesce(assigned_to, '')`),
    searchText: text('search_text').generatedAlwaysAs(
      searchText('title', 'hostname', 'username', 'destination', 'policy_name', 'source'),
    ),
    // SLA clocks (issue 30 item 2), kept by the row trigger incident_sla_clock (migration 0029) in the same statement
    // as every write: acknowledged_at set once, at the first status change or assignment; resolved_at while it is
    // resolved or dismissed; the two due times from the tenant's targets (tenant_sla_targets, else the defaults) for
    // its severity, computed when it is raised, changes severity, or a write clears them (a change of targets does so
    // for the open incidents).
    acknowledgedAt: instant('acknowledged_at'),
    resolvedAt: instant('resolved_at'),
    slaAcknowledgeDue: instant('sla_acknowledge_due'),
    slaResolveDue: instant('sla_resolve_due'),
    /**
     * When the next target falls due (acknowledging until acknowledged, then resolving); far in the future
     * (SLA_NO_CLOCK) when closed or without targets: a NOT NULL sort key, its index serving the grid's SLA sort and
     * filter.
     */
    slaDue: instant('sla_due')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(`CASE WHEN status IN ('resolved', 'dismissed') OR sla_resolve_due IS NULL THEN ${SLA_NO_CLOCK}
          WHEN acknowledged_at IS NULL THEN sla_acknowledge_due ELSE sla_resolve_due END`),
      ),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('incidents_created_idx').on(t.tenantId, t.created, t.id),
    index('incidents_updated_idx').on(t.tenantId, t.updated, t.id),
    index('incidents_severity_idx').on(t.tenantId, t.severity, t.created, t.id),
    // The commonest triage filter pair: its pages and counts are read from the index alone.
    index('incidents_severity_channel_idx').on(t.tenantId, t.severity, t.egressChannel, t.created, t.id),
    index('incidents_severity_rank_idx').on(t.tenantId, t.severityRank, t.id),
    index('incidents_status_idx').on(t.tenantId, t.status, t.id),
    index('incidents_assignee_idx').on(t.tenantId, t.assigneeSort, t.id),
    index('incidents_hostname_idx').on(t.tenantId, t.hostname, t.id),
    index('incidents_username_idx').on(t.tenantId, t.username, t.id),
    index('incidents_destination_idx').on(t.tenantId, t.destination, t.id),
    index('incidents_egress_channel_idx').on(t.tenantId, t.egressChannel, t.id),
    index('incidents_policy_verdict_idx').on(t.tenantId, t.policyVerdict, t.id),
    index('incidents_data_volume_idx').on(t.tenantId, t.dataVolume, t.id),
    index('incidents_total_hit_count_idx').on(t.tenantId, t.totalHitCount, t.id),
    index('incidents_event_idx').on(t.tenantId, t.eventId),
    index('incidents_sla_due_idx').on(t.tenantId, t.slaDue, t.id),
    // The few flagged incidents, and those with an exception request: the Flagged and exception-status filters' pages
    // walk only them in each tenant (over 20 tenants at 1M, bench:queue p50: 46 -> 17 ms and 63 -> 23 ms).
    index('incidents_flagged_idx')
      .on(t.tenantId, t.created, t.id)
      .where(sql`flagged`),
    index('incidents_exception_idx')
      .on(t.tenantId, t.created, t.id)
      .where(sql`exception_request_status IS NOT NULL`),
    index('incidents_search_idx').using('gin', t.tenantId, t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * The scope role reads incidents over a scope of tenants: the cross-tenant queue's pages and counts, and Tenant
 * health's open incidents past their SLA target (by the `sla_due` index).
 */
export const incidentsAccess = tenantAccess(incidents, READ_WRITE, { scopeReads: true });

/** Analyst comments on an incident. */
export const incidentComments = pgTable(
  'incident_comments',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    incidentId: uuid('incident_id').notNull(),
    authorId: text('author_id').notNull(),
    authorName: text('author_name').notNull(),
    message: text('message').notNull(),
    created: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('incident_comments_incident_idx').on(t.tenantId, t.incidentId, t.created, t.id),
    foreignKey({ columns: [t.tenantId, t.incidentId], foreignColumns: [incidents.tenantId, incidents.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const incidentCommentsAccess = tenantAccess(incidentComments, READ_WRITE);

/** The AI-generated summary ("AI sprinkles") of an incident. */
export const incidentAiSummaries = pgTable(
  'incident_ai_summaries',
  {
    tenantId: tenantIdColumn(),
    incidentId: uuid('incident_id').notNull(),
    summary: text('summary').notNull(),
    recommendations: jsonb('recommendations').notNull().default([]),
    model: text('model').notNull(),
    /** 'ai' (an OpenAI-compatible model) or 'built-in' (the deterministic summariser). */
    generator: text('generator').notNull().default('built-in'),
    /** What the summary was drawn from (AiSummarySource[]). */
    sources: jsonb('sources').notNull().default([]),
    /** The incident version it describes; 0 for summaries older than versioning (always regenerated). */
    incidentVersion: integer('incident_version').notNull().default(0),
    generated: instant('generated').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.incidentId] }),
    foreignKey({ columns: [t.tenantId, t.incidentId], foreignColumns: [incidents.tenantId, incidents.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const incidentAiSummariesAccess = tenantAccess(incidentAiSummaries, READ_WRITE);

/** Messages the API would have mailed (AI summaries) when no SMTP server is configured; Tenant Admins read them. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    created: createdAt(),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    requestedBy: text('requested_by').notNull(),
    incidentId: uuid('incident_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('outbox_messages_created_idx').on(t.tenantId, t.created, t.id),
  ],
);

export const outboxMessagesAccess = tenantAccess(outboxMessages, READ_WRITE);

/**
 * Batch changes of incidents (PATCH /incidents/batch): who asked for what, on how many, and where the batch is
 * (pending a second admin, applied, denied, undone). An applied batch can be undone for the undo window.
 */
export const incidentBatches = pgTable(
  'incident_batches',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    created: createdAt(),
    requestedBy: text('requested_by').notNull(),
    state: text('state').notNull(),
    /** The fields and values it sets (IncidentBatchChanges). */
    changes: jsonb('changes').notNull(),
    /** What it names, as people read it: "3 selected incidents" or the filter. */
    target: text('target').notNull(),
    /** Incidents it names (its items). */
    count: integer('count').notNull(),
    /** Why it waits for a second admin (IncidentBatchApprovalReason[]); empty when it applied at once. */
    approvalReasons: text('approval_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    decidedBy: text('decided_by'),
    decided: instant('decided'),
    /** When it applied: the undo window starts here. */
    applied: instant('applied'),
    /** Incidents it changed when it applied. */
    updatedCount: integer('updated_count'),
    undoneBy: text('undone_by'),
    undone: instant('undone'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('incident_batches_state_idx').on(t.tenantId, t.state, t.created),
  ],
);

export const incidentBatchesAccess = tenantAccess(incidentBatches, READ_WRITE);

/**
 * The incidents of a batch, and, once it applied, each one's previous values of the fields it changed and the version
 * the batch left it at: undo restores those values where the incident is still at that version. No foreign key to
 * the incident: one deleted since is reported as such.
 */
export const incidentBatchItems = pgTable(
  'incident_batch_items',
  {
    tenantId: tenantIdColumn(),
    batchId: uuid('batch_id').notNull(),
    incidentId: uuid('incident_id').notNull(),
    /** Previous values by API field name (status, assignedTo, flagged); null until the batch applies. */
    previous: jsonb('previous'),
    /** The incident's version right after the batch changed it; null until the batch applies. */
    versionAfter: integer('version_after'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.batchId, t.incidentId] }),
    foreignKey({
      columns: [t.tenantId, t.batchId],
      foreignColumns: [incidentBatches.tenantId, incidentBatches.id],
    }).onDelete('cascade'),
  ],
);

export const incidentBatchItemsAccess = tenantAccess(incidentBatchItems, READ_WRITE);
