import { AUDIT_PAGE_AREAS } from 'shared-contracts';
import { sql } from 'drizzle-orm';
import type { SavedFilter, SavedFilterGrid, SavedFilterRequest } from 'shared-contracts';
import { SavedFilterSchema } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../lib/audit/record-audit';

/** Audit page area (SPEC §2) of each grid a filter can be saved for; the audit log itself sits under Settings. */
const SAVED_FILTER_PAGE_AREAS = {
  incidents: AUDIT_PAGE_AREAS.Incidents,
  'egress-events': AUDIT_PAGE_AREAS.Events,
  devices: AUDIT_PAGE_AREAS.Endpoints,
  'audit-logs': 'Settings',
} as const satisfies Record<SavedFilterGrid, string>;

/** A saved filter's columns over `f` (saved_filters) and `u` (its owner), for the caller `userId`. */
const columns = (userId: string) => sql`f.id, f.grid, f.name, f.value AS query,
  to_char(f.updated AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated, f.shared,
  f.user_id AS "ownerId", coalesce(nullif(u.name, ''), u.email, f.user_id) AS "ownerName", f.user_id = ${userId} AS mine`;

/**
 * Creates or replaces the user's named filter `id`, private or shared with the tenant; audited. Only its owner
 * writes it: the key holds the user, so a colleague saving the same id saves their own.
 */
export async function saveFilter(
  tx: Tx,
  tenantId: string,
  userId: string,
  id: string,
  filter: SavedFilterRequest,
): Promise<SavedFilter> {
  const shared = filter.shared ?? false;
  const [row] = await queryRows(
    tx,
    sql`WITH f AS (
          INSERT INTO saved_filters (tenant_id, user_id, id, grid, name, value, updated, shared)
          VALUES (${tenantId}, ${userId}, ${id}, ${filter.grid}, ${filter.name}, ${JSON.stringify(filter.query)}::jsonb,
            now(), ${shared})
          ON CONFLICT (tenant_id, user_id, id) DO UPDATE SET grid = excluded.grid, name = excluded.name,
            value = excluded.value, updated = excluded.updated, shared = excluded.shared
          RETURNING *)
        SELECT ${columns(userId)} FROM f LEFT JOIN users u ON u.id = f.user_id`,
    SavedFilterSchema,
  );
  if (!row) throw new Error('saved filter not written');
  await recordAudit(tx, tenantId, {
    actorId: userId,
    page: SAVED_FILTER_PAGE_AREAS[filter.grid],
    action: 'Save filter',
    outcome: 'Success',
    objectId: id,
    description: `Filter "${filter.name}" saved for ${filter.grid}${shared ? ', shared with the tenant' : ''}`,
  });
  return row;
}

/** The user's saved filters and those colleagues shared, of one grid when given, by name. */
export async function listSavedFilters(
  tx: Tx,
  tenantId: string,
  userId: string,
  grid: SavedFilterGrid | undefined,
): Promise<SavedFilter[]> {
  return queryRows(
    tx,
    sql`SELECT ${columns(userId)} FROM saved_filters f LEFT JOIN users u ON u.id = f.user_id
        WHERE f.tenant_id = ${tenantId} AND (f.user_id = ${userId} OR f.shared)
          ${grid ? sql`AND f.grid = ${grid}` : sql``}
        ORDER BY lower(f.name), f.user_id <> ${userId}, f.id, f.user_id`,
    SavedFilterSchema,
  );
}
