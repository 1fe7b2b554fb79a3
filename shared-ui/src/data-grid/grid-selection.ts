import type { ListQuery } from 'shared-contracts';

/**
 * What the analyst selected: loaded rows by id, or every row matching the filter (to send to a batch endpoint as a
 * query, so the server applies it to rows never loaded in the browser).
 */
export type GridSelection =
  | { readonly allMatching: false; readonly ids: readonly string[] }
  | { readonly allMatching: true; readonly query: ListQuery; readonly count: number | undefined };

/** Nothing selected. */
export const NO_SELECTION: GridSelection = { allMatching: false, ids: [] };

/** How a row's id is read: a property name or a function. */
export type RowKey<TItem> = (keyof TItem & string) | ((item: TItem) => string);

/** A row's id. */
export function rowIdOf<TItem>(rowKey: RowKey<TItem>, item: TItem): string {
  return typeof rowKey === 'function' ? rowKey(item) : String(item[rowKey]);
}

/** The row ids ticked in the table: every loaded row when all matching rows are selected. */
export function tickedIds(selection: GridSelection, loadedIds: readonly string[]): readonly string[] {
  return selection.allMatching ? loadedIds : selection.ids;
}

/** How many rows a selection covers (the matching count for "all matching"; undefined while it is unknown). */
export function selectionSize(selection: GridSelection): number | undefined {
  return selection.allMatching ? selection.count : selection.ids.length;
}

/** Whether "select all N matching" should be offered: every loaded row is ticked and more rows match. */
export function canSelectAllMatching(
  selection: GridSelection,
  loadedIds: readonly string[],
  matchingCount: number | undefined,
  hasMore: boolean,
): boolean {
  if (selection.allMatching || loadedIds.length === 0) return false;
  const ticked = new Set(selection.ids);
  if (!loadedIds.every((id) => ticked.has(id))) return false;
  return hasMore || (matchingCount !== undefined && matchingCount > loadedIds.length);
}
