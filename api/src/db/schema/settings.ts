import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, searchText, tenantIdColumn } from './columns';
import { READ_APPEND, READ_UPSERT, READ_WRITE, tenantAccess } from './rls';

/** Who did what to which object, per tenant. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    created: createdAt(),
    dashboardUserId: text('dashboard_user_id').notNull(),
    userIdentifier: text('user_identifier').notNull(),
    page: text('page').notNull(),
    action: text('action').notNull(),
    outcome: text('outcome').notNull(),
    objectId: text('object_id'),
    objectCreated: instant('object_created'),
    description: text('description'),
    /** 'api' for entries the API writes with its own changes, 'client' for POST /audit-logs. */
    origin: text('origin').notNull().default('api'),
    searchText: text('search_text').generatedAlwaysAs(
      searchText('user_identifier', 'page', 'action', 'outcome', 'object_id', 'description'),
    ),
    /** Place in the tenant's hash chain (1, 2, ...), set by the insert trigger (migration 0005). */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** The previous entry's hash ('' for the first). */
    prevHash: text('prev_hash').notNull(),
    /** sha256 (hex) of prevHash and this entry's canonical content (audit_entry_hash). */
    hash: text('hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('audit_logs_seq_key').on(t.tenantId, t.seq),
    index('audit_logs_created_idx').on(t.tenantId, t.created, t.id),
    index('audit_logs_user_idx').on(t.tenantId, t.userIdentifier, t.id),
    index('audit_logs_page_idx').on(t.tenantId, t.page, t.id),
    index('audit_logs_action_idx').on(t.tenantId, t.action, t.id),
    index('audit_logs_outcome_idx').on(t.tenantId, t.outcome, t.id),
    index('audit_logs_search_idx').using('gin', t.tenantId, t.searchText.op('gin_trgm_ops')),
  ],
);

/** The API may add entries, never change or delete one (the hash chain, migration 0005). */
export const auditLogsAccess = tenantAccess(auditLogs, READ_APPEND);

/** A tenant's local override of a feature flag's default. */
export const featureFlagOverrides = pgTable(
  'feature_flag_overrides',
  {
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    value: boolean('value').notNull(),
    updatedBy: text('updated_by').notNull(),
    updated: createdAt('updated'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] })],
);

export const featureFlagOverridesAccess = tenantAccess(featureFlagOverrides, READ_WRITE);

/** A user's saved grid filter. */
export const savedFilters = pgTable(
  'saved_filters',
  {
    tenantId: tenantIdColumn(),
    userId: text('user_id').notNull(),
    id: text('id').notNull(),
    grid: text('grid').notNull(),
    name: text('name').notNull().default(''),
    value: jsonb('value').notNull().default({}),
    updated: instant('updated').notNull().defaultNow(),
    /** Shared with every member of the tenant (read-only to them); private to its user otherwise. */
    shared: boolean('shared').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.id] }),
    index('saved_filters_shared_idx')
      .on(t.tenantId, t.grid, t.userId, t.id)
      .where(sql`shared`),
  ],
);

export const savedFiltersAccess = tenantAccess(savedFilters, READ_WRITE);

/** The head of each tenant's audit hash chain: the last entry's place and hash; its row lock orders the writers. */
export const auditChainHeads = pgTable('audit_chain_heads', {
  tenantId: tenantIdColumn().primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});

export const auditChainHeadsAccess = tenantAccess(auditChainHeads, READ_UPSERT);
