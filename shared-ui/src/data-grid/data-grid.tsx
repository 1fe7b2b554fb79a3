import { Spin, Table } from 'antd';
import type { GetRef, TableColumnsType, TableProps } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { FocusEvent, ReactNode, UIEvent } from 'react';
import { formatNumber } from 'shared-contracts';
import type { SortOrder } from 'shared-contracts';
import { Button } from '../components/button';
import { STALE_CLASS, STALE_STYLE } from '../components/load-state';
import { GridEmpty, GridError, GridLoading } from './grid-states';
import { rowIdOf, tickedIds } from './grid-selection';
import type { GridSelection, RowKey } from './grid-selection';
import { headerSortOrder, sortAfterHeaderClick } from './grid-sort';
import type { GridSort } from './grid-sort';
import type { GridDensity } from './grid-preferences';
import { isNearEnd } from './load-more';
import { ResizableHeaderCell } from './resizable-header-cell';
import type { ResizableHeaderCellProps } from './resizable-header-cell';
import type { ServerList } from './use-server-list';
import { scrollGridSideways, useHeaderScrollSync } from './use-header-scroll-sync';
import { ACTIVE_ROW_CLASS, useRowNavigation } from './use-row-navigation';

interface DataGridColumnBase<TItem> {
  /** Header text. */
  title: string;
  /** Width in px (virtual tables need fixed widths). */
  width: number;
  /**
   * The direction of a first click on the header: ascending (A to Z, smallest first) unless the column says 'desc',
   * as time columns do (newest first).
   */
  firstSort?: SortOrder;
  /** Cell content; the item's `key` property as text when absent. */
  render?: (item: TItem) => ReactNode;
  /** Pins the column. */
  fixed?: 'left' | 'right';
  /**
   * Left out of the grid until the user shows it from the Columns chooser: the columns an analyst reads first stay in
   * view at 1440 px (and the first five at 1024 px), the others wait in the chooser.
   */
  defaultHidden?: boolean;
  /** Long text wraps onto more lines instead of being cut with an ellipsis (a title an analyst must read whole). */
  wrap?: boolean;
}

/** A column showing one property of the row; sortable only when the API sorts by it (`Sort`). */
export type DataGridRowColumn<TItem, Sort extends string = string> = {
  [Key in keyof TItem & string]: DataGridColumnBase<TItem> & {
    /** Column id: the row's property it shows; also the API's sortColumn when sortable. */
    key: Key;
    /** The API can sort by this column: only a column of the sort union may say so. */
    sortable?: Key extends Sort ? boolean : false;
  };
}[keyof TItem & string];

/** A column of controls rather than a property (a toggle, a button): it renders itself and never sorts. */
export interface DataGridActionColumn<TItem> extends DataGridColumnBase<TItem> {
  /** Column id, no property of the row. */
  key: string;
  action: true;
  render: (item: TItem) => ReactNode;
  sortable?: false;
}

/** One column of a server grid: its key is a property of the row, unless it is an action column. */
export type DataGridColumn<TItem, Sort extends string = string> =
  DataGridRowColumn<TItem, Sort> | DataGridActionColumn<TItem>;

/** Props of the server grid. */
export interface DataGridProps<TItem> {
  /** Columns. */
  columns: readonly DataGridColumn<TItem>[];
  /** How a row's id is read. */
  rowKey: RowKey<TItem>;
  /** The server list (useServerList). */
  list: ServerList<TItem>;
  /** The effective sort. */
  sort: GridSort;
  /** Called when a sortable header is clicked. */
  onSortChange: (column: string, order: SortOrder) => void;
  /** Height of the scrolling body in px. */
  height?: number;
  /** Selected rows; no checkboxes when absent. */
  selection?: GridSelection;
  /** Called with the new selection. */
  onSelectionChange?: (selection: GridSelection) => void;
  /** Called when a row is clicked or Enter is pressed on it. */
  onRowClick?: (item: TItem) => void;
  /** Plural noun of the rows, such as 'incidents'. */
  noun: string;
  /** A search or filter is active (chooses the empty state). */
  filtered: boolean;
  /** Clears search and filters, offered by the 'No results' state. */
  onClearFilters?: () => void;
  /** Title when nothing exists at all. */
  emptyTitle?: string;
  /** Description when nothing exists at all. */
  emptyDescription?: string;
  /** Row height: compact (antd's small rows) or comfortable (the default). */
  density?: GridDensity;
  /** Makes the columns resizable (drag or arrow keys on a header's right edge); called with the final width. */
  onColumnResize?: (key: string, width: number) => void;
  /** The row of the item the detail panel shows: marked, and focused again when it becomes undefined (closed). */
  activeRowId?: string;
}

const SELECTION_WIDTH = 48;
const RESIZABLE_HEADER = { header: { cell: ResizableHeaderCell } };
// The focused row and the open item's row (the table's own selected-row colour).
const ROW_CSS = `.console-data-grid .ant-table-row:focus-visible{outline:2px solid var(--ant-color-primary);outline-offset:-2px}
.console-data-grid .${ACTIVE_ROW_CLASS}>.ant-table-cell{background:var(--ant-table-row-selected-bg,var(--ant-color-primary-bg))}`;

/**
 * The server-paged grid: antd's virtual Table over the loaded pages only, server sort from sortable headers, the
 * next page loaded when the view nears the end (and a Load more button for keyboards), selection, row click, and
 * loading, error and empty states.
 */
export function DataGrid<TItem extends object>(props: DataGridProps<TItem>) {
  const { columns, rowKey, list, sort, onSortChange, height = 560, selection, onSelectionChange, onRowClick } = props;
  const loadedIds = useMemo(() => list.items.map((item) => rowIdOf(rowKey, item)), [list.items, rowKey]);
  const { onColumnResize } = props;
  // Rows by keyboard: one tab stop, J/K and the arrows move, Enter opens; focus returns to the open item's row.
  const gridRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<GetRef<typeof Table>>(null);
  const { rowProps } = useRowNavigation(
    {
      ids: loadedIds,
      activeRowId: props.activeRowId,
      hasMore: list.hasMore,
      loadMore: list.loadMore,
      onOpen: (index) => {
        const item = list.items[index];
        if (item && onRowClick) onRowClick(item);
      },
    },
    gridRef,
    tableRef,
  );
  // Header and body scroll sideways together; sortable headers show focus and sort on Enter or Space.
  useHeaderScrollSync(gridRef, tableRef);
  // A focused row is read from its first column: the header's stops may have scrolled the grid to its far right.
  const scrollToFirstColumn = () => {
    const header = gridRef.current?.querySelector<HTMLElement>('.ant-table-header');
    if (header && header.scrollLeft > 0) scrollGridSideways(gridRef.current, tableRef.current, 0);
  };
  // A width being dragged: the header follows the pointer, and the page keeps only the final width.
  const [dragging, setDragging] = useState<{ key: string; width: number } | null>(null);
  const widthOf = (column: DataGridColumn<TItem>) => (dragging?.key === column.key ? dragging.width : column.width);

  const tableColumns = useMemo<TableColumnsType<TItem>>(
    () =>
      columns.map((column) => ({
        key: column.key,
        title: column.title,
        width: widthOf(column),
        fixed: column.fixed,
        ellipsis: !column.wrap,
        sorter: column.sortable ? true : undefined,
        sortOrder: column.sortable ? headerSortOrder(column.key, sort) : undefined,
        // The first direction, then each click flips it (antd cycles through the list, so it never ends it unsorted).
        sortDirections:
          column.firstSort === 'desc' ? ['descend', 'ascend', 'descend'] : ['ascend', 'descend', 'ascend'],
        render: (_value: unknown, item: TItem) =>
          column.render ? column.render(item) : String((item as Record<string, unknown>)[column.key] ?? ''),
        onHeaderCell: onColumnResize
          ? (): ResizableHeaderCellProps => ({
              resizeWidth: widthOf(column),
              resizeLabel: column.title,
              onResizeWidth: (width, done) => {
                setDragging(done ? null : { key: column.key, width });
                if (done) onColumnResize(column.key, width);
              },
            })
          : undefined,
      })),
    // widthOf reads `dragging`, listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, sort, dragging, onColumnResize],
  );

  // Four states: an error with Retry, a skeleton while the first page loads, the empty state, or the rows (the earlier
  // rows dimmed while a new filter's load).
  if (list.error && list.items.length === 0) return <GridError error={list.error} onRetry={list.retry} />;
  if (list.isLoading && list.items.length === 0) return <GridLoading noun={props.noun} />;
  if (list.items.length === 0)
    return (
      <GridEmpty
        noun={props.noun}
        filtered={props.filtered}
        onClearFilters={props.onClearFilters}
        emptyTitle={props.emptyTitle}
        emptyDescription={props.emptyDescription}
      />
    );

  const onChange: TableProps<TItem>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    if (!one?.columnKey) return;
    const next = sortAfterHeaderClick(String(one.columnKey), one.order ?? null, sort);
    onSortChange(next.column, next.order);
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (list.hasMore && isNearEnd(event.currentTarget, height)) list.loadMore();
  };
  const rowSelection: TableProps<TItem>['rowSelection'] =
    selection && onSelectionChange
      ? {
          columnWidth: SELECTION_WIDTH,
          selectedRowKeys: [...tickedIds(selection, loadedIds)],
          preserveSelectedRowKeys: true,
          onChange: (keys) => onSelectionChange({ allMatching: false, ids: keys.map(String) }),
        }
      : undefined;

  const stale = list.isLoading;
  return (
    <div className="console-data-grid" ref={gridRef} aria-busy={stale}>
      {onRowClick ? <style>{ROW_CSS}</style> : null}
      <Table<TItem>
        ref={tableRef}
        virtual
        size={props.density === 'compact' ? 'small' : 'middle'}
        components={onColumnResize ? RESIZABLE_HEADER : undefined}
        columns={tableColumns}
        dataSource={list.items as TItem[]}
        rowKey={(item) => rowIdOf(rowKey, item)}
        pagination={false}
        className={stale ? STALE_CLASS : undefined}
        style={stale ? STALE_STYLE : undefined}
        scroll={{
          x: columns.reduce((sum, column) => sum + widthOf(column), selection ? SELECTION_WIDTH : 0),
          y: height,
        }}
        onChange={onChange}
        onScroll={onScroll}
        showSorterTooltip={false}
        rowSelection={rowSelection}
        onRow={(item, index) => {
          if (!onRowClick) return {};
          const navigable = rowProps(rowIdOf(rowKey, item), index ?? loadedIds.indexOf(rowIdOf(rowKey, item)));
          return {
            ...navigable,
            onFocus: (event: FocusEvent<HTMLElement>) => {
              navigable.onFocus(event);
              if (event.target === event.currentTarget) scrollToFirstColumn();
            },
            onClick: () => onRowClick(item),
            style: { cursor: 'pointer' },
          };
        }}
      />
      {list.error ? <GridError inline error={list.error} onRetry={list.retry} /> : null}
      <div
        className="console-data-grid-footer"
        style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 0', minHeight: 40 }}
      >
        <span aria-live="polite">
          {stale
            ? `Loading ${props.noun}`
            : `${formatNumber(list.items.length, 0)} ${props.noun} loaded${list.hasMore ? '' : ' (end of list)'}`}
        </span>
        {list.isLoadingMore ? <Spin size="small" aria-label="Loading more" /> : null}
        {list.hasMore && !list.isLoadingMore && !list.error ? (
          <Button size="sm" variant="outline" onClick={list.loadMore}>
            Load more
          </Button>
        ) : null}
      </div>
    </div>
  );
}
