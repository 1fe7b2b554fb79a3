import type { SortOrder } from 'shared-contracts';

/** antd's sort order of a column header. */
export type HeaderSortOrder = 'ascend' | 'descend' | null;

/** The grid's effective sort: the URL's, else the grid's default. */
export interface GridSort {
  /** Column sorted by, if any. */
  column?: string;
  /** Direction. */
  order?: SortOrder;
}

/** The header state of a column under the current sort. */
export function headerSortOrder(column: string, sort: GridSort): HeaderSortOrder {
  if (sort.column !== column) return null;
  return sort.order === 'asc' ? 'ascend' : 'descend';
}

/**
 * The sort after a header click. antd cycles to "no sort" on the third click; a server grid always has a sort, so
 * that click flips the direction instead (a click on the default column is never dead).
 */
export function sortAfterHeaderClick(column: string, order: HeaderSortOrder, current: GridSort): Required<GridSort> {
  if (order) return { column, order: order === 'ascend' ? 'asc' : 'desc' };
  const was = current.column === column ? current.order : undefined;
  return { column, order: was === 'asc' ? 'desc' : was === 'desc' ? 'asc' : 'desc' };
}
