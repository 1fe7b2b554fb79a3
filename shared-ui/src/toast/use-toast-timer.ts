import { useEffect, useRef } from 'react';
import { TOAST_DURATION_MS } from 'shared-contracts';
import type { ToastRecord } from './toast-store';

/**
 * Dismisses a toast after 5000 ms of running time. The clock stops while `paused` (pointer or focus in the
 * list, page hidden) and keeps what is left; it starts afresh whenever the toast is updated (version).
 */
export function useToastTimer(toast: ToastRecord, paused: boolean, onExpire: () => void): void {
  const remaining = useRef(TOAST_DURATION_MS);
  const version = useRef(toast.version);
  const expire = useRef(onExpire);

  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (version.current !== toast.version) {
      version.current = toast.version;
      remaining.current = TOAST_DURATION_MS;
    }
    if (paused || toast.pending || toast.status !== 'shown') return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => expire.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, toast.pending, toast.status, toast.version]);
}
