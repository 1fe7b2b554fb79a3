/** Query parameters of the detail route beside the grid's own (filters, sort and search stay in the URL). */
const DETAIL_PARAMS = ['created', 'policyType'] as const;

/** The search string of an incident's detail: the grid's parameters plus its created and policyType. */
export function detailSearch(current: string, incident: { created: string; policyType: string }): string {
  const params = new URLSearchParams(current);
  params.set('created', incident.created);
  params.set('policyType', incident.policyType);
  return `?${params.toString()}`;
}

/** The search string of the grid once the detail closes: its parameters without the detail's. */
export function gridSearch(current: string): string {
  const params = new URLSearchParams(current);
  for (const name of DETAIL_PARAMS) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}
