import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import { Checkbox, Popover } from 'antd';
import { useCallback } from 'react';
import { readFilterOptions } from 'shared-contracts';
import type { FilterOption, FilterValue, OptionsFilterDefinition } from 'shared-contracts';
import { Button } from '../components/button';
import { SearchPicker } from '../components/search-picker';
import { useShell } from '../shell';
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

function toValue(options: readonly FilterOption[]): FilterValue | undefined {
  return options.length > 0 ? { kind: 'options', values: options.map((option) => option.value) } : undefined;
}

/**
 * An options filter: a search picker over the filter-option endpoint (GET <endpoint>?search=) for open-ended values
 * such as host names, or a checklist for a short fixed list such as severities (a picker would hide them until typed).
 */
export function OptionsFilterControl({ definition, values, labelOf, onChange }: OptionsFilterControlProps) {
  const { api } = useShell();
  const { source } = definition;
  const endpoint = 'endpoint' in source ? source.endpoint : undefined;
  const searchParam = 'endpoint' in source ? (source.searchParam ?? 'search') : 'search';
  const onSearch = useCallback(
    async (text: string) => readFilterOptions(await api.get<unknown>(endpoint ?? '', { [searchParam]: text })),
    [api, endpoint, searchParam],
  );
  const selected = values.map((value) => ({ value, label: labelOf(value) }));

  if (!('options' in source)) {
    return (
      <SearchPicker
        label={definition.label}
        multiple
        value={selected}
        onSearch={onSearch}
        onChange={(options) => onChange(toValue(options), options)}
      />
    );
  }

  const content = (
    <Checkbox.Group
      aria-label={definition.label}
      style={{ display: 'flex', flexDirection: 'column', gap: 6, maxHeight: 300, overflowY: 'auto' }}
      value={[...values]}
      options={source.options.map((option) => ({ value: option.value, label: option.label }))}
      onChange={(checked) => {
        const chosen = source.options.filter((option) => checked.includes(option.value));
        onChange(toValue(chosen), chosen);
      }}
    />
  );
  return (
    <Popover trigger="click" placement="bottomLeft" content={content} arrow={false}>
      <Button variant="outline" aria-haspopup="true">
        {filterTriggerText(
          definition.label,
          values.map((value) => labelOf(value)),
        )}
        <DownOutlined aria-hidden="true" style={{ fontSize: 10, marginLeft: 6 }} />
      </Button>
    </Popover>
  );
}
