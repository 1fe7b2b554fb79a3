import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, tenantIdColumn } from './columns';
import { READ_WRITE, tenantAccess } from './rls';

/** Scheduled report definitions; the schedule is a cron expression. */
export const reportTemplates = pgTable(
  'report_templates',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    dataSource: text('data_source').notNull(),
    filters: jsonb('filters').notNull().default({}),
    columns: text('columns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    scheduleCron: text('schedule_cron').notNull(),
    timezone: text('timezone').notNull().default('UTC'),
    /** The report covers this many days before its run. */
    timeWindowDays: integer('time_window_days').notNull().default(7),
    paused: boolean('paused').notNull().default(false),
    deliveryNotification: text('delivery_notification').notNull().default('email'),
    exportFormat: text('export_format').notNull().default('csv'),
    recipients: text('recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: text('created_by').notNull().default(''),
    created: createdAt(),
    updated: createdAt('updated'),
    lastRun: instant('last_run'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('report_templates_name_idx').on(t.tenantId, t.name),
    index('report_templates_created_idx').on(t.tenantId, t.created, t.id),
  ],
);

export const reportTemplatesAccess = tenantAccess(reportTemplates, READ_WRITE);

/** A report produced by a template for one schedule slot (unique, so a slot runs once across replicas). */
export const reports = pgTable(
  'reports',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    templateId: uuid('template_id').notNull(),
    slot: instant('slot').notNull(),
    /** `schedule` (one slot of the cron) or `manual` (Run now). */
    trigger: text('trigger').notNull().default('schedule'),
    /** queued, running, ready or failed. */
    status: text('status').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    fileName: text('file_name').notNull().default(''),
    /** Where the file is in the file store; null before it is made and once retention removed it. */
    fileKey: text('file_key'),
    /** Unused since reports are files (migration 0010); kept so old rows migrate without loss. */
    content: text('content'),
    error: text('error'),
    /** Who asked (Run now), or null for the schedule. */
    requestedBy: text('requested_by'),
    created: createdAt(),
    started: instant('started'),
    /** When it became ready or failed. */
    completed: instant('completed'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('reports_template_slot_key').on(t.tenantId, t.templateId, t.slot),
    index('reports_template_created_idx').on(t.tenantId, t.templateId, t.created, t.id),
    index('reports_status_idx').on(t.tenantId, t.status, t.completed),
    foreignKey({
      columns: [t.tenantId, t.templateId],
      foreignColumns: [reportTemplates.tenantId, reportTemplates.id],
    }).onDelete('cascade'),
  ],
);

export const reportsAccess = tenantAccess(reports, READ_WRITE);

/** Secrets the API's replicas share (the key that signs report download links); read by the owner only. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created: createdAt(),
});
