import FilterOutlined from '@ant-design/icons/es/icons/FilterOutlined';
import { Popover } from 'antd';
import type { ReactNode } from 'react';
import { isFilterActive } from 'shared-contracts';
import type { FilterDefinition, FilterValues } from 'shared-contracts';
import { Button } from '../components/button';

/** Props of "More filters". */
export interface MoreFiltersProps {
  /** The filters the bar does not show itself. */
  filters: readonly FilterDefinition[];
  /** Filters in force, to count the active ones among them. */
  values: FilterValues;
  /** The control of one filter (the bar's own). */
  control: (definition: FilterDefinition) => ReactNode;
}

/** Text of the "More filters" button: how many of its filters are set, if any. */
export function moreFiltersText(active: number): string {
  return active > 0 ? `More filters (${active})` : 'More filters';
}

/**
 * "More filters": the page's less used filters in a panel, so the bar keeps one row. The button counts those that
 * are set; they also show as chips under the bar, where they can be removed.
 */
export function MoreFilters({ filters, values, control }: MoreFiltersProps) {
  if (filters.length === 0) return null;
  const active = filters.filter((definition) => isFilterActive(values[definition.key])).length;
  const content = (
    <div
      role="group"
      aria-label="More filters"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, maxWidth: 520, alignItems: 'flex-start' }}
    >
      {filters.map((definition) => (
        <div key={definition.key} data-filter={definition.key}>
          {control(definition)}
        </div>
      ))}
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomLeft" content={content} arrow={false}>
      <Button
        variant={active > 0 ? 'secondary' : 'ghost'}
        aria-haspopup="dialog"
        icon={<FilterOutlined aria-hidden="true" />}
      >
        {moreFiltersText(active)}
      </Button>
    </Popover>
  );
}
