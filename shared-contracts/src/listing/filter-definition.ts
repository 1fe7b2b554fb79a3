// Filters of the server-paged grids (SPEC §2 names, DESIGN §4 query parameters).

import type { FilterOptionsPath } from '../api/typed-api';

/** One choice of an options filter. */
export interface FilterOption {
  /** Value sent to the API and kept in the URL. */
  value: string;
  /** Text shown. */
  label: string;
}

/** Where an options filter gets its choices: a fixed list, or a filter-option endpoint searched by text. */
export type FilterOptionsSource =
  | { readonly options: readonly FilterOption[] }
  | { readonly endpoint: FilterOptionsPath; readonly searchParam?: string };

interface FilterBase<Key extends string> {
  /** Query parameter (or its stem): the camelCase of SPEC's name, as DESIGN §4 lists it. */
  key: Key;
  /** SPEC's filter name, exactly. */
  label: string;
}

/** A multi-value filter; each value is one repetition of the `key` parameter. */
export interface OptionsFilterDefinition<Key extends string = string> extends FilterBase<Key> {
  kind: 'options';
  /** Fixed choices or the endpoint answering them. */
  source: FilterOptionsSource;
}

/** A numeric range filter, sent as `<key>Min` and `<key>Max`. */
export interface RangeFilterDefinition<Key extends string = string> extends FilterBase<Key> {
  kind: 'range';
  /** Smallest value accepted (0 when absent: the grids' ranges are counts and sizes). */
  min?: number;
  /** Unit shown next to the inputs, such as 'MB'. */
  unit?: string;
}

/** The date picker, sent as `from` and `to` (ISO times). */
export interface DateRangeFilterDefinition<Key extends string = string> extends FilterBase<Key> {
  kind: 'dateRange';
}

/** A yes/no filter, sent as `key=true` or `key=false`. */
export interface BooleanFilterDefinition<Key extends string = string> extends FilterBase<Key> {
  kind: 'boolean';
}

/** One filter of a grid's filter bar. */
export type FilterDefinition<Key extends string = string> =
  | OptionsFilterDefinition<Key>
  | RangeFilterDefinition<Key>
  | DateRangeFilterDefinition<Key>
  | BooleanFilterDefinition<Key>;

/** The kinds of filter. */
export type FilterKind = FilterDefinition['kind'];

/** The value of one filter, tagged with its kind. */
export type FilterValue =
  | { readonly kind: 'options'; readonly values: readonly string[] }
  | { readonly kind: 'range'; readonly min?: number; readonly max?: number }
  | { readonly kind: 'dateRange'; readonly from?: string; readonly to?: string }
  | { readonly kind: 'boolean'; readonly value: boolean };

/** The active filters of a grid, by filter key. */
export type FilterValues = Readonly<Record<string, FilterValue>>;

// DESIGN §4 names these two differently from a plain camelCase of SPEC's names.
const KEY_EXCEPTIONS = {
  'Host Name': 'hostname',
  'Operating Systems': 'operatingSystem',
} as const;

type CapitalizedWords<Words extends string> = Words extends `${infer Word} ${infer Rest}`
  ? `${Capitalize<Lowercase<Word>>}${CapitalizedWords<Rest>}`
  : Capitalize<Lowercase<Words>>;

/** {@link filterKey} at the type level, for a label of words separated by single spaces. */
export type FilterKeyOfLabel<Label extends string> = Label extends keyof typeof KEY_EXCEPTIONS
  ? (typeof KEY_EXCEPTIONS)[Label]
  : Label extends `${infer First} ${infer Rest}`
    ? `${Lowercase<First>}${CapitalizedWords<Rest>}`
    : Lowercase<Label>;

function isException(label: string): label is keyof typeof KEY_EXCEPTIONS {
  return Object.hasOwn(KEY_EXCEPTIONS, label);
}

/** The query key of a SPEC filter name: 'MIP Label' is mipLabel, 'Host Name' hostname, 'Operating Systems' operatingSystem. */
export function filterKey<Label extends string>(label: Label): FilterKeyOfLabel<Label>;
export function filterKey(label: string): string {
  if (isException(label)) return KEY_EXCEPTIONS[label];
  const words = label.trim().split(/\s+/).filter(Boolean);
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      return index === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join('');
}

/** An options filter named as SPEC names it, its key derived. */
export function optionsFilter<Label extends string>(
  label: Label,
  source: FilterOptionsSource,
): OptionsFilterDefinition<FilterKeyOfLabel<Label>> {
  return { kind: 'options', key: filterKey(label), label, source };
}

/** A numeric range filter named as SPEC names it, its key derived. */
export function rangeFilter<Label extends string>(
  label: Label,
  extra: Pick<RangeFilterDefinition, 'min' | 'unit'> = {},
): RangeFilterDefinition<FilterKeyOfLabel<Label>> {
  return { kind: 'range', key: filterKey(label), label, ...extra };
}

/** The date picker filter ('Date Picker' unless named otherwise). */
export function dateRangeFilter(): DateRangeFilterDefinition<'datePicker'>;
export function dateRangeFilter<Label extends string>(label: Label): DateRangeFilterDefinition<FilterKeyOfLabel<Label>>;
export function dateRangeFilter(label = 'Date Picker'): DateRangeFilterDefinition {
  return { kind: 'dateRange', key: filterKey(label), label };
}

/** A yes/no filter named as SPEC names it, its key derived. */
export function booleanFilter<Label extends string>(label: Label): BooleanFilterDefinition<FilterKeyOfLabel<Label>> {
  return { kind: 'boolean', key: filterKey(label), label };
}

/** Static options whose label is the value itself. */
export function optionsOf(values: readonly string[]): FilterOption[] {
  return values.map((value) => ({ value, label: value }));
}

/** The query parameters one filter value stands for, in a stable order; an empty value stands for none. */
export function filterParams(key: string, value: FilterValue): [string, string][] {
  switch (value.kind) {
    case 'options':
      return value.values.map((item) => [key, item]);
    case 'range': {
      const params: [string, string][] = [];
      if (value.min !== undefined) params.push([`${key}Min`, String(value.min)]);
      if (value.max !== undefined) params.push([`${key}Max`, String(value.max)]);
      return params;
    }
    case 'dateRange': {
      const params: [string, string][] = [];
      if (value.from !== undefined) params.push(['from', value.from]);
      if (value.to !== undefined) params.push(['to', value.to]);
      return params;
    }
    case 'boolean':
      return [[key, String(value.value)]];
  }
}

/** The query parameter names a filter may use (so a URL writer can replace exactly them). */
export function filterParamNames(definition: FilterDefinition): string[] {
  if (definition.kind === 'range') return [`${definition.key}Min`, `${definition.key}Max`];
  if (definition.kind === 'dateRange') return ['from', 'to'];
  return [definition.key];
}

/** Whether a filter value restricts anything. */
export function isFilterActive(value: FilterValue | undefined): boolean {
  return value !== undefined && filterParams('x', value).length > 0;
}

/** The filters that restrict something, without the empty ones. */
export function activeFilters(filters: FilterValues | undefined): FilterValues {
  return Object.fromEntries(Object.entries(filters ?? {}).filter(([, value]) => isFilterActive(value)));
}
