import { formatNumber, toQuery, plural } from 'shared-contracts';
import type {
  IncidentBatchChanges,
  IncidentBatchRequest,
  IncidentFilterQuery,
  IncidentScopeBatchRequest,
} from 'shared-contracts';
import { selectionSize } from 'shared-ui';
import type { GridSelection } from 'shared-ui';
import { parseIncidentRowKey } from '../../common/incident-row-key';

/** The batch body of a grid selection: the chosen rows by id and creation time, or the filter every match meets. */
export function batchRequest(selection: GridSelection, changes: IncidentBatchChanges): IncidentBatchRequest {
  if (!selection.allMatching) return { ids: selection.ids.map(parseIncidentRowKey), changes };
  const allMatching: IncidentFilterQuery = {};
  for (const [name, value] of Object.entries(toQuery(selection.query))) {
    if (value === null || value === undefined) continue;
    allMatching[name] = Array.isArray(value) ? value.map(String) : (value as string | number | boolean);
  }
  return { allMatching, changes };
}

/**
 * The batch body of a selection over All tenants (issue 31): the chosen rows grouped by their tenant (each tenant's part
 * applies in that tenant), or the filter every match meets in each tenant of the scope.
 */
export function scopeBatchRequest(selection: GridSelection, changes: IncidentBatchChanges): IncidentScopeBatchRequest {
  if (selection.allMatching) {
    const request = batchRequest(selection, changes);
    if ('allMatching' in request) return request;
  }
  const byTenant = new Map<string, { id: string; created: string }[]>();
  for (const { tenantId = '', id, created } of selection.allMatching ? [] : selection.ids.map(parseIncidentRowKey)) {
    byTenant.set(tenantId, [...(byTenant.get(tenantId) ?? []), { id, created }]);
  }
  return { targets: [...byTenant].map(([tenantId, ids]) => ({ tenantId, ids })), changes };
}

/**
 * The tenants a selection over All tenants concerns (the users an assignee select offers are those of every one of
 * them): the chosen rows' tenants, or the filter's Tenant values; undefined when the filter names none (every tenant
 * of the scope).
 */
export function selectionTenants(selection: GridSelection): string[] | undefined {
  if (!selection.allMatching)
    return [...new Set(selection.ids.map((key) => parseIncidentRowKey(key).tenantId ?? ''))].filter(Boolean);
  const { tenant } = toQuery(selection.query);
  if (tenant === undefined || tenant === null) return undefined;
  const tenants = (Array.isArray(tenant) ? tenant : [tenant]).map(String);
  return tenants.length > 0 ? tenants : undefined;
}

/** How many incidents a selection changes, in words: '12 incidents', '1 incident', 'every incident matching the filter'. */
export function describeSelectionSize(selection: GridSelection): string {
  const size = selectionSize(selection);
  if (size === undefined) return 'every incident matching the filter';
  return plural(size, 'incident', formatNumber(size, 0));
}
