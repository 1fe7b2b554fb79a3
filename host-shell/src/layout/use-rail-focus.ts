import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { useLocation } from 'shared-ui/core';

/**
 * Moves focus to the main region after the user activates a rail link (click or Enter), once the route has changed, as
 * the skip link does: the next Tab reaches the page's own first control instead of the rail's next link. Only rail
 * activation does so; first load, back/forward and a page's own links leave focus where it is. Gives the handler for
 * the rail links' `onClick`.
 */
export function useRailFocus(targetId: string): (event: MouseEvent<HTMLAnchorElement>) => void {
  const { key } = useLocation();
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [key, targetId]);
  return useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    // A modified or non-primary click opens another tab or window; the router does not navigate here.
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    pending.current = true;
  }, []);
}
