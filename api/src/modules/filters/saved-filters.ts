import { AUDIT_PAGE_AREAS } from 'shared-contracts';
import { sql } from 'drizzle-orm';
import type { SavedFilter, SavedFilterGrid, SavedFilterRequest } from 'shared-contracts';
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

const COLUMNS = sql.raw(`id, grid, name, value AS query,
  to_char(updated AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated`);

/** Creates or replaces the user's named filter `id`; audited. Saved filters are private to their user. */
export async function saveFilter(
  tx: Tx,
  tenantId: string,
  userId: string,
  id: string,
  filter: SavedFilterRequest,
): Promise<SavedFilter> {
  const [row] = await queryRows<SavedFilter>(
    tx,
    sql`INSERT INTO saved_filters (tenant_id, user_id, id, grid, name, value, updated)
        VALUES (${tenantId}, ${userId}, ${id}, ${filter.grid}, ${filter.name}, ${JSON.stringify(filter.query)}::jsonb, now())
        ON CONFLICT (tenant_id, user_id, id) DO UPDATE
          SET grid = excluded.grid, name = excluded.name, value = excluded.value, updated = excluded.updated
        RETURNING ${COLUMNS}`,
  );
  if (!row) throw new Error('saved filter not written');
  await recordAudit(tx, tenantId, {
    actorId: userId,
    page: SAVED_FILTER_PAGE_AREAS[filter.grid],
    action: 'Save filter',
    outcome: 'Success',
    objectId: id,
    description: `Filter "${filter.name}" saved for ${filter.grid}`,
  });
  return row;
}

/** The user's saved filters, of one grid when given, by name. */
export async function listSavedFilters(
  tx: Tx,
  tenantId: string,
  userId: string,
  grid: SavedFilterGrid | undefined,
): Promise<SavedFilter[]> {
  return queryRows<SavedFilter>(
    tx,
    sql`SELECT ${COLUMNS} FROM saved_filters WHERE tenant_id = ${tenantId} AND user_id = ${userId}
          ${grid ? sql`AND grid = ${grid}` : sql``}
        ORDER BY lower(name), id`,
  );
}
