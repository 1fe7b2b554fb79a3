import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';

/** What the grid's virtual table offers to bring a row into view (antd's Table ref). */
export interface RowScroller {
  scrollTo: (config: { key: string; align?: 'start' | 'end' | 'nearest' }) => void;
}

/** Options of useRowNavigation. */
export interface RowNavigationOptions {
  /** Ids of the loaded rows, in the grid's order. */
  ids: readonly string[];
  /** The row whose item the detail panel shows; when it becomes undefined (the panel closed), focus returns to it. */
  activeRowId?: string;
  /** More rows can be loaded. */
  hasMore: boolean;
  /** Loads the next page. */
  loadMore: () => void;
  /** Opens the row (Enter). */
  onOpen: (index: number) => void;
}

/** Props of one row: it is in the tab order only when it is the grid's tab stop (a roving tabindex). */
export interface NavigableRowProps {
  tabIndex: number;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: { target: EventTarget; currentTarget: EventTarget }) => void;
  'aria-current'?: 'true';
  className?: string;
}

/** The class of the row of the item shown in the detail panel. */
export const ACTIVE_ROW_CLASS = 'console-data-grid-row-active';

// Rows from the end at which moving down loads the next page, as scrolling near the end does.
const LOAD_AHEAD = 3;
// Frames to wait for a row scrolled into view to be rendered by the virtual list.
const FOCUS_ATTEMPTS = 10;

const NEXT_KEYS = new Set(['ArrowDown', 'j', 'J']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'k', 'K']);

function rowElement(container: HTMLElement | null, id: string): HTMLElement | null {
  if (!container) return null;
  for (const element of container.querySelectorAll<HTMLElement>('[data-row-key]'))
    if (element.getAttribute('data-row-key') === id) return element;
  return null;
}

/**
 * Keyboard use of a grid's rows (WAI-ARIA's grid pattern, by row): one row is in the tab order; J or ArrowDown and K
 * or ArrowUp move focus to the next or previous row (scrolling the virtual list, and loading the next page near the
 * end), Home and End to the first and last loaded row, Enter opens. The row of the open item is marked, and focus
 * returns to it when the panel closes.
 */
export function useRowNavigation(
  options: RowNavigationOptions,
  container: RefObject<HTMLElement | null>,
  scroller: RefObject<RowScroller | null>,
) {
  const { ids, activeRowId, hasMore, loadMore, onOpen } = options;
  const [focusId, setFocusId] = useState<string | undefined>(undefined);
  const frame = useRef(0);

  const focusRow = useCallback(
    (id: string) => {
      setFocusId(id);
      scroller.current?.scrollTo({ key: id, align: 'nearest' });
      cancelAnimationFrame(frame.current);
      const attempt = (left: number) => {
        const element = rowElement(container.current, id);
        if (element) element.focus();
        else if (left > 0) frame.current = requestAnimationFrame(() => attempt(left - 1));
      };
      attempt(FOCUS_ATTEMPTS);
    },
    [container, scroller],
  );
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // The open item's row becomes the tab stop and is scrolled into view; when the panel closes, focus goes back to it
  // (or, when a change took it out of the grid, to the row now at its place).
  const lastActive = useRef(activeRowId);
  const activeIndex = useRef(-1);
  const idsRef = useRef(ids);
  const hasIds = ids.length > 0;
  const index = activeRowId ? ids.indexOf(activeRowId) : -1;
  useEffect(() => {
    idsRef.current = ids;
    if (index >= 0) activeIndex.current = index;
  }, [ids, index]);
  useEffect(() => {
    const previous = lastActive.current;
    lastActive.current = activeRowId;
    if (activeRowId === previous) return;
    if (activeRowId) {
      if (hasIds) scroller.current?.scrollTo({ key: activeRowId, align: 'nearest' });
    } else if (previous) {
      const loaded = idsRef.current;
      const at = Math.min(activeIndex.current, loaded.length - 1);
      const target = loaded.includes(previous) ? previous : at >= 0 ? loaded[at] : undefined;
      if (target !== undefined) focusRow(target);
      activeIndex.current = -1;
    }
  }, [activeRowId, focusRow, scroller, hasIds]);

  const tabStop =
    [focusId, activeRowId].find((id) => id !== undefined && ids.includes(id)) ?? (hasIds ? ids[0] : undefined);

  const rowProps = (id: string, index: number): NavigableRowProps => ({
    tabIndex: id === tabStop ? 0 : -1,
    'aria-current': id === activeRowId ? 'true' : undefined,
    className: id === activeRowId ? ACTIVE_ROW_CLASS : undefined,
    onFocus: (event) => {
      if (event.target === event.currentTarget) setFocusId(id);
    },
    onKeyDown: (event) => {
      // Only keys on the row itself: a checkbox or link inside it keeps its own keys.
      if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        onOpen(index);
        return;
      }
      const target = NEXT_KEYS.has(event.key)
        ? index + 1
        : PREVIOUS_KEYS.has(event.key)
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? ids.length - 1
              : undefined;
      if (target === undefined) return;
      event.preventDefault();
      const next = ids[Math.max(0, Math.min(ids.length - 1, target))];
      if (next !== undefined && next !== id) focusRow(next);
      if (hasMore && target >= ids.length - LOAD_AHEAD) loadMore();
    },
  });

  return { rowProps, focusRow };
}
