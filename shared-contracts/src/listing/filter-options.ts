import type { FilterOption } from './filter-definition';

/** The answer of a filter-option endpoint (GET /filters/<name>-options?search=). */
export interface FilterOptionsResponse {
  /** Matching choices, at most a search picker's worth. */
  options: FilterOption[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toOption(item: unknown): FilterOption | undefined {
  if (typeof item === 'string') return item === '' ? undefined : { value: item, label: item };
  if (typeof item === 'number') return { value: String(item), label: String(item) };
  if (!isRecord(item)) return undefined;
  const raw = item.value ?? item.id;
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const value = String(raw);
  const label = item.label ?? item.name ?? item.displayName ?? item.display_name;
  return { value, label: typeof label === 'string' && label !== '' ? label : value };
}

/**
 * Reads a filter-option answer. The API's shape is `{ options: [{ value, label }] }`; a bare array, an object whose
 * one array holds the options, and plain strings are read too, so a resource naming its list differently still works.
 * Anything unreadable yields no options rather than an exception.
 */
export function readFilterOptions(body: unknown): FilterOption[] {
  let items: unknown = body;
  if (isRecord(body)) items = Array.isArray(body.options) ? body.options : Object.values(body).find(Array.isArray);
  if (!Array.isArray(items)) return [];
  const seen = new Set<string>();
  const options: FilterOption[] = [];
  for (const item of items) {
    const option = toOption(item);
    if (!option || seen.has(option.value)) continue;
    seen.add(option.value);
    options.push(option);
  }
  return options;
}
