import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';

/** Debounce of the grid's search box, the same 500 ms as the search pickers (SPEC §9). */
export const LIST_SEARCH_DEBOUNCE_MS = 500;

/** Props of the grid's search box. */
export interface ListSearchBoxProps {
  /** The search in force (from the URL). */
  value: string;
  /** Called 500 ms after typing stops, or at once on Enter or clear. */
  onChange: (search: string) => void;
  /** Placeholder, such as 'Search incidents'. */
  placeholder: string;
  /** Width in pixels; 220 by default. */
  width?: number;
}

/** The grid's free-text search: typing is debounced; a change from outside (Clear all, Back) replaces the text. */
export function ListSearchBox({ value, onChange, placeholder, width = 220 }: ListSearchBoxProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Adopt an outside change during render rather than in an effect, so the old text never flashes.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onChange(next.trim());
  };
  return (
    <Input
      role="searchbox"
      aria-label={placeholder}
      placeholder={placeholder}
      prefix={<SearchOutlined aria-hidden="true" />}
      allowClear
      style={{ width }}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        if (next === '') commit('');
        else timer.current = setTimeout(() => commit(next), LIST_SEARCH_DEBOUNCE_MS);
      }}
      onPressEnter={() => commit(text)}
    />
  );
}
