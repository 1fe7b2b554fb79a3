import type { SortOrder } from '../constants';
import { activeFilters, filterParamNames, filterParams } from './filter-definition';
import type { FilterDefinition, FilterValue, FilterValues } from './filter-definition';

/** What a shared grid URL holds: sort, search and filters (never the cutoff, which resets on entry, nor the cursor). */
export interface ListView {
  /** Sort column; the grid's default when absent. */
  sortColumn?: string;
  /** Sort direction, present with sortColumn. */
  sortOrder?: SortOrder;
  /** Free-text search; '' for none. */
  search: string;
  /** Active filters by key. */
  filters: FilterValues;
}

/** What a grid accepts from a URL. */
export interface ListViewOptions {
  /** The grid's filters. */
  filters: readonly FilterDefinition[];
  /** Columns the API can sort by. */
  sortableColumns: readonly string[];
  /** The grid's default sort, left out of the URL. */
  defaultSort?: { column: string; order: SortOrder };
}

/** The part of URLSearchParams the reader needs (URLSearchParams satisfies it). */
export interface SearchParamsReader {
  getAll(name: string): string[];
}

/** Longest search text or option value taken from a URL. */
export const LIST_URL_MAX_TEXT = 200;
/** Most values of one options filter taken from a URL. */
export const LIST_URL_MAX_VALUES = 100;

const EMPTY_VIEW: ListView = { search: '', filters: {} };

function first(params: SearchParamsReader, name: string): string | undefined {
  const value = params.getAll(name)[0]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function readNumber(params: SearchParamsReader, name: string, min: number): number | undefined | null {
  const text = first(params, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= min ? value : null;
}

function readIso(params: SearchParamsReader, name: string): string | undefined | null {
  const text = first(params, name);
  if (text === undefined) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

// null marks a malformed parameter: the whole filter is dropped rather than half-applied.
function readFilter(params: SearchParamsReader, definition: FilterDefinition): FilterValue | undefined {
  switch (definition.kind) {
    case 'options': {
      const allowed = 'options' in definition.source ? new Set(definition.source.options.map((o) => o.value)) : null;
      const values = [...new Set(params.getAll(definition.key).map((value) => value.trim()))]
        .filter((value) => value !== '' && value.length <= LIST_URL_MAX_TEXT && (!allowed || allowed.has(value)))
        .slice(0, LIST_URL_MAX_VALUES);
      return values.length > 0 ? { kind: 'options', values } : undefined;
    }
    case 'range': {
      const min = readNumber(params, `${definition.key}Min`, definition.min ?? 0);
      const max = readNumber(params, `${definition.key}Max`, definition.min ?? 0);
      if (min === null || max === null || (min !== undefined && max !== undefined && min > max)) return undefined;
      if (min === undefined && max === undefined) return undefined;
      return { kind: 'range', ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
    }
    case 'dateRange': {
      const from = readIso(params, 'from');
      const to = readIso(params, 'to');
      if (from === null || to === null || (from !== undefined && to !== undefined && from > to)) return undefined;
      if (from === undefined && to === undefined) return undefined;
      return { kind: 'dateRange', ...(from !== undefined && { from }), ...(to !== undefined && { to }) };
    }
    case 'boolean': {
      const text = first(params, definition.key);
      return text === 'true' || text === 'false' ? { kind: 'boolean', value: text === 'true' } : undefined;
    }
  }
}

/** Reads a grid's view from its URL; unknown or malformed parameters are ignored, and it never throws. */
export function fromSearchParams(params: SearchParamsReader, options: ListViewOptions): ListView {
  try {
    const view: { -readonly [K in keyof ListView]: ListView[K] } = { search: '', filters: {} };
    const search = first(params, 'search');
    if (search !== undefined && search.length <= LIST_URL_MAX_TEXT) view.search = search;
    const column = first(params, 'sortColumn');
    const order = first(params, 'sortOrder');
    if (column !== undefined && options.sortableColumns.includes(column)) {
      view.sortColumn = column;
      view.sortOrder = order === 'asc' ? 'asc' : 'desc';
    }
    const filters: Record<string, FilterValue> = {};
    for (const definition of options.filters) {
      const value = readFilter(params, definition);
      if (value) filters[definition.key] = value;
    }
    view.filters = filters;
    return view;
  } catch {
    return EMPTY_VIEW;
  }
}

/** The URL parameters of a view, in a stable order (search, sort, then filters in bar order); defaults are left out. */
export function toSearchParams(view: ListView, options: ListViewOptions): [string, string][] {
  const params: [string, string][] = [];
  const search = view.search.trim();
  if (search) params.push(['search', search]);
  const isDefaultSort =
    options.defaultSort !== undefined &&
    view.sortColumn === options.defaultSort.column &&
    (view.sortOrder ?? 'desc') === options.defaultSort.order;
  if (view.sortColumn && !isDefaultSort) {
    params.push(['sortColumn', view.sortColumn], ['sortOrder', view.sortOrder ?? 'desc']);
  }
  const filters = activeFilters(view.filters);
  for (const definition of options.filters) {
    const value = filters[definition.key];
    if (value && value.kind === definition.kind) params.push(...filterParams(definition.key, value));
  }
  return params;
}

/** Every URL parameter a grid owns, so writing a view replaces exactly them and keeps any other parameter. */
export function listParamNames(options: ListViewOptions): string[] {
  return ['search', 'sortColumn', 'sortOrder', ...options.filters.flatMap(filterParamNames)];
}

/** A URL's search string with these parameters set (a grid's deep link to one item keeps the grid's own view). */
export function withSearchParams(current: string, values: Readonly<Record<string, string>>): string {
  const params = new URLSearchParams(current);
  for (const [name, value] of Object.entries(values)) params.set(name, value);
  return `?${params.toString()}`;
}

/** A URL's search string without these parameters ('' when none is left): the grid again once an item closes. */
export function withoutSearchParams(current: string, names: readonly string[]): string {
  const params = new URLSearchParams(current);
  for (const name of names) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}
