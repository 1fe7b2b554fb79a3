import { sql } from 'drizzle-orm';
import type { FilterOption } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { FILTER_OPTION_LIMIT, likePattern } from './filter-options';

const ValueRow = Type.Object({ value: Type.String() });

/** The device grid's option endpoints and the devices column each lists. */
export const DEVICE_OPTION_COLUMNS = {
  'device-hostname-options': 'hostname',
  'device-user-options': 'last_active_user',
  'device-agent-version-options': 'agent_version',
  'device-extension-version-options': 'extension_version',
  'device-os-options': 'operating_system',
  'device-cpu-options': 'cpu_architecture',
} as const;

/** One device option endpoint name. */
export type DeviceOptionEndpoint = keyof typeof DEVICE_OPTION_COLUMNS;

/** Every device option endpoint name. */
export const DEVICE_OPTION_ENDPOINTS = Object.keys(DEVICE_OPTION_COLUMNS) as DeviceOptionEndpoint[];

/**
 * The distinct non-empty values of one devices column in the tenant, containing `search` (case-insensitive), values
 * starting with it first, then alphabetical.
 */
export async function deviceOptions(
  tx: Tx,
  tenantId: string,
  endpoint: DeviceOptionEndpoint,
  search: string,
): Promise<FilterOption[]> {
  const column = sql.raw(DEVICE_OPTION_COLUMNS[endpoint]);
  const prefix = `${search.trim().toLowerCase()}%`;
  const rows = await queryRows(
    tx,
    sql`SELECT value FROM (
          SELECT DISTINCT ${column} AS value FROM devices
          WHERE tenant_id = ${tenantId} AND ${column} <> '' AND lower(${column}) LIKE ${likePattern(search)}
        ) AS v
        ORDER BY lower(value) LIKE ${prefix} DESC, lower(value), value LIMIT ${FILTER_OPTION_LIMIT}`,
    ValueRow,
  );
  return rows.map((row) => ({ value: row.value, label: row.value }));
}
