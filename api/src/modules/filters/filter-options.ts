import { sql } from 'drizzle-orm';
import type { FilterOption } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';

/** Most options one answer carries (SPEC §9: a search picker shows at most 100). */
export const FILTER_OPTION_LIMIT = 100;

const ValueRow = Type.Object({ value: Type.String() });
const FilterOptionRow = Type.Object({ value: Type.String(), label: Type.String() });

/**
 * The option endpoints of SPEC §7 (and the egress grid's other filters) and the kind of value each lists from
 * egress_filter_options, the per-tenant table that writes of events keep up (migration 0009's triggers).
 */
export const OPTION_KINDS = {
  'hostname-options': 'hostname',
  'username-options': 'username',
  'source-name-options': 'source',
  'destination-options': 'destination',
  'mip-label-options': 'mip_label',
  'policy-name-options': 'policy_name',
  'content-category-options': 'content_category',
  'egress-channel-options': 'egress_channel',
  'data-type-options': 'data_type',
} as const;

/** One option endpoint name. */
export type OptionEndpoint = keyof typeof OPTION_KINDS;

/** Every option endpoint name. */
export const OPTION_ENDPOINTS = Object.keys(OPTION_KINDS) as OptionEndpoint[];

/** A LIKE pattern matching values that contain `search` (case-insensitive; its wildcards escaped). */
export function likePattern(search: string): string {
  return `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The tenant's values of one egress filter (incidents are raised from events, so the same values serve both grids)
 * containing `search` (case-insensitive), values starting with it first, then alphabetical: read from the option
 * table, never from the events.
 */
export async function columnOptions(
  tx: Tx,
  tenantId: string,
  endpoint: OptionEndpoint,
  search: string,
): Promise<FilterOption[]> {
  const prefix = `${search.trim().toLowerCase()}%`;
  const rows = await queryRows(
    tx,
    sql`SELECT value FROM egress_filter_options
        WHERE tenant_id = ${tenantId} AND kind = ${OPTION_KINDS[endpoint]} AND lower(value) LIKE ${likePattern(search)}
        ORDER BY lower(value) LIKE ${prefix} DESC, lower(value), value LIMIT ${FILTER_OPTION_LIMIT}`,
    ValueRow,
  );
  return rows.map((row) => ({ value: row.value, label: row.value }));
}

/** Members of the tenant an incident can be assigned to, plus 'unassigned' (the assignedTo filter's null value). */
export async function assigneeOptions(tx: Tx, tenantId: string, search: string): Promise<FilterOption[]> {
  const rows = await queryRows(
    tx,
    sql`SELECT u.id AS value, coalesce(nullif(u.name, ''), u.email) AS label
        FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.tenant_id = ${tenantId} AND lower(coalesce(nullif(u.name, ''), u.email)) LIKE ${likePattern(search)}
        ORDER BY lower(coalesce(nullif(u.name, ''), u.email)), u.id LIMIT ${FILTER_OPTION_LIMIT - 1}`,
    FilterOptionRow,
  );
  const unassigned = 'unassigned'.includes(search.trim().toLowerCase())
    ? [{ value: 'unassigned', label: 'Unassigned' }]
    : [];
  return [...unassigned, ...rows];
}
