import { Checkbox, Input } from 'antd';
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { FilterOption } from 'shared-contracts';

/** Props of a checklist of filter values. */
export interface FilterChecklistProps {
  /** The filter's label: the group's name. */
  label: string;
  /** Every value, in order. */
  options: readonly FilterOption[];
  /** The values ticked now. */
  values: readonly string[];
  /** Called with the ticked values, in the options' order. */
  onChange: (values: string[]) => void;
  /** Shows a box that narrows the list by text (for lists longer than a glance). */
  filterable?: boolean;
}

/** Lists longer than this get a box to narrow them. */
export const CHECKLIST_FILTER_BOX_FROM = 10;

/**
 * A filter's values as checkboxes (WAI-ARIA checkbox pattern): Tab or the arrow keys move between them, Home and End
 * go to the first and last, Space or Enter ticks. With `filterable`, a box above narrows the list (Arrow Down from
 * it goes to the first value); values ticked but filtered out stay ticked.
 */
export function FilterChecklist({ label, options, values, onChange, filterable }: FilterChecklistProps) {
  const [text, setText] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const needle = text.trim().toLowerCase();
  const shown = needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
  const ticked = new Set(values);

  const toggle = (value: string) => {
    const next = new Set(ticked);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    onChange(options.map((option) => option.value).filter((item) => next.has(item)));
  };
  const boxes = () => Array.from(list.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []);
  const move = (event: KeyboardEvent, to: (index: number, count: number) => number) => {
    const all = boxes();
    if (all.length === 0) return;
    event.preventDefault();
    const index = all.indexOf(document.activeElement as HTMLInputElement);
    all[Math.max(0, Math.min(all.length - 1, to(index, all.length)))]?.focus();
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowDown') move(event, (index) => index + 1);
    else if (event.key === 'ArrowUp') move(event, (index) => index - 1);
    else if (event.key === 'Home') move(event, () => 0);
    else if (event.key === 'End') move(event, (_index, count) => count - 1);
    else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      event.target.click();
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 180, maxWidth: 320 }}>
      {filterable ? (
        <Input
          size="small"
          allowClear
          aria-label={`Filter ${label}`}
          placeholder="Filter"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') move(event, () => 0);
          }}
        />
      ) : null}
      {/* The arrow keys of the checkboxes inside bubble here; the group itself takes no focus. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={list}
        role="group"
        aria-label={label}
        style={{ display: 'flex', flexDirection: 'column', gap: 6, maxHeight: 300, overflowY: 'auto' }}
        onKeyDown={onListKeyDown}
      >
        {shown.map((option) => (
          <Checkbox key={option.value} checked={ticked.has(option.value)} onChange={() => toggle(option.value)}>
            {option.label}
          </Checkbox>
        ))}
        {shown.length === 0 ? <span role="status">No matches</span> : null}
      </div>
    </div>
  );
}
