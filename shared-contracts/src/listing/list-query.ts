import type { SortOrder } from '../constants';
import type { QueryValue } from '../shell-context';
import { activeFilters, filterParams } from './filter-definition';
import type { FilterValues } from './filter-definition';

/** A list call of DESIGN §4: page size, sort, search, cutoff, cursor and filters. */
export interface ListQuery {
  /** Rows per page. */
  pageSize?: number;
  /** Column to sort by; the API's default when absent. */
  sortColumn?: string;
  /** Sort direction. */
  sortOrder?: SortOrder;
  /** Free-text search; blank means none. */
  search?: string;
  /** ISO time; rows created after it are excluded (captured on page entry, clamped to now). */
  cutoff?: string;
  /** Opaque keyset cursor of the next page. */
  nextToken?: string;
  /** Active filters by key. */
  filters?: FilterValues;
}

/** One page of a list answer: the items under the resource's name (SPEC §3) and the next cursor. */
export type ListPage<TItem, K extends string> = { readonly [P in K]: readonly TItem[] } & {
  readonly nextToken: string | null;
};

/** A list page read into a resource-independent form. */
export interface ListPageData<TItem> {
  /** The page's rows. */
  items: readonly TItem[];
  /** Cursor of the next page; null on the last page. */
  nextToken: string | null;
}

/** Reads a list answer `{ <itemsKey>: [...], nextToken }`; throws when the items are missing, which is a contract breach. */
export function readListPage<TItem>(body: unknown, itemsKey: string): ListPageData<TItem> {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const items = record[itemsKey];
  if (!Array.isArray(items)) throw new Error(`The list answer has no "${itemsKey}" array`);
  const token = record.nextToken;
  return { items: items as TItem[], nextToken: typeof token === 'string' && token !== '' ? token : null };
}

/** A cutoff no later than now (SPEC §9: cutoffs are clamped to now); an unparseable one becomes now. */
export function clampCutoff(cutoff: string | undefined, now: Date = new Date()): string {
  const time = cutoff === undefined ? Number.NaN : Date.parse(cutoff);
  if (Number.isNaN(time) || time > now.getTime()) return now.toISOString();
  return new Date(time).toISOString();
}

/** The API query of a list call; filters become one parameter per key, repeated for several values (DESIGN §4). */
export function toQuery(query: ListQuery): Record<string, QueryValue> {
  const result: Record<string, QueryValue> = {};
  if (query.pageSize !== undefined) result.pageSize = query.pageSize;
  if (query.sortColumn) result.sortColumn = query.sortColumn;
  if (query.sortColumn && query.sortOrder) result.sortOrder = query.sortOrder;
  const search = query.search?.trim();
  if (search) result.search = search;
  if (query.cutoff) result.cutoff = query.cutoff;
  if (query.nextToken) result.nextToken = query.nextToken;
  const params = new Map<string, string[]>();
  for (const [key, value] of Object.entries(activeFilters(query.filters))) {
    for (const [name, item] of filterParams(key, value)) params.set(name, [...(params.get(name) ?? []), item]);
  }
  for (const [name, values] of params) result[name] = values.length === 1 ? values[0] : values;
  return result;
}

/** The filtering part of a list query (search, cutoff, filters): what counts, exports and "all matching" batches take. */
export function matchingQuery(query: ListQuery): ListQuery {
  const result: ListQuery = {};
  if (query.search?.trim()) result.search = query.search.trim();
  if (query.cutoff) result.cutoff = query.cutoff;
  const filters = activeFilters(query.filters);
  if (Object.keys(filters).length > 0) result.filters = filters;
  return result;
}

/** Whether a query narrows the list (a search or a filter), so an empty answer means 'no results', not 'nothing yet'. */
export function isFiltered(query: ListQuery): boolean {
  return Boolean(query.search?.trim()) || Object.keys(activeFilters(query.filters)).length > 0;
}
