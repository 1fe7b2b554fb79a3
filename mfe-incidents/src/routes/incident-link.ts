import { withSearchParams, withoutSearchParams } from 'shared-contracts';

/**
 * Query parameters of the detail route beside the grid's own (filters, sort and search stay in the URL); `tenantId`
 * over All tenants, the incident's own tenant, whose context the detail opens in (issue 31).
 */
const DETAIL_PARAMS = ['created', 'policyType', 'tenantId'] as const;

/** The search string of an incident's detail: the grid's parameters plus its created, policyType and tenant. */
export function detailSearch(
  current: string,
  incident: { created: string; policyType: string },
  tenantId?: string,
): string {
  return withSearchParams(current, {
    created: incident.created,
    policyType: incident.policyType,
    ...(tenantId === undefined ? {} : { tenantId }),
  });
}

/** The search string of the grid once the detail closes: its parameters without the detail's. */
export function gridSearch(current: string): string {
  return withoutSearchParams(current, DETAIL_PARAMS);
}
