import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import { Checkbox, theme } from 'antd';
import { useEffect } from 'react';
import { SEARCH_PICKER_NO_RESULTS, SEARCH_PICKER_TYPE_TO_SEARCH } from 'shared-contracts';
import type { SearchPickerOption } from './picker-options';
import type { SearchPhase } from './use-debounced-search';

/** Props of a picker's option list. */
export interface SearchPickerListProps {
  /** Id of the listbox, referenced by the search input. */
  id: string;
  /** Accessible name of the listbox. */
  label: string;
  /** Options, the selected first. */
  options: readonly SearchPickerOption[];
  /** Values currently selected. */
  selected: ReadonlySet<string>;
  /** Index of the keyboard-active option, -1 for none. */
  activeIndex: number;
  /** Whether several options may be selected. */
  multiple: boolean;
  /** Phase of the search, for the status line. */
  phase: SearchPhase;
  /** Whether the last answered search found nothing. */
  noMatches: boolean;
  /** Chooses an option. */
  onChoose: (option: SearchPickerOption) => void;
  /** Makes an option active (pointer hover). */
  onActivate: (index: number) => void;
  /** Shows each option with a checkbox (a whole short list, several choices). */
  checkboxes?: boolean;
}

/** Id of an option element, for aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

function statusText(phase: SearchPhase, noMatches: boolean): string | null {
  if (phase === 'idle') return SEARCH_PICKER_TYPE_TO_SEARCH;
  if (phase === 'searching') return 'Searching…';
  if (phase === 'failed') return 'Search failed. Try again.';
  return noMatches ? SEARCH_PICKER_NO_RESULTS : null;
}

/** The listbox of a search picker with a status line: 'Type to search', 'Searching…', 'No results'. */
export function SearchPickerList(props: SearchPickerListProps) {
  const { id, label, options, selected, activeIndex, multiple, phase, noMatches, onChoose, onActivate } = props;
  const { checkboxes = false } = props;
  const { token } = theme.useToken();
  const status = statusText(phase, noMatches);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(id, activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, id]);

  return (
    <>
      <ul
        id={id}
        role="listbox"
        aria-label={label}
        aria-multiselectable={multiple || undefined}
        style={{ listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto', minHeight: 0, flex: '1 1 auto' }}
      >
        {options.map((option, index) => {
          const isSelected = selected.has(option.value);
          return (
            // Keys reach the options through the search input (aria-activedescendant), so they need no key handler.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.value}
              id={optionId(id, index)}
              role="option"
              aria-selected={isSelected}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(option)}
              onMouseMove={() => index !== activeIndex && onActivate(index)}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                padding: '5px 8px',
                borderRadius: token.borderRadiusSM,
                cursor: 'pointer',
                background: index === activeIndex ? token.controlItemBgHover : undefined,
                fontWeight: isSelected && !checkboxes ? 600 : undefined,
              }}
            >
              {checkboxes ? (
                <span aria-hidden="true" style={{ pointerEvents: 'none', display: 'inline-flex' }}>
                  <Checkbox checked={isSelected} tabIndex={-1} />
                </span>
              ) : null}
              <span
                style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {option.label}
              </span>
              {isSelected && !checkboxes ? (
                <CheckOutlined aria-hidden="true" style={{ color: token.colorPrimary }} />
              ) : null}
            </li>
          );
        })}
      </ul>
      <div
        role="status"
        aria-live="polite"
        style={{ color: token.colorTextSecondary, padding: status ? '6px 8px' : 0 }}
      >
        {phase === 'searching' ? <LoadingOutlined aria-hidden="true" style={{ marginRight: 6 }} /> : null}
        {status}
      </div>
    </>
  );
}
