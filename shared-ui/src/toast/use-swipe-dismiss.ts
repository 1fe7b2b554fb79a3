import { useRef, useState } from 'react';
import type { PointerEvent } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX } from 'shared-contracts';

/** Current drag offset of a toast and the pointer handlers that produce it. */
export interface SwipeDismiss {
  /** Offset to translate the toast by while it is dragged. */
  offset: { x: number; y: number };
  /** Spread onto the toast element. */
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
}

const REST = { x: 0, y: 0 };

/**
 * Swipe to dismiss: dragging a toast sideways or upwards (away from the top edge it sits at) past 50 px
 * dismisses it on release; a shorter drag springs back. Drags that start on a button are ignored.
 */
export function useSwipeDismiss(onDismiss: () => void): SwipeDismiss {
  const start = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(REST);

  const delta = (event: PointerEvent<HTMLElement>) => {
    const origin = start.current;
    if (!origin) return REST;
    const x = event.clientX - origin.x;
    const y = Math.min(0, event.clientY - origin.y);
    return Math.abs(x) >= Math.abs(y) ? { x, y: 0 } : { x: 0, y };
  };

  return {
    offset,
    handlers: {
      onPointerDown(event) {
        if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
        start.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove(event) {
        if (start.current?.pointerId !== event.pointerId) return;
        setOffset(delta(event));
      },
      onPointerUp(event) {
        if (start.current?.pointerId !== event.pointerId) return;
        const moved = delta(event);
        start.current = null;
        setOffset(REST);
        if (Math.max(Math.abs(moved.x), Math.abs(moved.y)) >= TOAST_SWIPE_THRESHOLD_PX) onDismiss();
      },
      onPointerCancel() {
        start.current = null;
        setOffset(REST);
      },
    },
  };
}
