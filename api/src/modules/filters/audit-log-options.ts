import { sql } from 'drizzle-orm';
import type { FilterOption } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { FILTER_OPTION_LIMIT, likePattern } from './filter-options';

const ValueRow = Type.Object({ value: Type.String() });

/** The audit log's option endpoints and the column each lists (each has a (tenant_id, column, id) index). */
export const AUDIT_OPTION_COLUMNS = {
  'audit-user-options': 'user_identifier',
  'audit-page-options': 'page',
  'audit-action-options': 'action',
} as const;

/** One audit option endpoint name. */
export type AuditOptionEndpoint = keyof typeof AUDIT_OPTION_COLUMNS;

/** Every audit option endpoint name. */
export const AUDIT_OPTION_ENDPOINTS = Object.keys(AUDIT_OPTION_COLUMNS) as AuditOptionEndpoint[];

/**
 * The distinct values of one audit-log column in the tenant, containing `search` (case-insensitive), values starting
 * with it first. A loose index scan: one index probe per distinct value, so the cost follows the number of users,
 * pages or actions, not of entries.
 */
export async function auditOptions(
  tx: Tx,
  tenantId: string,
  endpoint: AuditOptionEndpoint,
  search: string,
): Promise<FilterOption[]> {
  const column = sql.raw(AUDIT_OPTION_COLUMNS[endpoint]);
  const prefix = `${search.trim().toLowerCase()}%`;
  const rows = await queryRows(
    tx,
    sql`WITH RECURSIVE distinct_values(value) AS (
          (SELECT ${column} FROM audit_logs WHERE tenant_id = ${tenantId} ORDER BY ${column} LIMIT 1)
          UNION ALL
          SELECT (SELECT ${column} FROM audit_logs WHERE tenant_id = ${tenantId} AND ${column} > d.value
                  ORDER BY ${column} LIMIT 1)
          FROM distinct_values d WHERE d.value IS NOT NULL
        )
        SELECT value FROM distinct_values
        WHERE value IS NOT NULL AND value <> '' AND lower(value) LIKE ${likePattern(search)}
        ORDER BY lower(value) LIKE ${prefix} DESC, lower(value), value LIMIT ${FILTER_OPTION_LIMIT}`,
    ValueRow,
  );
  return rows.map((row) => ({ value: row.value, label: row.value }));
}
