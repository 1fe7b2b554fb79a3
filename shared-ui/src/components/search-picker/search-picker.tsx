import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { Input, theme } from 'antd';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent, KeyboardEvent } from 'react';
import { SEARCH_PICKER_GUTTER_PX, SEARCH_PICKER_PLACEHOLDER, SEARCH_PICKER_POPUP_HEIGHT_PX } from 'shared-contracts';
import { Button } from '../button';
import { checklistOptions, pickerOptions } from './picker-options';
import type { SearchPickerOption } from './picker-options';
import { SearchPickerList, optionId } from './search-picker-list';
import { useDebouncedSearch } from './use-debounced-search';

/** Props of a search picker. */
export interface SearchPickerProps {
  /** What is picked, such as 'Hostname': the trigger's text and the list's name. */
  label: string;
  /** The options selected now. */
  value: readonly SearchPickerOption[];
  /** Called with the new selection. */
  onChange: (value: SearchPickerOption[]) => void;
  /** Answers the options matching a search text (called 500 ms after typing stops). */
  onSearch: (text: string) => Promise<readonly SearchPickerOption[]>;
  /** Several options may be selected; the popup then stays open on selection. */
  multiple?: boolean;
  /** Shows an Add button that passes the current search text, then closes the picker. */
  onAdd?: (text: string) => void;
  /** Text of the Add button; 'Add' when absent. */
  addLabel?: string;
  /** Disables the trigger. */
  disabled?: boolean;
  /**
   * Shows short lists whole: each opening asks `onSearch('')` for every value, and an answer with fewer values than
   * this is taken as the whole list (the endpoint answers up to 100), shown at once as a checklist and narrowed as the
   * user types, with no more calls. A longer answer leaves the picker searching as usual ('Type to search').
   */
  browseBelow?: number;
}

function triggerText(label: string, value: readonly SearchPickerOption[]): string {
  if (value.length === 0) return label;
  if (value.length === 1) return `${label}: ${value[0]!.label}`;
  return `${label} (${value.length})`;
}

/**
 * A search picker (SPEC §2, §4, §9): a trigger opening a popup under it (bottom-start, 4 px gutter, at most 370 px
 * high) with a search input (magnifier, placeholder Search), an optional Add button and at most 100 options, the
 * selected first. The search text resets whenever it opens or closes. Keys: the trigger opens on click, Enter,
 * Space or an arrow; in the input arrows move, Enter chooses, Escape closes; Tab or focus or a click outside closes.
 */
export function SearchPicker(props: SearchPickerProps) {
  const { label, value, onChange, onSearch, multiple = false, onAdd, addLabel = 'Add', disabled, browseBelow } = props;
  const { token } = theme.useToken();
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  // The whole list when short (browseBelow), 'loading' while asked, 'long' when the endpoint has more.
  const [all, setAll] = useState<readonly SearchPickerOption[] | 'loading' | 'long'>('long');
  const whole = typeof all === 'string' ? undefined : all;
  const { results, phase } = useDebouncedSearch(whole ? '' : text, onSearch);
  const options = useMemo(
    () => (whole ? checklistOptions(value, whole, text) : pickerOptions(value, phase === 'idle' ? [] : results)),
    [value, results, phase, whole, text],
  );
  const selected = useMemo(() => new Set(value.map((option) => option.value)), [value]);

  const setOpenState = (next: boolean, refocusTrigger = false) => {
    setOpen(next);
    setText('');
    setActiveIndex(-1);
    if (refocusTrigger) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open || browseBelow === undefined) return undefined;
    let live = true;
    setAll((current) => (typeof current === 'string' ? 'loading' : current));
    onSearch('').then(
      (found) => live && setAll(found.length < browseBelow ? found : 'long'),
      () => live && setAll('long'),
    );
    return () => {
      live = false;
    };
  }, [open, browseBelow, onSearch]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenState(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const choose = (option: SearchPickerOption) => {
    if (!multiple) {
      onChange([option]);
      setOpenState(false, true);
      return;
    }
    onChange(selected.has(option.value) ? value.filter((item) => item.value !== option.value) : [...value, option]);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => Math.min(options.length - 1, Math.max(0, index + step)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpenState(false, true);
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
      event.preventDefault();
      setOpenState(true);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpenState(false);
  };

  const popup: CSSProperties = {
    position: 'absolute',
    top: `calc(100% + ${SEARCH_PICKER_GUTTER_PX}px)`,
    left: 0,
    zIndex: token.zIndexPopupBase + 50,
    width: 300,
    maxHeight: SEARCH_PICKER_POPUP_HEIGHT_PX,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: 8,
    padding: 8,
    background: token.colorBgElevated,
    borderRadius: token.borderRadiusLG,
    boxShadow: token.boxShadowSecondary,
  };
  const trimmed = text.trim();

  return (
    <div
      ref={root}
      className="console-search-picker"
      style={{ display: 'inline-block', verticalAlign: 'top' }}
      onBlur={onBlur}
    >
      {/* The anchor is as tall as the trigger even when a flex row stretches the root, so the popup sits right under it. */}
      <div style={{ position: 'relative' }}>
        <Button
          ref={trigger}
          variant="outline"
          aria-haspopup="listbox"
          aria-expanded={open}
          disabled={disabled}
          onClick={() => setOpenState(!open)}
          onKeyDown={onTriggerKeyDown}
        >
          {triggerText(label, value)}
          <DownOutlined aria-hidden="true" style={{ fontSize: 10, marginLeft: 6 }} />
        </Button>
        {open ? (
          <div className="console-search-picker-popup" data-placement="bottom-start" style={popup}>
            <div style={{ display: 'flex', gap: 8 }}>
              <Input
                // Opening the picker is a request to search: focus goes to its input, as in any combobox.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                role="combobox"
                aria-label={`Search ${label}`}
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
                prefix={<SearchOutlined aria-hidden="true" data-testid="search-picker-magnifier" />}
                placeholder={SEARCH_PICKER_PLACEHOLDER}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setActiveIndex(-1);
                }}
                onKeyDown={onInputKeyDown}
              />
              {onAdd ? (
                <Button
                  variant="primary-outline"
                  icon={<PlusOutlined aria-hidden="true" />}
                  disabled={trimmed === ''}
                  onClick={() => {
                    onAdd(trimmed);
                    setOpenState(false, true);
                  }}
                >
                  {addLabel}
                </Button>
              ) : null}
            </div>
            <SearchPickerList
              id={listId}
              label={label}
              options={options}
              selected={selected}
              activeIndex={activeIndex}
              multiple={multiple}
              phase={whole ? 'done' : all === 'loading' && text.trim() === '' ? 'searching' : phase}
              noMatches={whole ? options.length === 0 : phase === 'done' && results.length === 0}
              checkboxes={whole !== undefined && multiple}
              onChoose={choose}
              onActivate={setActiveIndex}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
