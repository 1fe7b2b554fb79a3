import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { globalAccess, READ_APPEND } from './rls';

/**
 * Promotions of remote releases made from the Releases page (issue 29, item 3): platform-level (no tenant), shared by
 * every API replica. Append-only: the API role may read and add rows, never change or delete one, so the table is the
 * platform's audit of releases (who made which version live, when, for whom). A row names the remote by package
 * (`mfe-incidents`), the version, where its manifest is served and the integrity of its files, and its audience: every
 * tenant (`all`), named tenants (`tenants`), or a percentage of tenants (`percent`). A rollback row with no version
 * gives its audience back the static registry line (remotes.json).
 */
export const releasePromotions = pgTable(
  'release_promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    remote: text('remote').notNull(),
    version: text('version'),
    fromVersion: text('from_version'),
    manifest: text('manifest'),
    integrity: jsonb('integrity').$type<Record<string, string>>(),
    audienceKind: text('audience_kind').$type<'all' | 'tenants' | 'percent'>().notNull(),
    audienceTenants: text('audience_tenants').array(),
    audiencePercent: integer('audience_percent'),
    action: text('action').$type<'promote' | 'rollback'>().notNull(),
    byId: text('by_id').notNull(),
    byName: text('by_name').notNull(),
    at: createdAt('at'),
  },
  (table) => [index('release_promotions_remote_at').on(table.remote, table.at)],
);

export const releasePromotionsAccess = globalAccess(releasePromotions, READ_APPEND);
