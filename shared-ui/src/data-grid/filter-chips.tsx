import { Tag } from 'antd';
import { isFilterActive } from 'shared-contracts';
import type { FilterDefinition, FilterValue, FilterValues } from 'shared-contracts';
import { Button } from '../components/button';
import { chipText } from './chip-text';

/** Props of the active-filter chips. */
export interface FilterChipsProps {
  /** The grid's filters. */
  definitions: readonly FilterDefinition[];
  /** Active filters. */
  filters: FilterValues;
  /** Search text. */
  search: string;
  /** Label of an option value. */
  labelOf: (key: string, value: string) => string;
  /** Removes one filter. */
  onRemove: (key: string, value: FilterValue | undefined) => void;
  /** Clears the search. */
  onClearSearch: () => void;
  /** Removes every filter and the search. */
  onClearAll: () => void;
}

/** The active search and filters as removable chips, and Clear all. Nothing shows while nothing is active. */
export function FilterChips(props: FilterChipsProps) {
  const { definitions, filters, search, labelOf, onRemove, onClearSearch, onClearAll } = props;
  const active = definitions.filter((definition) => isFilterActive(filters[definition.key]));
  if (active.length === 0 && !search) return null;
  return (
    <ul
      aria-label="Active filters"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 6,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {search ? (
        <li>
          <Tag closable closeIcon={<span aria-label="Remove search">×</span>} onClose={onClearSearch}>
            {`Search: ${search}`}
          </Tag>
        </li>
      ) : null}
      {active.map((definition) => {
        const text = chipText(definition, filters[definition.key]!, (value) => labelOf(definition.key, value));
        return (
          <li key={definition.key}>
            <Tag
              closable
              closeIcon={<span aria-label={`Remove ${definition.label}`}>×</span>}
              onClose={(event) => {
                event.preventDefault();
                onRemove(definition.key, undefined);
              }}
            >
              {text}
            </Tag>
          </li>
        );
      })}
      <li>
        <Button variant="link" size="sm" onClick={onClearAll}>
          Clear all
        </Button>
      </li>
    </ul>
  );
}
