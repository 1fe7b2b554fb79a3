import type { KeyboardEvent, PointerEvent, ThHTMLAttributes } from 'react';
import { COLUMN_WIDTH_LIMITS } from './grid-preferences';

/** What a resizable column hands its header cell (through antd's onHeaderCell). */
export interface ResizableHeaderCellProps extends ThHTMLAttributes<HTMLTableCellElement> {
  /** The column's width now (px). */
  resizeWidth?: number;
  /** The column's header text, for the handle's name. */
  resizeLabel?: string;
  /** Called while dragging (done false) and once at the end (done true) with the new width. */
  onResizeWidth?: (width: number, done: boolean) => void;
}

/** Pixels an arrow key moves a column's edge (Shift moves it ten times as far). */
export const RESIZE_KEY_STEP = 10;

const clamp = (width: number) => Math.min(COLUMN_WIDTH_LIMITS.max, Math.max(COLUMN_WIDTH_LIMITS.min, width));

/**
 * A header cell with a handle on its right edge: drag the handle, or focus the header and press the left and right
 * arrows (Shift for ten steps), to resize the column. The handle is no tab stop of its own (a grid of 13 columns would
 * take 13 more Tab presses on the way to its rows): the header is the one stop, focusable even when it does not sort,
 * and the handle shows the width to assistive technology (a vertical separator with its value).
 */
export function ResizableHeaderCell(props: ResizableHeaderCellProps) {
  const { resizeWidth, resizeLabel, onResizeWidth, children, ...cell } = props;
  if (!onResizeWidth || resizeWidth === undefined) return <th {...cell}>{children}</th>;

  // The drag is followed on the window: the grid re-renders its header while the width changes, and the pointer
  // may leave the handle.
  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    let width = resizeWidth;
    const move = (next: globalThis.PointerEvent) => {
      width = clamp(resizeWidth + next.clientX - startX);
      onResizeWidth(width, false);
    };
    const end = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      // The click that ends a drag over the header must not sort: swallow it, and only it.
      const swallow = (click: MouseEvent) => click.stopPropagation();
      window.addEventListener('click', swallow, { capture: true, once: true });
      window.setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
      onResizeWidth(width, true);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };
  // The header's own arrows resize; its other keys (Enter sorts) stay antd's.
  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>) => {
    cell.onKeyDown?.(event);
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const step = event.shiftKey ? RESIZE_KEY_STEP * 10 : RESIZE_KEY_STEP;
    const delta = event.key === 'ArrowRight' ? step : event.key === 'ArrowLeft' ? -step : 0;
    if (delta === 0) return;
    event.preventDefault();
    event.stopPropagation();
    onResizeWidth(clamp(resizeWidth + delta), true);
  };

  return (
    <th
      {...cell}
      // A header that does not sort has no tab stop from antd: it gets one, to be resized.
      tabIndex={cell.tabIndex ?? 0}
      aria-keyshortcuts="ArrowLeft ArrowRight"
      onKeyDown={onKeyDown}
    >
      {children}
      {/* The separator shows the width and takes the pointer's drag; the header's arrows are its keyboard way. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events */}
      <span
        role="separator"
        aria-orientation="vertical"
        aria-label={`Resize ${resizeLabel ?? 'column'}`}
        aria-valuenow={resizeWidth}
        aria-valuemin={COLUMN_WIDTH_LIMITS.min}
        aria-valuemax={COLUMN_WIDTH_LIMITS.max}
        className="console-column-resizer"
        onPointerDown={onPointerDown}
        onClick={(event) => event.stopPropagation()}
        style={{
          position: 'absolute',
          top: 0,
          right: 0,
          width: 8,
          height: '100%',
          cursor: 'col-resize',
          zIndex: 2,
          touchAction: 'none',
        }}
      />
    </th>
  );
}
