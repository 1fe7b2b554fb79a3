import { createResourceKeys } from 'shared-ui';

const listResource = createResourceKeys('lists');

/** SWR keys of the Lists page: the kit's factory for the grid, and one list's item pages under it. */
export const listKeys = {
  ...listResource,
  /** Every page of one list's items, whatever the search. */
  detail: (tenantId: string, id: string) => [...listResource.all(tenantId), 'detail', id] as const,
  /** One page of one list's items matching a search (null cursor for page one). */
  itemPage: (tenantId: string, id: string, search: string, nextToken: string | null) =>
    [...listKeys.detail(tenantId, id), search, nextToken] as const,
};
