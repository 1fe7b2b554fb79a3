import EllipsisOutlined from '@ant-design/icons/es/icons/EllipsisOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { Popover } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { isFiltered, matchingQuery } from 'shared-contracts';
import type {
  CountKeys,
  FilterDefinition,
  ListResourceName,
  FilterValues,
  ListQuery,
  ListViewOptions,
  SavedFilterGrid,
  SortOrder,
} from 'shared-contracts';
import { Button } from '../components/button';
import { SavedViewsMenu } from '../saved-views/saved-views-menu';
import type { QuickFilter } from '../saved-views/saved-views-menu';
import { ColumnChooser } from './column-chooser';
import { CountsHeader } from './counts-header';
import { DataGrid } from './data-grid';
import type { DataGridColumn } from './data-grid';
import { ExportButton } from './export-button';
import { FilterBar } from './filter-bar';
import { NO_SELECTION, rowIdOf } from './grid-selection';
import type { GridSelection, RowKey } from './grid-selection';
import { isColumnShown, useGridPreferences } from './grid-preferences';
import { SelectionBanner } from './selection-banner';
import { SkipToResults } from './skip-to-results';
import { useListCutoff } from './use-list-cutoff';
import { useListView } from './use-list-view';
import { useServerCount } from './use-server-count';
import { useServerList } from './use-server-list';
import type { GridNavigationProps } from './use-detail-navigation';

/** The rows a list's filter matches: the filtering query (search, cutoff, filters) and their count once known. */
export interface MatchingRows {
  /** Search, cutoff and filters: what a count, an export or an "all matching" batch takes. */
  query: ListQuery;
  /** How many rows match, once counted. */
  count: number | undefined;
}

/** Props of a server list page: what a remote declares. */
export interface ServerListPageProps<
  TItem,
  Sort extends string = string,
  FilterKey extends string = string,
> extends GridNavigationProps<TItem> {
  /** Path segment of the list, count and export calls, such as 'incidents'. */
  resource: ListResourceName;
  /** Name of the items array in a list answer. */
  itemsKey: string;
  /** Names of the counts in a count answer. */
  countKeys: CountKeys;
  /** Columns; sortable ones (of the resource's sort union) sort on the server. */
  columns: readonly DataGridColumn<TItem, Sort>[];
  /** Filters of the bar, labelled with SPEC's names. */
  filters: readonly FilterDefinition<FilterKey>[];
  /** How a row's id is read. */
  rowKey: RowKey<TItem>;
  /** Sort when the URL has none; Created descending by default. */
  defaultSort?: { column: Sort; order: SortOrder };
  /** Rows per page; 100 by default (SPEC §9). */
  pageSize?: number;
  /** Filters the page always applies, kept out of the URL and the bar (such as an egress tab's verdict). */
  fixedFilters?: FilterValues;
  /** Plural noun of the rows; the resource with spaces by default. */
  noun?: string;
  /** Opens a row. */
  onRowClick?: (item: TItem) => void;
  /** Bulk actions; rows become selectable when given. */
  bulkActions?: (selection: GridSelection, clearSelection: () => void) => ReactNode;
  /** Actions on every row matching the filter (such as a bulk change), shown beside the counts. */
  matchingActions?: (matching: MatchingRows) => ReactNode;
  /** Shows the export button (true by default). */
  exportable?: boolean;
  /** Height of the grid's scrolling body. */
  height?: number;
  /** Keys of the 3 or 4 filters the bar shows; the others open from "More filters". Every filter shows when absent. */
  mainFilters?: readonly NoInfer<FilterKey>[];
  /** Offers saved views (GET and PUT /filters) for this grid, and `quickFilters`, from a "Saved views" menu. */
  savedViews?: SavedFilterGrid;
  /** Ready-made views of the grid, such as "My open". */
  quickFilters?: readonly QuickFilter[];
  /**
   * The page's own controls (such as a mode switch or a status line), first in the filter bar's row rather than in a
   * row of their own above it, so the grid starts higher. Given a function, it is told whether the bar is compact.
   * With them, a narrow bar keeps one row: the filters wait under "More filters" and the tools under "Grid tools".
   */
  pageControls?: ReactNode | ((compact: boolean) => ReactNode);
  /** The page's own tools (such as a settings button), among the grid's tools at the end of the row. */
  pageTools?: ReactNode;
}

/** Below this width (1024 px screens) a bar with page controls is compact, so it keeps one row. */
const COMPACT_BAR_WIDTH = 1200;

/** Whether an element is narrower than `width`, followed as it resizes. */
function useNarrowerThan(width: number) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    if (!element) return undefined;
    // Not laid out (width 0, as in tests) counts as wide.
    const measure = () => {
      const { width: shown } = element.getBoundingClientRect();
      setNarrow(shown > 0 && shown < width);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, width]);
  return { ref: setElement, narrow };
}

const CREATED_DESC = { column: 'created', order: 'desc' } as const;

/**
 * A whole server-paged list screen: filter bar (with search, counts and export), selection banner and grid, wired to
 * the URL (filters, sort, search), to a cutoff taken on entry, and to the list and count calls.
 */
export function ServerListPage<TItem extends object, Sort extends string = string, FilterKey extends string = string>(
  props: ServerListPageProps<TItem, Sort, FilterKey>,
) {
  const { resource, itemsKey, countKeys, columns, filters, rowKey, pageSize = 100, fixedFilters } = props;
  const defaultSort = props.defaultSort ?? CREATED_DESC;
  const noun = props.noun ?? resource.replace(/-/g, ' ');
  const sortable = useMemo(() => columns.filter((c) => c.sortable).map((c) => c.key), [columns]);
  const viewOptions = useMemo<ListViewOptions>(
    () => ({ filters, sortableColumns: sortable, defaultSort }),
    // defaultSort is compared by value so an inline object does not re-parse the URL each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filters, sortable, defaultSort.column, defaultSort.order],
  );
  const { view, setFilter, setSearch, setSort, clearAll } = useListView(viewOptions);
  const { cutoff, resetCutoff } = useListCutoff();
  const sort = { column: view.sortColumn ?? defaultSort.column, order: view.sortOrder ?? defaultSort.order };

  const query: ListQuery = {
    pageSize,
    sortColumn: sort.column,
    sortOrder: sort.order,
    search: view.search,
    cutoff,
    filters: { ...view.filters, ...fixedFilters },
  };
  // A tab's fixed filters are its scope: switching tabs shows the skeleton, never the last tab's rows dimmed.
  const scope = JSON.stringify(fixedFilters ?? {});
  const list = useServerList<`/${ListResourceName}`, TItem>({ path: `/${resource}`, itemsKey, query, scope });
  const count = useServerCount({ path: `/${resource}/count`, countKeys, query });
  const matching = matchingQuery(query);
  const filtered = isFiltered({ search: view.search, filters: view.filters });

  // A selection belongs to the filter it was made under; changing the filter drops it.
  const matchingKey = JSON.stringify(matching);
  const [held, setHeld] = useState<{ key: string; selection: GridSelection }>({
    key: matchingKey,
    selection: NO_SELECTION,
  });
  const selection = held.key === matchingKey ? held.selection : NO_SELECTION;
  const setSelection = (next: GridSelection) => setHeld({ key: matchingKey, selection: next });
  const selectable = props.bulkActions !== undefined;
  const loadedIds = useMemo(() => list.items.map((item) => rowIdOf(rowKey, item)), [list.items, rowKey]);
  // The loaded rows in the grid's order, for a detail panel's previous and next (useDetailNavigation).
  const { onLoadedRowsChange } = props;
  const { items, hasMore, isLoadingMore, loadMore } = list;
  useEffect(() => {
    onLoadedRowsChange?.({ ids: loadedIds, items, hasMore, isLoadingMore, loadMore });
  }, [onLoadedRowsChange, loadedIds, items, hasMore, isLoadingMore, loadMore]);

  const bar = useNarrowerThan(COMPACT_BAR_WIDTH);
  const resultsId = `console-results-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  // The user's columns (shown, widths) and row height for this grid.
  const gridPreferences = useGridPreferences(resource);
  const { preferences, setWidth } = gridPreferences;
  const shownColumns = useMemo(() => {
    const shown = columns
      .filter((column) => isColumnShown(column, preferences))
      .map((column) => ({ ...column, width: preferences.widths[column.key] ?? column.width }));
    return shown.length > 0 ? shown : columns;
  }, [columns, preferences]);

  const { pageControls } = props;
  const compact = pageControls !== undefined && bar.narrow;
  const tools = (
    <>
      {props.exportable === false ? null : (
        <ExportButton resource={resource} query={query} disabled={count.counts?.filtered === 0} />
      )}
      {props.pageTools}
      {props.savedViews ? <SavedViewsMenu grid={props.savedViews} quickFilters={props.quickFilters} /> : null}
      <ColumnChooser columns={columns} state={gridPreferences} />
    </>
  );
  const extra = (
    <>
      <CountsHeader counts={count.counts} noun={noun} isLoading={count.isLoading} error={count.error} />
      <Button
        variant="ghost"
        size="icon"
        aria-label="Refresh"
        title="Show rows created since the page opened"
        onClick={resetCutoff}
      >
        <ReloadOutlined aria-hidden="true" />
      </Button>
      {props.matchingActions?.({ query: matching, count: count.counts?.filtered })}
      {compact ? (
        <Popover
          trigger="click"
          placement="bottomRight"
          arrow={false}
          content={
            <div role="group" aria-label="Grid tools" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              {tools}
            </div>
          }
        >
          <Button variant="outline" size="icon" aria-label="Grid tools" aria-haspopup="dialog" title="Grid tools">
            <EllipsisOutlined aria-hidden="true" />
          </Button>
        </Popover>
      ) : (
        tools
      )}
    </>
  );

  return (
    <div
      ref={bar.ref}
      className="console-server-list"
      style={{ display: 'flex', flexDirection: 'column', gap: 8, position: 'relative' }}
    >
      <SkipToResults resultsId={resultsId} />
      <FilterBar
        filters={filters}
        view={view}
        onFilterChange={setFilter}
        onSearchChange={setSearch}
        onClearAll={clearAll}
        searchPlaceholder={`Search ${noun}`}
        extra={extra}
        mainFilters={props.mainFilters}
        leading={typeof pageControls === 'function' ? pageControls(compact) : pageControls}
        compact={compact}
      />
      {selectable ? (
        <SelectionBanner
          selection={selection}
          onChange={setSelection}
          loadedIds={loadedIds}
          matchingCount={count.counts?.filtered}
          matchingQuery={matching}
          hasMore={list.hasMore}
          noun={noun}
          actions={props.bulkActions?.(selection, () => setSelection(NO_SELECTION))}
        />
      ) : null}
      {/* The results region: where "Skip to results" lands when there is no row to focus. */}
      <div id={resultsId} tabIndex={-1} className="console-server-list-results" style={{ outline: 'none' }}>
        <DataGrid<TItem>
          columns={shownColumns}
          density={preferences.density}
          onColumnResize={setWidth}
          rowKey={rowKey}
          list={list}
          sort={sort}
          onSortChange={setSort}
          height={props.height}
          selection={selectable ? selection : undefined}
          onSelectionChange={selectable ? setSelection : undefined}
          onRowClick={props.onRowClick}
          activeRowId={props.activeRowId}
          noun={noun}
          filtered={filtered}
          onClearFilters={clearAll}
        />
      </div>
    </div>
  );
}
