import { useCallback, useMemo, useState } from 'react';
import { clampCutoff, readListPage, toQuery } from 'shared-contracts';
import type { ListItemOf, ListPageData, ListPath, ListQuery } from 'shared-contracts';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { createResourceKeys } from '../cache/resource-keys';
import { useShell } from '../shell';

/** What a server list reads. */
export interface ServerListOptions<P extends ListPath = ListPath> {
  /** The list route, such as '/incidents'; its answer type is the contract's. */
  path: P;
  /** Name of the items array in the answer, such as 'incidents'. */
  itemsKey: string;
  /** Page size, sort, search, cutoff and filters; the cursor is added page by page. */
  query: Omit<ListQuery, 'nextToken'>;
  /** Set false to hold the calls (the key is null). */
  enabled?: boolean;
  /**
   * What the rows are of beyond the query, such as a tab's fixed filters: while a new query loads, the earlier rows
   * stay (dimmed) only within the same path, tenant and scope, so a new tab never shows the last tab's rows.
   */
  scope?: string;
}

/** The loaded pages of a server list and what can be done with them. */
export interface ServerList<TItem> {
  /** Rows of every loaded page, in order. */
  items: readonly TItem[];
  /** The first page is loading. */
  isLoading: boolean;
  /** The items are an earlier query's, kept (to be shown dimmed) while the first page of the new one loads. */
  isStale?: boolean;
  /** A further page is loading. */
  isLoadingMore: boolean;
  /** The last loaded page has a next cursor. */
  hasMore: boolean;
  /** The error of the last call, if it failed. */
  error: unknown;
  /** Pages loaded (or being loaded). */
  pageCount: number;
  /** Loads the next page, unless one is loading, the list is exhausted or it failed. */
  loadMore: () => void;
  /** Calls the failed or stale pages again. */
  retry: () => void;
}

// The list as a whole under a plain key: SWR's key-filter mutate skips SWR Infinite's own keys, so this key is how
// useRevalidateLists reaches a mounted list. It never loads by itself; a mutate of it revalidates the loaded pages.
// Its fallback value keeps SWR from loading it on a key change too (SWR loads a key change that has no data).
const LIST_HANDLE_CONFIG = {
  fallbackData: null,
  revalidateOnMount: false,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  dedupingInterval: 0,
};

/**
 * A server-paged list over SWR Infinite: each page is keyed by the resource's key factory (`page`: the list's query
 * and the previous page's nextToken); the cutoff is clamped to now. Changing the query starts again at page one.
 * Only loaded pages are held, so a million-row list costs what the analyst has scrolled through.
 */
export function useServerList<P extends ListPath, TItem = ListItemOf<P>>(
  options: ServerListOptions<P>,
): ServerList<TItem> {
  const { api, tenant } = useShell();
  const { path, itemsKey, enabled = true } = options;
  const scope = `${path} ${options.scope ?? ''}`;
  // Clamped once per cutoff value: clamping on every render would move a future cutoff, and the key, each time.
  const cutoff = useMemo(
    () => (options.query.cutoff ? clampCutoff(options.query.cutoff) : undefined),
    [options.query.cutoff],
  );
  const query = { ...options.query, cutoff };
  const keys = createResourceKeys(path.slice(1));

  const getKey = (index: number, previous: ListPageData<TItem> | null) => {
    if (!enabled) return null;
    if (index === 0) return keys.page(tenant.id, query, null);
    if (!previous?.nextToken) return null;
    return keys.page(tenant.id, query, previous.nextToken);
  };
  const fetchPage = async ([, , , , pageQuery, , nextToken]: ReturnType<typeof keys.page>) =>
    readListPage<TItem>(
      await api.getListing(path, toQuery(nextToken ? { ...pageQuery, nextToken } : pageQuery)),
      itemsKey,
    );

  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite(getKey, fetchPage, {
    revalidateFirstPage: false,
    revalidateOnFocus: false,
  });
  const revalidatePages = async () => {
    await mutate();
    return null;
  };
  useSWR(enabled ? keys.list(tenant.id, query) : null, revalidatePages, LIST_HANDLE_CONFIG);

  const pages = data ?? [];
  const items = useMemo(() => (data ?? []).flatMap((page) => page.items), [data]);
  // A filter or sort change keeps the rows on screen (dimmed by the grid) until the new ones come, so the grid does
  // not blank; never another tenant's rows, nor another list's or tab's (scope).
  const [shown, setShown] = useState({ tenantId: tenant.id, scope, items });
  if (data && (shown.items !== items || shown.scope !== scope)) setShown({ tenantId: tenant.id, scope, items });
  const previous =
    !data && isLoading && shown.tenantId === tenant.id && shown.scope === scope && shown.items.length > 0
      ? shown.items
      : undefined;
  const last = pages[pages.length - 1];
  const hasMore = Boolean(last?.nextToken);
  const isLoadingMore = !isLoading && isValidating && size > pages.length;

  const loadMore = useCallback(() => {
    if (!hasMore || isLoadingMore || error || size > pages.length) return;
    void setSize(pages.length + 1);
  }, [hasMore, isLoadingMore, error, size, pages.length, setSize]);
  const retry = useCallback(() => void mutate(), [mutate]);

  return {
    items: previous ?? items,
    isLoading,
    isStale: previous !== undefined,
    isLoadingMore,
    hasMore: previous ? false : hasMore,
    error,
    pageCount: size,
    loadMore,
    retry,
  };
}
