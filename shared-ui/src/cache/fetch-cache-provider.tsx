import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { FetchCache } from './fetch-cache';
import type { FetchCacheOptions } from './fetch-cache';
import { createSwrConfig } from './swr-config';

/** Props of the fetch-cache provider. */
export interface FetchCacheProviderProps {
  /** The subtree whose SWR hooks share the cache. */
  children: ReactNode;
  /** Cache options, for tests; SPEC §9's by default. */
  options?: FetchCacheOptions;
}

/** Gives its subtree the console's SWR options over one fetch cache, swept every 5 minutes while mounted. */
export function FetchCacheProvider({ children, options }: FetchCacheProviderProps) {
  const [cache] = useState(() => new FetchCache(options));
  const [config] = useState(() => createSwrConfig(cache));
  useEffect(() => cache.startSweeping(), [cache]);
  return <SWRConfig value={config}>{children}</SWRConfig>;
}
