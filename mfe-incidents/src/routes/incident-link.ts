import { withSearchParams, withoutSearchParams } from 'shared-contracts';

/** Query parameters of the detail route beside the grid's own (filters, sort and search stay in the URL). */
const DETAIL_PARAMS = ['created', 'policyType'] as const;

/** The search string of an incident's detail: the grid's parameters plus its created and policyType. */
export function detailSearch(current: string, incident: { created: string; policyType: string }): string {
  return withSearchParams(current, { created: incident.created, policyType: incident.policyType });
}

/** The search string of the grid once the detail closes: its parameters without the detail's. */
export function gridSearch(current: string): string {
  return withoutSearchParams(current, DETAIL_PARAMS);
}
