import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { releasePromotions, tenants, users } from '../../db/schema';
import type { Audience } from './audience';
import type { ReleasePromotion } from './schemas';

/** A stored promotion with what the shell loads (manifest and integrity). */
export interface StoredPromotion extends ReleasePromotion {
  manifest: string | null;
  integrity: Record<string, string> | null;
}

type Row = typeof releasePromotions.$inferSelect;

function audienceOf(row: Row): Audience {
  if (row.audienceKind === 'tenants') return { kind: 'tenants', tenants: row.audienceTenants ?? [] };
  if (row.audienceKind === 'percent') return { kind: 'percent', percent: row.audiencePercent ?? 0 };
  return { kind: 'all' };
}

function toPromotion(row: Row): StoredPromotion {
  return {
    id: row.id,
    remote: row.remote,
    version: row.version,
    fromVersion: row.fromVersion,
    action: row.action,
    audience: audienceOf(row),
    by: row.byName,
    at: row.at.toISOString(),
    manifest: row.manifest,
    integrity: row.integrity,
  };
}

/** Every promotion, oldest first (of one remote when given). */
export async function listPromotions(db: AppDatabase, remote?: string): Promise<StoredPromotion[]> {
  const rows = await db
    .select()
    .from(releasePromotions)
    .where(remote === undefined ? undefined : eq(releasePromotions.remote, remote))
    .orderBy(asc(releasePromotions.at), asc(releasePromotions.id));
  return rows.map(toPromotion);
}

/** What a new promotion records. */
export interface NewPromotion {
  remote: string;
  version: string | null;
  fromVersion: string | null;
  manifest: string | null;
  integrity: Record<string, string> | null;
  audience: Audience;
  action: 'promote' | 'rollback';
  /** The session's user id; the name (else email) is read from the users table as it is now. */
  byId: string;
}

/** Adds a promotion (the table is append-only) and answers it. */
export async function insertPromotion(db: AppDatabase, promotion: NewPromotion): Promise<StoredPromotion> {
  const { audience } = promotion;
  const [row] = await db
    .insert(releasePromotions)
    .values({
      remote: promotion.remote,
      version: promotion.version,
      fromVersion: promotion.fromVersion,
      manifest: promotion.manifest,
      integrity: promotion.integrity,
      audienceKind: audience.kind,
      audienceTenants: audience.kind === 'tenants' ? audience.tenants : null,
      audiencePercent: audience.kind === 'percent' ? audience.percent : null,
      action: promotion.action,
      byId: promotion.byId,
      byName: sql`coalesce((SELECT coalesce(nullif(${users.name}, ''), ${users.email}) FROM ${users} WHERE ${users.id} = ${promotion.byId}), ${promotion.byId})`,
    })
    .returning();
  if (!row) throw new Error('promotion not written');
  return toPromotion(row);
}

/** The tenants among `ids` that exist, with their names. */
export async function existingTenants(
  db: AppDatabase,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(inArray(tenants.id, [...ids]));
}
