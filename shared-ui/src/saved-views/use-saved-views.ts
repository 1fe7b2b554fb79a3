import { useCallback } from 'react';
import { savedViewId } from 'shared-contracts';
import type { SavedFilter, SavedFilterGrid } from 'shared-contracts';
import { useApiMutation, useApiQuery } from '../cache/use-api-query';

/** What a save sends: a name, the view's query, and whether colleagues see it. */
export interface SavedViewInput {
  name: string;
  query: Record<string, string[]>;
  shared: boolean;
}

/** A save reloads the saved views (GET /filters) of the tenant. */
const SAVE_RELOADS = { revalidates: ['/filters'] } as const;

/** A grid's saved views (GET /filters?grid=: the caller's and those colleagues shared) and a save (PUT /filters/{filterID}). */
export function useSavedViews(grid: SavedFilterGrid) {
  const { data, error, isLoading } = useApiQuery('/filters', { query: { grid } }, { revalidateOnFocus: false });
  const put = useApiMutation('put', '/filters/{filterID}', SAVE_RELOADS);
  const save = useCallback(
    (input: SavedViewInput): Promise<SavedFilter> =>
      put(
        { path: { filterID: savedViewId(input.name) } },
        { name: input.name, grid, query: input.query, shared: input.shared },
      ),
    [put, grid],
  );
  return { views: data?.filters ?? [], error, isLoading, save };
}
