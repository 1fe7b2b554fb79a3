import { useMemo } from 'react';
import { clampCutoff, matchingQuery, readCounts, toQuery } from 'shared-contracts';
import type { CountKeys, CountPath, ListCounts, ListQuery } from 'shared-contracts';
import useSWR from 'swr';
import { createResourceKeys } from '../cache/resource-keys';
import { useShell } from '../shell';

/** What a count reads. */
export interface ServerCountOptions {
  /** The count route, such as '/incidents/count'. */
  path: CountPath;
  /** Names of the counts in the answer. */
  countKeys: CountKeys;
  /** The list's query; only search, cutoff and filters are sent. */
  query: ListQuery;
  /** Set false to hold the call. */
  enabled?: boolean;
}

/** The counts of a filter. */
export interface ServerCount {
  /** Total and filtered counts, once loaded. */
  counts: ListCounts | undefined;
  /** The call is in flight with nothing to show yet. */
  isLoading: boolean;
  /** The error of the last call, if it failed. */
  error: unknown;
  /** Calls it again. */
  retry: () => void;
}

/** Total and filtered counts of a list's filter, keyed by the resource's key factory (`count`). */
export function useServerCount(options: ServerCountOptions): ServerCount {
  const { api, tenant } = useShell();
  const { path, countKeys, enabled = true } = options;
  // Sorting and paging do not change a count, so they stay out of its key and its call.
  const cutoff = useMemo(
    () => (options.query.cutoff ? clampCutoff(options.query.cutoff) : undefined),
    [options.query.cutoff],
  );
  const query = matchingQuery({ ...options.query, cutoff });
  const { data, error, isLoading, mutate } = useSWR(
    enabled ? createResourceKeys(path.slice(1, -'/count'.length)).count(tenant.id, query) : null,
    async ([, , , , countQuery]) => readCounts(await api.getListing(path, toQuery(countQuery)), countKeys),
  );
  return { counts: data, isLoading, error, retry: () => void mutate() };
}
