import { createResourceKeys } from 'shared-ui';

const listResource = createResourceKeys('lists');

/**
 * SWR keys of one list's item pages (SWR Infinite, which the drawer reloads itself after a write), under the lists'
 * prefix; the lists themselves are useApiQuery's.
 */
export const listKeys = {
  /** Every page of one list's items, whatever the search. */
  detail: (tenantId: string, id: string) => [...listResource.all(tenantId), 'detail', id] as const,
  /** One page of one list's items matching a search (null cursor for page one). */
  itemPage: (tenantId: string, id: string, search: string, nextToken: string | null) =>
    [...listKeys.detail(tenantId, id), search, nextToken] as const,
};
