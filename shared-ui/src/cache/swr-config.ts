import { useEffect, useMemo } from 'react';
import { FETCH_CACHE_FRESH_MS } from 'shared-contracts';
import { unstable_serialize } from 'swr';
import type { Middleware, SWRConfiguration } from 'swr';
import type { FetchCache } from './fetch-cache';

/**
 * SWR options of the console. Data younger than 5 s is served without a request (deduping interval, counted
 * from the end of the last request); older data is shown while it revalidates. Focus revalidation is throttled
 * to the same 5 s.
 */
export const swrConfig = {
  dedupingInterval: FETCH_CACHE_FRESH_MS,
  focusThrottleInterval: FETCH_CACHE_FRESH_MS,
  revalidateOnFocus: true,
  revalidateIfStale: true,
  keepPreviousData: false,
} as const satisfies SWRConfiguration;

/** SWR middleware that drops an aged-out entry when a hook mounts on it and retains the entry while mounted. */
export function fetchCacheMiddleware(cache: FetchCache): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const serialized = unstable_serialize(key);
    // Runs before SWR reads the cache for this key; dropping is idempotent, so a repeated render is harmless.
    useMemo(() => serialized !== '' && cache.dropIfExpired(serialized), [serialized]);
    useEffect(() => (serialized === '' ? undefined : cache.retain(serialized)), [serialized]);
    return useSWRNext(key, fetcher, config);
  };
}

/** An SWR configuration bound to one fetch cache: the console's options, the cache as provider and its middleware. */
export function createSwrConfig(cache: FetchCache): SWRConfiguration {
  return { ...swrConfig, provider: () => cache, use: [fetchCacheMiddleware(cache)] };
}
