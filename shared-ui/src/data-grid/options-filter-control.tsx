import { useCallback } from 'react';
import { readFilterOptions, SEARCH_PICKER_MAX_OPTIONS } from 'shared-contracts';
import type { FilterOption, FilterValue, OptionsFilterDefinition } from 'shared-contracts';
import { SearchPicker } from '../components/search-picker';
import { useShell } from '../shell';
import { CHECKLIST_FILTER_BOX_FROM, FilterChecklist } from './filter-checklist';
import { FilterPopover } from './filter-popover';
import { filterTriggerText } from './filter-trigger';

/** Props of an options filter. */
export interface OptionsFilterControlProps {
  /** The filter. */
  definition: OptionsFilterDefinition;
  /** Its values now. */
  values: readonly string[];
  /** Labels known for values (from searches), so triggers and chips show names, not ids. */
  labelOf: (value: string) => string;
  /** Sets the filter (undefined clears it); `options` carry the chosen labels. */
  onChange: (value: FilterValue | undefined, options: readonly FilterOption[]) => void;
}

/**
 * Endpoint lists shorter than this show whole, as checklists. An option endpoint answers at most
 * SEARCH_PICKER_MAX_OPTIONS (100) values, so an answer to the empty search with fewer than this holds every value.
 */
const SHORT_LIST_BELOW = Math.min(50, SEARCH_PICKER_MAX_OPTIONS);

function toValue(values: readonly string[]): FilterValue | undefined {
  return values.length > 0 ? { kind: 'options', values: [...values] } : undefined;
}

/**
 * An options filter. A fixed list (severities, statuses) opens as a checklist. A list from the filter-option endpoint
 * (GET <endpoint>?search=) opens as a search picker that asks for every value first: fewer than 50 (a channel, a data
 * type) show at once as a checklist narrowed by typing; a longer list (host names) searches as the user types.
 */
export function OptionsFilterControl({ definition, values, labelOf, onChange }: OptionsFilterControlProps) {
  const { api } = useShell();
  const { source } = definition;
  const endpoint = 'endpoint' in source ? source.endpoint : undefined;
  const searchParam = 'endpoint' in source ? (source.searchParam ?? 'search') : 'search';
  const onSearch = useCallback(
    async (text: string) =>
      endpoint === undefined ? [] : readFilterOptions(await api.getListing(endpoint, { [searchParam]: text })),
    [api, endpoint, searchParam],
  );

  if (!('options' in source)) {
    return (
      <SearchPicker
        label={definition.label}
        multiple
        value={values.map((value) => ({ value, label: labelOf(value) }))}
        onSearch={onSearch}
        browseBelow={SHORT_LIST_BELOW}
        onChange={(options) => onChange(toValue(options.map((option) => option.value)), options)}
      />
    );
  }

  // Values set from the URL that the list does not hold stay visible, so they can be unticked.
  const options = [
    ...source.options,
    ...values
      .filter((value) => !source.options.some((option) => option.value === value))
      .map((value) => ({ value, label: labelOf(value) })),
  ];
  return (
    <FilterPopover
      triggerText={filterTriggerText(
        definition.label,
        values.map((value) => labelOf(value)),
      )}
      label={definition.label}
    >
      {() => (
        <FilterChecklist
          label={definition.label}
          options={options}
          values={values}
          onChange={(next) =>
            onChange(
              toValue(next),
              options.filter((option) => next.includes(option.value)),
            )
          }
          filterable={options.length > CHECKLIST_FILTER_BOX_FROM}
        />
      )}
    </FilterPopover>
  );
}
