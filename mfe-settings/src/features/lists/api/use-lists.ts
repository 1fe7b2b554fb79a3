import type { ListEntityType } from 'shared-contracts';
import { useApiQuery } from 'shared-ui';

/** The tenant's lists of one entity type (all when absent) matching a search in name or description. */
export function useLists(entityType: ListEntityType | undefined, search: string) {
  const text = search.trim();
  return useApiQuery('/lists', { query: { ...(entityType && { entityType }), ...(text && { search: text }) } });
}
