import { formatDate, yesNo } from 'shared-contracts';
import type { FilterDefinition, FilterValue } from 'shared-contracts';
import { rangeText } from './filter-trigger';

const MAX_LISTED = 3;

function day(iso: string): string {
  return formatDate(iso);
}

/** The text of an active filter's chip, such as 'Severity: high, low' or 'Date Picker: Jan 1, 2026 – Jan 31, 2026'. */
export function chipText(definition: FilterDefinition, value: FilterValue, labelOf: (value: string) => string): string {
  switch (value.kind) {
    case 'options': {
      const labels = value.values.map(labelOf);
      const more = labels.length > MAX_LISTED ? ` +${labels.length - MAX_LISTED}` : '';
      return `${definition.label}: ${labels.slice(0, MAX_LISTED).join(', ')}${more}`;
    }
    case 'range':
      return `${definition.label}: ${rangeText(value.min, value.max, definition.kind === 'range' ? definition.unit : undefined)}`;
    case 'dateRange':
      if (value.from && value.to) return `${definition.label}: ${day(value.from)} – ${day(value.to)}`;
      return `${definition.label}: ${value.from ? `from ${day(value.from)}` : `until ${day(value.to ?? '')}`}`;
    case 'boolean':
      return `${definition.label}: ${yesNo(value.value)}`;
  }
}
