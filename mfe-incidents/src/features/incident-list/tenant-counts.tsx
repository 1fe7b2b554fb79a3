import { useMemo } from 'react';
import { formatNumber, fromSearchParams, INCIDENT_LIST_RESOURCE, toQuery } from 'shared-contracts';
import type { FilterDefinition } from 'shared-contracts';
import { Flex, Typography, useApiQuery } from 'shared-ui';
import { useSearchParams } from 'shared-ui/core';

/** Props of TenantCounts. */
export interface TenantCountsProps {
  /** The scope's tenant names by id. */
  names: ReadonlyMap<string, string>;
  /** The grid's filters, to read the filter in force from the URL as the grid does. */
  filters: readonly FilterDefinition[];
}

/** A count as the grid's counts show it: exact, or "about" when the API estimated it past its cap. */
export function tenantCountText(count: number, approximate: boolean): string {
  return approximate ? `about ${formatNumber(count, 0)}` : formatNumber(count, 0);
}

/**
 * Over All tenants, beside the grid's counts: the incidents matching the grid's filter and search in each tenant of
 * the scope (GET /incidents/tenant-counts, the listing's capped-count rule), zero included.
 */
export function TenantCounts({ names, filters }: TenantCountsProps) {
  const [params] = useSearchParams();
  const query = useMemo(() => {
    const view = fromSearchParams(params, { filters, sortableColumns: INCIDENT_LIST_RESOURCE.sort });
    return toQuery({ filters: view.filters, search: view.search });
  }, [params, filters]);
  const { data } = useApiQuery('/incidents/tenant-counts', { query });
  if (!data) return null;
  return (
    <Flex gap={12} wrap aria-label="Incidents per tenant" role="list">
      {data.tenants.map((row) => (
        <Typography.Text key={row.tenantId} type="secondary" role="listitem">
          {names.get(row.tenantId) ?? row.tenantId}: <strong>{tenantCountText(row.count, row.approximate)}</strong>
        </Typography.Text>
      ))}
    </Flex>
  );
}
