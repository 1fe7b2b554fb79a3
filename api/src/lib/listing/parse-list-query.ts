import { isInstantInRange } from '../http/date-time';
import { badRequest } from '../http/problem';
import { TENANT_FILTER } from './listing-definition';
import type { ListingQuery, ListingShape } from './listing-definition';

/** The validated querystring (types already enforced by the route's JSON schema). */
export type RawListQuery = Record<string, unknown>;

function date(value: unknown, field: string): Date | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(String(value));
  // The schema's date-time format already holds it to the years 0001-9999; this keeps the parsed instant there too.
  if (!isInstantInRange(time)) throw badRequest(field, 'is not an ISO date-time in the years 0001-9999');
  return new Date(time);
}

/** Applies the defaults of DESIGN §4 and clamps the cutoff to now. */
export function parseListQuery(definition: ListingShape, raw: RawListQuery, now = new Date()): ListingQuery {
  const cutoff = date(raw.cutoff, 'cutoff');
  const filters: Record<string, readonly string[] | number | boolean> = {};
  for (const [key, filter] of Object.entries(definition.filters)) {
    const names = filter.kind === 'range' ? [`${key}Min`, `${key}Max`] : [key];
    for (const name of names) {
      const value = raw[name];
      if (value !== undefined) filters[name] = value as readonly string[] | number | boolean;
    }
  }
  const from = date(raw.from, 'from');
  const to = date(raw.to, 'to');
  return {
    pageSize: typeof raw.pageSize === 'number' ? raw.pageSize : definition.defaultPageSize,
    sortColumn: typeof raw.sortColumn === 'string' ? raw.sortColumn : definition.defaultSortColumn,
    sortOrder: raw.sortOrder === 'asc' ? 'asc' : 'desc',
    search: typeof raw.search === 'string' ? raw.search : '',
    cutoff: cutoff && cutoff.getTime() < now.getTime() ? cutoff : now,
    ...(typeof raw.nextToken === 'string' && raw.nextToken !== '' && { nextToken: raw.nextToken }),
    filters,
    ...(from && { from }),
    ...(to && { to }),
    ...(Array.isArray(raw[TENANT_FILTER]) && { tenants: [...new Set(raw[TENANT_FILTER] as string[])] }),
  };
}
