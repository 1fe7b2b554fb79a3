import { InputNumber } from 'antd';
import { useState } from 'react';
import type { FilterValue, RangeFilterDefinition } from 'shared-contracts';
import { Button } from '../components/button';
import { FilterPopover } from './filter-popover';
import { rangeText } from './filter-trigger';

/** Props of a range filter. */
export interface RangeFilterControlProps {
  /** The filter. */
  definition: RangeFilterDefinition;
  /** Its value now. */
  value: { min?: number; max?: number } | undefined;
  /** Sets the filter (undefined clears it). */
  onChange: (value: FilterValue | undefined) => void;
}

type Draft = { min: number | null; max: number | null };

/** A numeric range filter: two number inputs (minimum, maximum) applied together, sent as <key>Min and <key>Max. */
export function RangeFilterControl({ definition, value, onChange }: RangeFilterControlProps) {
  const [draft, setDraft] = useState<Draft>({ min: null, max: null });
  const floor = definition.min ?? 0;
  const invalid = draft.min !== null && draft.max !== null && draft.min > draft.max;

  const openChange = (next: boolean) => {
    if (next) setDraft({ min: value?.min ?? null, max: value?.max ?? null });
  };
  const apply = (close: () => void) => {
    const min = draft.min ?? undefined;
    const max = draft.max ?? undefined;
    onChange(min === undefined && max === undefined ? undefined : { kind: 'range', min, max });
    close();
  };
  const text = rangeText(value?.min, value?.max, definition.unit);

  const content = (close: () => void) => (
    <form
      style={{ display: 'flex', flexDirection: 'column', gap: 8, width: 240 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) apply(close);
      }}
    >
      <div style={{ display: 'flex', gap: 8 }}>
        <InputNumber
          aria-label={`${definition.label} minimum`}
          placeholder="Min"
          suffix={definition.unit}
          min={floor}
          value={draft.min}
          onChange={(min) => setDraft((current) => ({ ...current, min: typeof min === 'number' ? min : null }))}
        />
        <InputNumber
          aria-label={`${definition.label} maximum`}
          placeholder="Max"
          suffix={definition.unit}
          min={floor}
          value={draft.max}
          onChange={(max) => setDraft((current) => ({ ...current, max: typeof max === 'number' ? max : null }))}
        />
      </div>
      {invalid ? <span role="alert">The minimum is above the maximum.</span> : null}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button size="sm" variant="ghost" onClick={() => setDraft({ min: null, max: null })}>
          Reset
        </Button>
        <Button size="sm" variant="primary" htmlType="submit" disabled={invalid}>
          Apply
        </Button>
      </div>
    </form>
  );

  return (
    <FilterPopover
      triggerText={text ? `${definition.label}: ${text}` : definition.label}
      label={definition.label}
      onOpenChange={openChange}
    >
      {content}
    </FilterPopover>
  );
}
