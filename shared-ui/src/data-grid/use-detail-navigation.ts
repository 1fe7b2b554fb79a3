import { useCallback, useEffect, useRef, useState } from 'react';

/** The rows a grid has loaded, in its order, and how to load more: what a detail panel's Previous and Next walk. */
export interface LoadedRows<TItem> {
  /** Row ids, in the grid's order. */
  ids: readonly string[];
  /** The rows, in the same order. */
  items: readonly TItem[];
  /** More rows can be loaded. */
  hasMore: boolean;
  /** The next page is loading. */
  isLoadingMore: boolean;
  /** Loads the next page. */
  loadMore: () => void;
}

/** What a server list page takes to mark the open item's row and to tell the page its loaded rows. */
export interface GridNavigationProps<TItem> {
  /** The row of the item the detail panel shows; focus returns to it when the panel closes. */
  activeRowId?: string;
  /** Called with the loaded rows whenever they change. */
  onLoadedRowsChange?: (rows: LoadedRows<TItem>) => void;
}

/** What a detail panel's Previous and Next buttons take (DetailPager). */
export interface DetailPagerActions {
  /** Opens the previous loaded item; absent at the first one. */
  onPrevious?: () => void;
  /** Opens the next item, loading the next page at the end of the loaded rows; absent at the very end. */
  onNext?: () => void;
  /** The next page is loading for Next. */
  loadingNext: boolean;
}

/** The grid's and the panel's sides of a detail panel's navigation. */
export interface DetailNavigation<TItem> {
  /** Spread on the ServerListPage. */
  grid: GridNavigationProps<TItem> & { onLoadedRowsChange: (rows: LoadedRows<TItem>) => void };
  /** Spread on the panel's DetailPager. */
  pager: DetailPagerActions;
}

/**
 * Previous and next inside a detail panel, in the grid's order: the page gives the id of the row shown (from its
 * URL) and how it opens an item, spreads `grid` on its ServerListPage and `pager` on the panel's DetailPager. At the
 * end of the loaded rows, Next loads the next page and opens its first row.
 */
export function useDetailNavigation<TItem>(
  activeRowId: string | undefined,
  open: (item: TItem) => void,
): DetailNavigation<TItem> {
  const [rows, setRows] = useState<LoadedRows<TItem> | undefined>(undefined);
  // The row Next was pressed on while the next page loaded.
  const [waitingAfter, setWaitingAfter] = useState<string | undefined>(undefined);
  const onLoadedRowsChange = useCallback((next: LoadedRows<TItem>) => setRows(next), []);

  const index = activeRowId && rows ? rows.ids.indexOf(activeRowId) : -1;
  // The rows as they were while the open item was among them: a change can take it out of the grid's filter (and the
  // grid reloads), and previous and next are then its old neighbours still loaded.
  const anchor = useRef<{ id: string; ids: readonly string[] } | undefined>(undefined);
  useEffect(() => {
    if (activeRowId && rows && index >= 0) anchor.current = { id: activeRowId, ids: rows.ids };
  }, [activeRowId, rows, index]);
  const neighbours = (): [TItem | undefined, TItem | undefined, boolean] => {
    if (!rows || !activeRowId) return [undefined, undefined, false];
    if (index >= 0) return [rows.items[index - 1], rows.items[index + 1], true];
    const known = anchor.current?.id === activeRowId ? anchor.current.ids : undefined;
    const at = known ? known.indexOf(activeRowId) : -1;
    if (!known || at < 0) return [undefined, undefined, false];
    const loaded = (id: string) => rows.ids.indexOf(id);
    const before = known.slice(0, at).findLast((id) => loaded(id) >= 0);
    const after = known.slice(at + 1).find((id) => loaded(id) >= 0);
    return [
      before === undefined ? undefined : rows.items[loaded(before)],
      after === undefined ? undefined : rows.items[loaded(after)],
      true,
    ];
  };
  const [previousItem, nextItem, placed] = neighbours();
  const canLoadMore = rows !== undefined && placed && nextItem === undefined && rows.hasMore;
  const waiting = waitingAfter !== undefined && waitingAfter === activeRowId;

  // Once the page Next waited for has loaded, open its first row.
  const opened = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!waiting || !nextItem || opened.current === waitingAfter) return;
    opened.current = waitingAfter;
    open(nextItem);
  }, [waiting, waitingAfter, nextItem, open]);

  const onNext = nextItem
    ? () => open(nextItem)
    : canLoadMore
      ? () => {
          opened.current = undefined;
          setWaitingAfter(activeRowId);
          if (!rows.isLoadingMore) rows.loadMore();
        }
      : undefined;
  return {
    grid: { activeRowId, onLoadedRowsChange },
    pager: {
      onPrevious: previousItem ? () => open(previousItem) : undefined,
      onNext,
      loadingNext: waiting && (rows?.isLoadingMore ?? false),
    },
  };
}
