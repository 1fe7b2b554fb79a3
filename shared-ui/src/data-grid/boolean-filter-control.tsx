import { Select } from 'antd';
import type { BooleanFilterDefinition, FilterValue } from 'shared-contracts';

/** Props of a yes/no filter. */
export interface BooleanFilterControlProps {
  /** The filter. */
  definition: BooleanFilterDefinition;
  /** Its value now. */
  value: boolean | undefined;
  /** Sets the filter (undefined clears it). */
  onChange: (value: FilterValue | undefined) => void;
}

/** A yes/no filter: a select of Yes and No, cleared for either. */
export function BooleanFilterControl({ definition, value, onChange }: BooleanFilterControlProps) {
  return (
    <Select<'true' | 'false'>
      aria-label={definition.label}
      placeholder={definition.label}
      allowClear
      style={{ minWidth: 140 }}
      value={value === undefined ? undefined : value ? 'true' : 'false'}
      options={[
        { value: 'true', label: `${definition.label}: Yes` },
        { value: 'false', label: `${definition.label}: No` },
      ]}
      onChange={(next) => onChange(next === undefined ? undefined : { kind: 'boolean', value: next === 'true' })}
    />
  );
}
