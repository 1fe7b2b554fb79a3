import { filterParams } from './filter-definition';
import type { FilterDefinition } from './filter-definition';
import { fromSearchParams } from './search-params';
import type { ListView } from './search-params';

/** Search and filters as a list call's query parameters (repeatable ones as arrays), such as a report template keeps. */
export type QueryFilters = Record<string, string | number | boolean | string[]>;

/**
 * A grid view's search and filters as query parameters (`{ policyVerdict: ['BLOCK'], dataVolumeMin: 10 }`), the
 * date picker left out when `withoutDates` (a report's time window replaces it).
 */
export function queryFiltersOf(
  view: ListView,
  filters: readonly FilterDefinition[],
  withoutDates = false,
): QueryFilters {
  const query: QueryFilters = {};
  const search = view.search.trim();
  if (search) query.search = search;
  for (const definition of filters) {
    const value = view.filters[definition.key];
    if (!value || value.kind !== definition.kind || (withoutDates && value.kind === 'dateRange')) continue;
    if (value.kind === 'options') {
      if (value.values.length > 0) query[definition.key] = [...value.values];
    } else if (value.kind === 'boolean') {
      query[definition.key] = value.value;
    } else {
      for (const [name, item] of filterParams(definition.key, value))
        query[name] = value.kind === 'range' ? Number(item) : item;
    }
  }
  return query;
}

/** The grid view of query parameters kept by {@link queryFiltersOf}. */
export function viewOfQueryFilters(query: Readonly<QueryFilters>, filters: readonly FilterDefinition[]): ListView {
  const reader = {
    getAll: (name: string) => {
      const value = query[name];
      if (value === undefined) return [];
      return Array.isArray(value) ? value : [String(value)];
    },
  };
  return fromSearchParams(reader, { filters, sortableColumns: [] });
}
