import type { ListQuery } from 'shared-contracts';

/**
 * The SWR keys of one API resource (STYLE: every key starts with the tenant, so switching tenant never shows another
 * tenant's cache). A remote spreads it into its own factory and adds its detail keys under `all`.
 */
export function createResourceKeys<TResource extends string>(resource: TResource) {
  const all = (tenantId: string) => ['tenants', tenantId, resource] as const;
  const lists = (tenantId: string) => [...all(tenantId), 'list'] as const;
  const counts = (tenantId: string) => [...all(tenantId), 'count'] as const;
  return {
    /** Path segment of the resource, such as 'incidents'. */
    resource,
    /** Everything cached for the resource in one tenant. */
    all,
    /** Prefix of every list of the resource. */
    lists,
    /** One list as a whole (its query has no cursor). */
    list: (tenantId: string, query: ListQuery) => [...lists(tenantId), query] as const,
    /** One page of a list: the list's query and the cursor of the page (null for page one). */
    page: (tenantId: string, query: ListQuery, nextToken: string | null) =>
      [...lists(tenantId), query, 'page', nextToken] as const,
    /** Prefix of every count of the resource. */
    counts,
    /** The counts of one filter. */
    count: (tenantId: string, query: ListQuery) => [...counts(tenantId), query] as const,
  };
}

/** The key factory of one resource. */
export type ResourceKeys<TResource extends string = string> = ReturnType<typeof createResourceKeys<TResource>>;

/** Whether an SWR key (its original array form) starts with the given parts. */
export function hasKeyPrefix(key: unknown, prefix: readonly unknown[]): boolean {
  return Array.isArray(key) && key.length >= prefix.length && prefix.every((part, index) => key[index] === part);
}
