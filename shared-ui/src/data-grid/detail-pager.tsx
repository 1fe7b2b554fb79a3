import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import UpOutlined from '@ant-design/icons/es/icons/UpOutlined';
import { useEffect, useRef } from 'react';
import { Button } from '../components/button';
import type { DetailPagerActions } from './use-detail-navigation';

/** Props of DetailPager. */
export interface DetailPagerProps extends DetailPagerActions {
  /** Singular noun of the items, such as 'incident' (the buttons' names: "Previous incident", "Next incident"). */
  noun: string;
}

// Inputs that take J and K as text; a checkbox, a switch or a closed select does not.
const NOT_TEXT = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether a key pressed on the element is typing (or moves in an open list), so it is no shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLSelectElement) return true;
  if (target.getAttribute('aria-expanded') === 'true' && target.getAttribute('role') === 'combobox') return true;
  if (target instanceof HTMLTextAreaElement) return !target.readOnly;
  if (target instanceof HTMLInputElement) return !target.readOnly && !NOT_TEXT.has(target.type);
  return false;
}

/**
 * Previous and Next buttons of a detail panel, walking the grid's loaded rows in its order; K and J press them while
 * focus is not in a text field. Disabled at either end (Next loads the next page first when there is one).
 */
export function DetailPager({ noun, onPrevious, onNext, loadingNext }: DetailPagerProps) {
  const actions = useRef({ onPrevious, onNext });
  useEffect(() => {
    actions.current = { onPrevious, onNext };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target))
        return;
      const key = event.key.toLowerCase();
      const action = key === 'j' ? actions.current.onNext : key === 'k' ? actions.current.onPrevious : undefined;
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <span role="group" aria-label={`Move between ${noun}s`} style={{ display: 'inline-flex', gap: 4 }}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Previous ${noun}`}
        aria-keyshortcuts="K"
        title={`Previous ${noun} (K)`}
        disabled={!onPrevious}
        onClick={onPrevious}
      >
        <UpOutlined aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Next ${noun}`}
        aria-keyshortcuts="J"
        title={`Next ${noun} (J)`}
        disabled={!onNext}
        loading={loadingNext}
        onClick={onNext}
      >
        <DownOutlined aria-hidden="true" />
      </Button>
    </span>
  );
}
