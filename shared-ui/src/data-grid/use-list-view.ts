import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { fromSearchParams, listParamNames, toSearchParams } from 'shared-contracts';
import type { FilterValue, ListView, ListViewOptions, SortOrder } from 'shared-contracts';

/** A grid's view held in the URL, and the ways to change it. */
export interface ListViewState {
  /** Sort, search and filters read from the URL. */
  view: ListView;
  /** Sets one filter; undefined (or an empty value) removes it. */
  setFilter: (key: string, value: FilterValue | undefined) => void;
  /** Sets the search text (replacing the history entry, so typing does not flood Back). */
  setSearch: (search: string) => void;
  /** Sets the sort; no column means the grid's default. */
  setSort: (column: string | undefined, order?: SortOrder) => void;
  /** Removes every filter and the search. */
  clearAll: () => void;
}

/**
 * Keeps a grid's sort, search and filters in the URL search params (so a view can be shared and survives a reload).
 * Parameters the grid does not own are left untouched; unknown or malformed ones are ignored on reading.
 */
export function useListView(options: ListViewOptions): ListViewState {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => fromSearchParams(params, options), [params, options]);

  const write = useCallback(
    (change: (current: ListView) => ListView, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of listParamNames(options)) next.delete(name);
          for (const [name, value] of toSearchParams(change(fromSearchParams(current, options)), options)) {
            next.append(name, value);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams, options],
  );

  const setFilter = useCallback(
    (key: string, value: FilterValue | undefined) =>
      write((current) => {
        const others = Object.entries(current.filters).filter(([name]) => name !== key);
        return { ...current, filters: Object.fromEntries(value ? [...others, [key, value]] : others) };
      }),
    [write],
  );
  const setSearch = useCallback((search: string) => write((current) => ({ ...current, search }), true), [write]);
  const setSort = useCallback(
    (column: string | undefined, order?: SortOrder) =>
      write((current) => ({ ...current, sortColumn: column, sortOrder: column ? (order ?? 'desc') : undefined })),
    [write],
  );
  const clearAll = useCallback(() => write((current) => ({ ...current, search: '', filters: {} })), [write]);

  return { view, setFilter, setSearch, setSort, clearAll };
}
