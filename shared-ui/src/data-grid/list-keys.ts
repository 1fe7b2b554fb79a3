import type { ListQuery } from 'shared-contracts';

/** SWR keys of the server-paged grids; every key starts with the tenant (STYLE: switching tenant never shows another's cache). */
export const serverListKeys = {
  /** Everything cached for one resource of one tenant. */
  all: (tenantId: string, resource: string) => ['tenants', tenantId, resource] as const,
  /** One page of a list call; the query carries the page's nextToken. */
  list: (tenantId: string, resource: string, query: ListQuery) =>
    [...serverListKeys.all(tenantId, resource), 'list', query] as const,
  /** The count call of a filter. */
  count: (tenantId: string, resource: string, query: ListQuery) =>
    [...serverListKeys.all(tenantId, resource), 'count', query] as const,
};
