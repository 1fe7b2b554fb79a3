import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { CSSProperties, Key, ReactNode } from 'react';
import { EmptyState } from '../components/empty-state';
import { LoadError, LoadingSkeleton, STALE_CLASS, STALE_STYLE } from '../components/load-state';

/** What every column may set besides its data: the header, width, alignment and truncation. */
interface ColumnLook {
  title: ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  ellipsis?: boolean;
}

/** A column showing one field of the row: `dataIndex` is a key of the row, and `render` gets that field's value. */
export type FieldColumn<Row, Field extends keyof Row = keyof Row> = ColumnLook & {
  dataIndex: Field;
  /** The field again, when said. */
  key?: Field;
  render?: (value: Row[Field], row: Row, index: number) => ReactNode;
};

/** A column computed from the whole row (actions, combined fields): named by its own `key`. */
export type RowColumn<Row> = ColumnLook & {
  key: string;
  dataIndex?: never;
  render: (value: undefined, row: Row, index: number) => ReactNode;
};

/** A column of a {@link DisplayTable}, typed by the row. */
export type TableColumn<Row> = { [Field in keyof Row]-?: FieldColumn<Row, Field> }[keyof Row] | RowColumn<Row>;

/** Props of {@link DisplayTable}. */
export interface DisplayTableProps<Row> {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  /** The field naming a row, or a function answering its id. */
  rowKey: (keyof Row & string) | ((row: Row) => string);
  /** The table's accessible name. */
  label?: string;
  /** The rows are loading: a skeleton before the first rows, the earlier rows dimmed after. */
  loading?: boolean;
  size?: 'small' | 'middle';
  /** The rows could not be loaded: with no rows to show, the error and Retry take the table's place. */
  error?: unknown;
  /** Loads the rows again (the error's Retry). */
  onRetry?: () => void;
  /** What failed, such as 'The lists could not be loaded.'; said of the label by default. */
  errorTitle?: string;
  /** Shown instead of rows when there are none: a text becomes the kit's empty state (with its illustration). */
  emptyText?: ReactNode;
  /** Pages of this many rows (unpaged when absent); the pager is hidden on a single page when told. */
  pagination?: { pageSize: number; hideOnSinglePage?: boolean };
  /** A click on a row (it shows the pointer). */
  onRowClick?: (row: Row) => void;
  /** The row shown selected. */
  isSelected?: (row: Row) => boolean;
  /** A class for some rows (marked differences, for example). */
  rowClassName?: (row: Row) => string;
  /** Check boxes that select rows by id. */
  selection?: { selected: readonly string[]; onChange: (ids: string[]) => void };
  /** Scrolls the body past this height. */
  scrollY?: number;
  className?: string;
  style?: CSSProperties;
}

function antdColumns<Row>(columns: readonly TableColumn<Row>[]): TableColumnsType<Row> {
  return columns.map(({ render, dataIndex, key, ...look }) => {
    const field = dataIndex === undefined ? undefined : String(dataIndex);
    return {
      ...look,
      key: key === undefined ? field : String(key),
      ...(field !== undefined && { dataIndex: field }),
      ...(render && {
        render: (_: unknown, row: Row, index: number) =>
          (render as (value: unknown, row: Row, index: number) => ReactNode)(
            dataIndex === undefined ? undefined : row[dataIndex],
            row,
            index,
          ),
      }),
    };
  });
}

/**
 * A small, read-only or lightly interactive table (rankings, results, versions, the rows of a small-table page):
 * the kit's one way to show a table outside the server-paged grids, so remotes never render antd's Table.
 */
export function DisplayTable<Row extends object>(props: DisplayTableProps<Row>) {
  const { rows, columns, rowKey, label, loading, size, emptyText, pagination, onRowClick, isSelected } = props;
  const { rowClassName, selection, scrollY, className, style } = props;
  const classOf = (row: Row) =>
    [isSelected?.(row) ? 'ant-table-row-selected' : '', rowClassName?.(row) ?? ''].filter(Boolean).join(' ');
  // Four states: an error with Retry, a skeleton until the first rows (never an empty table), the empty state, and
  // the rows (the earlier rows dimmed while new ones load).
  const { error, onRetry } = props;
  if (error && rows.length === 0 && onRetry) {
    const title = props.errorTitle ?? `The ${label ? label.toLowerCase() : 'rows'} could not be loaded`;
    return <LoadError title={title} error={error} onRetry={onRetry} />;
  }
  if (loading && rows.length === 0) return <LoadingSkeleton label={label ? `Loading ${label}` : 'Loading'} />;
  const stale = Boolean(loading);
  const empty =
    typeof emptyText === 'string' ? (
      <EmptyState title={emptyText} />
    ) : (
      (emptyText ?? <EmptyState title="Nothing here yet" />)
    );
  return (
    <Table<Row>
      {...(label !== undefined && { 'aria-label': label })}
      aria-busy={stale}
      className={[className, stale ? STALE_CLASS : ''].filter(Boolean).join(' ') || undefined}
      style={stale ? { ...style, ...STALE_STYLE } : style}
      size={size}
      rowKey={typeof rowKey === 'function' ? rowKey : String(rowKey)}
      columns={antdColumns(columns)}
      dataSource={[...rows]}
      pagination={pagination ? { ...pagination, showSizeChanger: false } : false}
      {...((isSelected || rowClassName) && { rowClassName: classOf })}
      locale={{ emptyText: empty }}
      {...(scrollY !== undefined && { scroll: { y: scrollY } })}
      {...(onRowClick && {
        onRow: (row: Row) => ({ onClick: () => onRowClick(row), style: { cursor: 'pointer' } }),
      })}
      {...(selection && {
        rowSelection: {
          selectedRowKeys: [...selection.selected],
          onChange: (keys: readonly Key[]) => selection.onChange(keys.map(String)),
        },
      })}
    />
  );
}
