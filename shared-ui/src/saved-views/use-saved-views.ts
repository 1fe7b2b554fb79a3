import { useCallback } from 'react';
import { savedViewId } from 'shared-contracts';
import type { SavedFilter, SavedFilterGrid } from 'shared-contracts';
import useSWR from 'swr';
import { useApi, useShell } from '../shell';

/** SWR key of a grid's saved views, under the tenant. */
export const savedViewKey = (tenantId: string, grid: SavedFilterGrid) =>
  ['tenants', tenantId, 'saved-filters', grid] as const;

/** What a save sends: a name, the view's query, and whether colleagues see it. */
export interface SavedViewInput {
  name: string;
  query: Record<string, string[]>;
  shared: boolean;
}

/** A grid's saved views (GET /filters?grid=: the caller's and those colleagues shared) and a save (PUT /filters/{filterID}). */
export function useSavedViews(grid: SavedFilterGrid) {
  const { tenant } = useShell();
  const api = useApi();
  const key = savedViewKey(tenant.id, grid);
  const { data, error, isLoading, mutate } = useSWR(
    key,
    async () => (await api.get('/filters', { query: { grid } })).filters,
    {
      revalidateOnFocus: false,
    },
  );
  const save = useCallback(
    async (input: SavedViewInput): Promise<SavedFilter> => {
      const body = { name: input.name, grid, query: input.query, shared: input.shared };
      const saved = await api.put('/filters/{filterID}', body, { path: { filterID: savedViewId(input.name) } });
      await mutate();
      return saved;
    },
    [api, grid, mutate],
  );
  return { views: data ?? [], error, isLoading, save };
}
