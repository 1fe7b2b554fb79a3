import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { FilterDefinition, FilterOption, FilterValue, ListView } from 'shared-contracts';
import { BooleanFilterControl } from './boolean-filter-control';
import { DateRangeFilterControl } from './date-range-filter-control';
import { FilterChips } from './filter-chips';
import { ListSearchBox } from './list-search-box';
import { MoreFilters } from './more-filters';
import { OptionsFilterControl } from './options-filter-control';
import { RangeFilterControl } from './range-filter-control';

/** Props of the filter bar. */
export interface FilterBarProps {
  /** One control per filter, in this order, labelled with SPEC's names. */
  filters: readonly FilterDefinition[];
  /** Search and filters in force (useListView). */
  view: ListView;
  /** Sets or clears one filter. */
  onFilterChange: (key: string, value: FilterValue | undefined) => void;
  /** Sets the search. */
  onSearchChange: (search: string) => void;
  /** Clears search and filters. */
  onClearAll: () => void;
  /** Placeholder of the search box. */
  searchPlaceholder?: string;
  /** Shown at the end of the controls row (counts, export). */
  extra?: ReactNode;
  /**
   * Keys of the filters the bar shows (the page's 3 or 4 main ones); the others open from "More filters". Every
   * filter shows when absent.
   */
  mainFilters?: readonly string[];
  /** The page's own controls (such as a mode switch), first in the controls row, so they take no row of their own. */
  leading?: ReactNode;
  /** A narrow bar: every filter waits under "More filters" and the search box is narrower, so the bar keeps one row. */
  compact?: boolean;
}

type Labels = Readonly<Record<string, Readonly<Record<string, string>>>>;

function staticLabels(filters: readonly FilterDefinition[]): Labels {
  const labels: Record<string, Record<string, string>> = {};
  for (const definition of filters) {
    if (definition.kind === 'options' && 'options' in definition.source) {
      labels[definition.key] = Object.fromEntries(definition.source.options.map((o) => [o.value, o.label]));
    }
  }
  return labels;
}

/**
 * The filter bar: a debounced search box, one control per filter (search pickers, checklists, number ranges, the
 * date range, yes/no choices), the page's main filters in the bar and the others under "More filters", the active
 * filters as removable chips and Clear all. It holds no filter state of its own: the caller keeps it in the URL, so a
 * filtered view can be shared and survives a reload.
 */
export function FilterBar(props: FilterBarProps) {
  const { filters, view, onFilterChange, onSearchChange, onClearAll, searchPlaceholder = 'Search', extra } = props;
  const { leading, compact = false } = props;
  // A compact bar shows no filter itself: they all wait under "More filters".
  const mainFilters = compact ? [] : props.mainFilters;
  // Labels learnt from searches, so chips show names of ids chosen this session; after a reload the value shows. The
  // fixed options' labels follow the filters given (a page may give options it learns later, such as tenants' names).
  const [learnt, setLearnt] = useState<Labels>({});
  const fixed = useMemo(() => staticLabels(filters), [filters]);
  const labelOf = useCallback(
    (key: string, value: string) => learnt[key]?.[value] ?? fixed[key]?.[value] ?? value,
    [learnt, fixed],
  );
  const learn = (key: string, options: readonly FilterOption[]) =>
    setLearnt((current) => ({
      ...current,
      [key]: { ...current[key], ...Object.fromEntries(options.map((o) => [o.value, o.label])) },
    }));

  const control = (definition: FilterDefinition) => {
    const value = view.filters[definition.key];
    const change = (next: FilterValue | undefined) => onFilterChange(definition.key, next);
    switch (definition.kind) {
      case 'options':
        return (
          <OptionsFilterControl
            definition={definition}
            values={value?.kind === 'options' ? value.values : []}
            labelOf={(item) => labelOf(definition.key, item)}
            onChange={(next, options) => {
              learn(definition.key, options);
              change(next);
            }}
          />
        );
      case 'range':
        return (
          <RangeFilterControl
            definition={definition}
            value={value?.kind === 'range' ? value : undefined}
            onChange={change}
          />
        );
      case 'dateRange':
        return (
          <DateRangeFilterControl
            definition={definition}
            value={value?.kind === 'dateRange' ? value : undefined}
            onChange={change}
          />
        );
      case 'boolean':
        return (
          <BooleanFilterControl
            definition={definition}
            value={value?.kind === 'boolean' ? value.value : undefined}
            onChange={change}
          />
        );
    }
  };

  return (
    <div className="console-filter-bar" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div
        role="toolbar"
        aria-label="Filters"
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}
      >
        {leading ? (
          <div className="console-filter-bar-leading" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            {leading}
          </div>
        ) : null}
        <ListSearchBox
          value={view.search}
          onChange={onSearchChange}
          placeholder={searchPlaceholder}
          width={compact ? 150 : undefined}
        />
        {filters
          .filter((definition) => !mainFilters || mainFilters.includes(definition.key))
          .map((definition) => (
            <div key={definition.key} data-filter={definition.key}>
              {control(definition)}
            </div>
          ))}
        {mainFilters ? (
          <MoreFilters
            filters={filters.filter((definition) => !mainFilters.includes(definition.key))}
            values={view.filters}
            control={control}
          />
        ) : null}
        {extra ? (
          <div
            style={{
              marginLeft: 'auto',
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'flex-end',
              alignItems: 'center',
              gap: '8px 12px',
            }}
          >
            {extra}
          </div>
        ) : null}
      </div>
      <FilterChips
        definitions={filters}
        filters={view.filters}
        search={view.search}
        labelOf={labelOf}
        onRemove={onFilterChange}
        onClearSearch={() => onSearchChange('')}
        onClearAll={onClearAll}
      />
    </div>
  );
}
