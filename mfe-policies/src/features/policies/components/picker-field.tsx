import { Flex, SearchPicker, Tag } from 'shared-ui';
import type { SearchPickerOption } from 'shared-ui';

/** Props of {@link PickerField}: a form control over a list of values, picked through SPEC's search picker. */
export interface PickerFieldProps {
  label: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  onSearch: (text: string) => Promise<readonly SearchPickerOption[]>;
  /** Lets the search text itself be added (names the directory does not know). */
  allowAdd?: boolean;
  /** The text of a value (a list's name for its id). */
  labelOf?: (value: string) => string;
  disabled?: boolean;
}

/** The search picker, with the values chosen shown as tags that can be removed. */
export function PickerField({ label, value = [], onChange, onSearch, allowAdd, labelOf, disabled }: PickerFieldProps) {
  const text = (item: string) => labelOf?.(item) ?? item;
  const add = (items: string[]) => onChange?.([...new Set(items.map((item) => item.trim()).filter(Boolean))]);
  return (
    <Flex gap={4} wrap align="center">
      <SearchPicker
        label={label}
        multiple
        disabled={disabled}
        value={value.map((item) => ({ value: item, label: text(item) }))}
        onChange={(picked) => add(picked.map((option) => option.value))}
        onSearch={onSearch}
        {...(allowAdd && { onAdd: (typed: string) => add([...value, typed]) })}
      />
      {value.map((item) => (
        <Tag key={item} closable={!disabled} onClose={() => onChange?.(value.filter((other) => other !== item))}>
          {text(item)}
        </Tag>
      ))}
    </Flex>
  );
}
