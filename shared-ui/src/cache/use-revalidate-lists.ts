import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useShell } from '../shell/shell-provider';
import { hasKeyPrefix } from './resource-keys';
import type { ResourceKeys } from './resource-keys';

/**
 * Answers a function that reloads every list and count of a resource in the active tenant after a write, through
 * SWR's `mutate` with a key filter on the factory's prefixes. The rows on screen stay until the fresh ones arrive.
 */
export function useRevalidateLists(keys: Pick<ResourceKeys, 'lists' | 'counts'>): () => Promise<void> {
  const { tenant } = useShell();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const lists = keys.lists(tenant.id);
    const counts = keys.counts(tenant.id);
    await mutate((key) => hasKeyPrefix(key, lists) || hasKeyPrefix(key, counts));
  }, [keys, mutate, tenant.id]);
}
