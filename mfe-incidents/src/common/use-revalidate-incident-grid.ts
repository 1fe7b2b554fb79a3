import { useCallback } from 'react';
import { useShell } from 'shared-ui';
import { useSWRConfig } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import { isIncidentGridKey } from './incident-keys';

interface CacheState {
  _k?: unknown;
}

/**
 * Answers a function that reloads the incident grid and its counts after a write. The grid pages live in SWR Infinite,
 * which a key filter cannot reach, so the loaded pages are dropped from the cache and each list (found by its first
 * page's key) is revalidated: the rows on screen stay until the fresh ones arrive, and the scroll position is kept.
 */
export function useRevalidateIncidentGrid(): () => Promise<void> {
  const { tenant } = useShell();
  const { cache, mutate } = useSWRConfig();
  return useCallback(async () => {
    const lists = new Set<string>();
    for (const key of Array.from(cache.keys())) {
      const pageKey = (cache.get(key) as CacheState | undefined)?._k;
      if (!isIncidentGridKey(pageKey, tenant.id, 'list')) continue;
      cache.delete(key);
      const query = pageKey[4] as { nextToken?: string } | undefined;
      if (!query?.nextToken) lists.add(unstable_serialize(() => pageKey));
    }
    await Promise.all([
      ...Array.from(lists, (list) => mutate(list)),
      mutate((key) => isIncidentGridKey(key, tenant.id, 'count')),
    ]);
  }, [cache, mutate, tenant.id]);
}
