import { Radio } from 'antd';
import { useId } from 'react';
import { BOOLEAN_LABELS, yesNo } from 'shared-contracts';
import type { BooleanFilterDefinition, FilterValue } from 'shared-contracts';
import { FilterPopover } from './filter-popover';
import { filterTriggerText } from './filter-trigger';

/** Props of a yes/no filter. */
export interface BooleanFilterControlProps {
  /** The filter. */
  definition: BooleanFilterDefinition;
  /** Its value now. */
  value: boolean | undefined;
  /** Sets the filter (undefined clears it). */
  onChange: (value: FilterValue | undefined) => void;
}

type Choice = 'any' | 'true' | 'false';

const CHOICES: readonly { value: Choice; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'true', label: BOOLEAN_LABELS.true },
  { value: 'false', label: BOOLEAN_LABELS.false },
];

/**
 * A yes/no filter with the same trigger and popup as the others: a single choice of Any, Yes and No (WAI-ARIA radio
 * group: the arrow keys move and choose, Enter closes). Any clears it; the value stays `{ kind: 'boolean', value }`.
 */
export function BooleanFilterControl({ definition, value, onChange }: BooleanFilterControlProps) {
  const name = useId();
  const current: Choice = value === undefined ? 'any' : value ? 'true' : 'false';
  return (
    <FilterPopover
      triggerText={filterTriggerText(definition.label, value === undefined ? [] : [yesNo(value)])}
      label={definition.label}
    >
      {(close) => (
        // Enter on a choice closes the popup (the arrow keys already chose it).
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              close();
            }
          }}
        >
          <Radio.Group
            aria-label={definition.label}
            name={name}
            value={current}
            style={{ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 140 }}
            options={CHOICES.map((choice) => ({ value: choice.value, label: choice.label }))}
            onChange={(event) => {
              const next = event.target.value as Choice;
              onChange(next === 'any' ? undefined : { kind: 'boolean', value: next === 'true' });
            }}
          />
        </div>
      )}
    </FilterPopover>
  );
}
