import type { FilterValues, ListEntityType } from 'shared-contracts';
import { useApi, useShell } from 'shared-ui';
import useSWR from 'swr';
import { listKeys } from './list-keys';

/** The tenant's lists of one entity type (all when absent) matching a search in name or description. */
export function useLists(entityType: ListEntityType | undefined, search: string) {
  const api = useApi();
  const { tenant } = useShell();
  const text = search.trim();
  const query = { ...(entityType && { entityType }), ...(text && { search: text }) };
  const filters: FilterValues = entityType ? { entityType: { kind: 'options' as const, values: [entityType] } } : {};
  return useSWR(listKeys.list(tenant.id, { search: text, filters }), () => api.get('/lists', { query }));
}
