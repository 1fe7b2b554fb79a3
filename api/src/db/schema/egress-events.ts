import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, searchText, tenantIdColumn } from './columns';
import { READ_APPEND, READ_WRITE, tenantAccess } from './rls';

/**
 * The columns an egress event and the incident raised from it both hold, declared once: who, where from and to, how,
 * what data, and the policy that decided (the incident keeps the event's facts as they were).
 */
export function eventColumns() {
  return {
    hostname: text('hostname').notNull(),
    username: text('username').notNull(),
    source: text('source').notNull(),
    destination: text('destination').notNull(),
    egressChannel: text('egress_channel').notNull(),
    dataTypes: text('data_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contentCategory: text('content_category').notNull(),
    mipLabel: text('mip_label').notNull().default(''),
    dataVolume: bigint('data_volume', { mode: 'number' }).notNull().default(0),
    totalHitCount: integer('total_hit_count').notNull().default(0),
    policyId: uuid('policy_id'),
    policyName: text('policy_name').notNull().default(''),
    policyVerdict: text('policy_verdict').notNull(),
  };
}

/**
 * Data leaving the organisation, as reported by the agent or the browser extension. Partitioned by range of `created`,
 * a partition a calendar month (UTC) and a default one for any other time (migration 0019; drizzle cannot declare
 * partitions, the migration is written by hand): a unique key must hold the partition key, so the primary key is
 * (tenant_id, id, created). The API makes the partitions ahead of ingest (`db/event-partitions.ts`).
 */
export const egressEvents = pgTable(
  'egress_events',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    created: createdAt(),
    deviceId: uuid('device_id'),
    ...eventColumns(),
    destinationType: text('destination_type').notNull(),
    fileName: text('file_name').notNull().default(''),
    /** sha256 (hex) of the content that left, when the agent fingerprinted it: the key of its per-file lineage. */
    contentFingerprint: text('content_fingerprint'),
    /** The extended form (process, URL, matched rules, evidence...). */
    details: jsonb('details').notNull().default({}),
    searchText: text('search_text').generatedAlwaysAs(
      searchText('hostname', 'username', 'source', 'destination', 'file_name', 'policy_name', 'content_category'),
    ),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id, t.created] }),
    index('egress_events_created_idx').on(t.tenantId, t.created, t.id),
    index('egress_events_verdict_created_idx').on(t.tenantId, t.policyVerdict, t.created, t.id),
    index('egress_events_hostname_idx').on(t.tenantId, t.hostname, t.id),
    index('egress_events_username_idx').on(t.tenantId, t.username, t.id),
    // A user's or a host's events newest first (the default sort under a Username or Hostname filter).
    index('egress_events_username_created_idx').on(t.tenantId, t.username, t.created, t.id),
    index('egress_events_hostname_created_idx').on(t.tenantId, t.hostname, t.created, t.id),
    // A policy's matches per user in time order, with the verdict (the educate effect, policies/education-effect.ts).
    index('egress_events_policy_user_created_idx').on(t.tenantId, t.policyId, t.username, t.created, t.policyVerdict),
    index('egress_events_destination_idx').on(t.tenantId, t.destination, t.id),
    index('egress_events_data_volume_idx').on(t.tenantId, t.dataVolume, t.id),
    index('egress_events_total_hit_count_idx').on(t.tenantId, t.totalHitCount, t.id),
    index('egress_events_search_idx').using('gin', t.tenantId, t.searchText.op('gin_trgm_ops')),
    index('egress_events_fingerprint_idx')
      .on(t.tenantId, t.contentFingerprint, t.created)
      .where(sql`content_fingerprint IS NOT NULL`),
  ],
);

export const egressEventsAccess = tenantAccess(egressEvents, READ_WRITE, { partitioned: true, scopeReads: true });

/**
 * What happened to a piece of content on the endpoints before (and between) its egress events, keyed by the
 * content's fingerprint: where it was first seen (downloaded from a site, created in an application), and each
 * copy, rename, archive or paste. With the egress events of the same fingerprint this is the content's lineage.
 */
export const contentActivities = pgTable(
  'content_activities',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    occurred: instant('occurred').notNull(),
    /** downloaded, created, copied, renamed, archived or pasted (CONTENT_ACTIVITY_KINDS). */
    kind: text('kind').notNull(),
    deviceId: uuid('device_id'),
    hostname: text('hostname').notNull().default(''),
    username: text('username').notNull().default(''),
    /** The process that did it (chrome.exe, EXCEL.EXE, Finder...). */
    application: text('application').notNull().default(''),
    /** The file's name after the activity (the archive's, for archived). */
    fileName: text('file_name').notNull().default(''),
    /** The name before a rename, the file put into an archive, the document a paste came from. */
    previousName: text('previous_name').notNull().default(''),
    /** Where: the site a download came from, or the folder. */
    location: text('location').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('content_activities_fingerprint_idx').on(t.tenantId, t.fingerprint, t.occurred),
  ],
);

export const contentActivitiesAccess = tenantAccess(contentActivities, READ_WRITE);

/**
 * The distinct values of the egress filters per tenant (hostname, username, source, ...: `kind` is the filter's
 * option endpoint), kept up by statement triggers on egress_events (migration 0009), so an option list reads this
 * small table and never scans the events.
 */
export const egressFilterOptions = pgTable(
  'egress_filter_options',
  {
    tenantId: tenantIdColumn(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.kind, t.value] }),
    index('egress_filter_options_search_idx').using('gin', t.tenantId, t.kind, sql`lower(${t.value}) gin_trgm_ops`),
  ],
);

/** Added by a trigger of the events (migration 0011), never changed. */
export const egressFilterOptionsAccess = tenantAccess(egressFilterOptions, READ_APPEND, { scopeReads: true });
