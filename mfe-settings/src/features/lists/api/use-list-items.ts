import { useCallback, useMemo } from 'react';
import type { ListDetail } from 'shared-contracts';
import { useApi, useShell } from 'shared-ui';
import useSWRInfinite from 'swr/infinite';
import { listKeys } from './list-keys';

/** One list and its items, paged on the server (100 a page, by value) and searched there; null id loads nothing. */
export function useListItems(id: string | null, search: string) {
  const api = useApi();
  const { tenant } = useShell();
  const text = search.trim();
  const getKey = (index: number, previous: ListDetail | null) => {
    if (!id) return null;
    if (index === 0) return listKeys.itemPage(tenant.id, id, text, null);
    return previous?.nextToken ? listKeys.itemPage(tenant.id, id, text, previous.nextToken) : null;
  };
  const fetchPage = ([, , , , listId, searchText, nextToken]: ReturnType<typeof listKeys.itemPage>) =>
    api.get('/lists/{id}', {
      path: { id: listId },
      query: { ...(searchText && { search: searchText }), ...(nextToken && { nextToken }) },
    });
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite(getKey, fetchPage, {
    revalidateOnFocus: false,
  });
  const pages = useMemo(() => data ?? [], [data]);
  const items = useMemo(() => pages.flatMap((page) => page.items), [pages]);
  const last = pages.at(-1);
  const hasMore = Boolean(last?.nextToken);
  const loadMore = useCallback(() => {
    if (hasMore && size === pages.length) void setSize(size + 1);
  }, [hasMore, size, pages.length, setSize]);
  const reload = useCallback(async () => {
    await mutate();
  }, [mutate]);
  return {
    list: pages[0]?.list,
    items,
    matchingItems: last?.matchingItems,
    error,
    isLoading,
    isLoadingMore: isValidating && size > pages.length,
    hasMore,
    loadMore,
    reload,
  };
}
