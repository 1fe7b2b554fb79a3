import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import type { RefObject } from 'react';
import { ensureStyle } from './ensure-style';

/** What the hook needs of antd's Table ref: its scrollTo, which a virtual table passes to its rc-virtual-list. */
export interface ScrollableTable {
  scrollTo: (config: never) => void;
}

const STYLE_ID = 'console-grid-header-focus';
// A focused sortable header shows a ring (antd only tints its text).
const HEADER_CSS = `.console-data-grid .ant-table-thead > tr > th[tabindex]:focus-visible{outline:2px solid var(--ant-color-primary,#1677ff);outline-offset:-2px}`;

const ensureHeaderStyle = () => ensureStyle(STYLE_ID, HEADER_CSS);

const isSortableHeader = (target: EventTarget | null): target is HTMLTableCellElement =>
  target instanceof HTMLTableCellElement && target.classList.contains('ant-table-column-has-sorters');

/**
 * Scrolls a virtual grid's body and header sideways to `left` px. The list's scrollTo only sets its offset; it tells the
 * table (which moves the header) from its holder's scroll event, reading the offset of its last render. So the offset
 * is rendered now, then the holder is told: waiting for the browser's scroll event raced React's render, and a
 * filler's scroll never reaches the holder.
 */
export function scrollGridSideways(grid: HTMLElement | null, table: ScrollableTable | null, left: number): void {
  const scrollTo = table?.scrollTo as ((config: { left: number }) => void) | undefined;
  if (!grid || !scrollTo) return;
  flushSync(() => scrollTo({ left }));
  grid.querySelector('.ant-table-tbody-virtual-holder')?.dispatchEvent(new Event('scroll'));
  const header = grid.querySelector<HTMLElement>('.ant-table-header');
  if (header && header.scrollLeft !== left) header.scrollLeft = left;
}

/**
 * Keeps a virtual grid's header and body lined up, and its sortable headers usable by keyboard.
 *
 * Focus moving to a header cell out of view scrolls the header row natively, and antd's virtual body (an
 * rc-virtual-list, scrolled by an offset rather than scrollLeft) does not follow: this listens to the header's scroll
 * and moves the body to the same offset through the table's scrollTo({ left }). The body's own scrolling already moves
 * the header; focus on a row's control out of view scrolls the body natively, which is folded into the offset. It also gives focused sortable headers a visible ring and lets Space sort as Enter does (antd gives
 * them tabIndex 0 and Enter).
 */
export function useHeaderScrollSync(
  gridRef: RefObject<HTMLElement | null>,
  tableRef: RefObject<ScrollableTable | null>,
): void {
  useEffect(() => {
    ensureHeaderStyle();
    // Listeners on the document (scroll in its capture phase, as scroll does not bubble), so they keep working when
    // the table's elements are replaced.
    const onScroll = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !gridRef.current?.contains(target)) return;
      const scrollTo = tableRef.current?.scrollTo as ((config: { left: number }) => void) | undefined;
      if (target.classList.contains('ant-table-header')) {
        scrollTo?.({ left: target.scrollLeft });
        return;
      }
      // Focus on a control of a row out of view (Tab, or a script's focus()) scrolls an element of the body natively
      // (the holder, or the filler inside it, both clip sideways), past the virtual offset, and the header stays
      // behind: that native scroll becomes the virtual offset.
      if (target.scrollLeft === 0 || !target.closest('.ant-table-tbody-virtual')) return;
      const header = gridRef.current.querySelector<HTMLElement>('.ant-table-header');
      const left = (header?.scrollLeft ?? 0) + target.scrollLeft;
      target.scrollLeft = 0;
      scrollGridSideways(gridRef.current, tableRef.current, left);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || !isSortableHeader(event.target) || !gridRef.current?.contains(event.target)) return;
      event.preventDefault();
      event.target.click();
    };
    document.addEventListener('scroll', onScroll, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('scroll', onScroll, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [gridRef, tableRef]);
}
