import { bigint, boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, tenantIdColumn } from './columns';
import { READ_WRITE, tenantAccess } from './rls';

/** A tenant's evidence settings; a tenant without a row has the defaults (EVIDENCE_DEFAULTS in shared-contracts). */
export const evidenceSettings = pgTable('evidence_settings', {
  tenantId: tenantIdColumn().primaryKey(),
  /** Whether evidence (the content that left) is kept at all. */
  keepEvidence: boolean('keep_evidence').notNull(),
  /** Whether the snippets of an event's matches are shown redacted. */
  redactSnippets: boolean('redact_snippets').notNull(),
  updatedBy: text('updated_by').notNull(),
  updated: createdAt('updated'),
});

export const evidenceSettingsAccess = tenantAccess(evidenceSettings, READ_WRITE);

/** The evidence of one egress event: where the store keeps its bytes, their size and sha256. */
export const evidenceObjects = pgTable(
  'evidence_objects',
  {
    tenantId: tenantIdColumn(),
    eventId: uuid('event_id').notNull(),
    eventCreated: instant('event_created').notNull(),
    /** The object's key in the evidence store (EvidenceStore). */
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    stored: createdAt('stored'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId] }),
    index('evidence_objects_stored_idx').on(t.tenantId, t.stored),
  ],
);

export const evidenceObjectsAccess = tenantAccess(evidenceObjects, READ_WRITE);
