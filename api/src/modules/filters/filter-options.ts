import { sql } from 'drizzle-orm';
import { EGRESS_EVENT_LIST_RESOURCE } from 'shared-contracts';
import type { FilterOption } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { inTenants, type Tenants } from '../../db/scope-read';
import { egressEventListing } from '../egress-events/egress-event-listing';

/** Most options one answer carries (SPEC §9: a search picker shows at most 100). */
export const FILTER_OPTION_LIMIT = 100;

const ValueRow = Type.Object({ value: Type.String() });
const FilterOptionRow = Type.Object({ value: Type.String(), label: Type.String() });

/**
 * The option endpoints of the egress grid's search pickers (SPEC §7, as its resource declares them; the incident
 * grid's are the same) and the kind of value each lists from egress_filter_options, the per-tenant table that
 * writes of events keep up (migration 0011's triggers): the column its filter reads, an array column's elements
 * filed under the column's singular name (data_types: data_type).
 */
const OPTION_KINDS: ReadonlyMap<string, string> = new Map(
  EGRESS_EVENT_LIST_RESOURCE.filters.flatMap((filter) => {
    if (filter.kind !== 'options' || !('endpoint' in filter.source)) return [];
    const served = egressEventListing.filters[filter.key];
    if (served?.kind !== 'in' && served?.kind !== 'overlaps')
      throw new Error(`filter options: the events' ${filter.key} filter reads no column`);
    const kind = served.kind === 'overlaps' ? served.column.replace(/s$/, '') : served.column;
    return [[filter.source.endpoint.replace(/^\/filters\//, ''), kind] as const];
  }),
);

/** Every option endpoint name (GET /filters/<name>). */
export const OPTION_ENDPOINTS = [...OPTION_KINDS.keys()];

/** A LIKE pattern matching values that contain `search` (case-insensitive; its wildcards escaped). */
export function likePattern(search: string): string {
  return `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The values of one egress filter (incidents are raised from events, so the same values serve both grids) in
 * `tenants` (one tenant, or over All tenants a scope's, each value once) containing `search` (case-insensitive), values
 * starting with it first, then alphabetical: read from the option table, never from the events.
 */
export async function columnOptions(
  tx: Tx,
  tenants: Tenants,
  endpoint: string,
  search: string,
): Promise<FilterOption[]> {
  const kind = OPTION_KINDS.get(endpoint);
  if (kind === undefined) throw new Error(`filter options: no option endpoint ${endpoint}`);
  const prefix = `${search.trim().toLowerCase()}%`;
  const rows = await queryRows(
    tx,
    sql`SELECT value FROM egress_filter_options
        WHERE ${inTenants(tenants)} AND kind = ${kind} AND lower(value) LIKE ${likePattern(search)}
        GROUP BY value ORDER BY lower(value) LIKE ${prefix} DESC, lower(value), value LIMIT ${FILTER_OPTION_LIMIT}`,
    ValueRow,
  );
  return rows.map((row) => ({ value: row.value, label: row.value }));
}

/**
 * Users an incident in `tenants` can be assigned to (members of the one tenant, or over All tenants of any of the
 * scope's, each once), plus 'unassigned' (the assignedTo filter's null value).
 */
export async function assigneeOptions(tx: Tx, tenants: Tenants, search: string): Promise<FilterOption[]> {
  const rows = await queryRows(
    tx,
    sql`SELECT u.id AS value, coalesce(nullif(u.name, ''), u.email) AS label
        FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE ${inTenants(tenants, 'm.tenant_id')}
          AND lower(coalesce(nullif(u.name, ''), u.email)) LIKE ${likePattern(search)}
        GROUP BY u.id, u.name, u.email
        ORDER BY lower(coalesce(nullif(u.name, ''), u.email)), u.id LIMIT ${FILTER_OPTION_LIMIT - 1}`,
    FilterOptionRow,
  );
  const unassigned = 'unassigned'.includes(search.trim().toLowerCase())
    ? [{ value: 'unassigned', label: 'Unassigned' }]
    : [];
  return [...unassigned, ...rows];
}
