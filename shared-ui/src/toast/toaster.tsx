import { useCallback, useEffect, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent, KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { TOAST_EXIT_MS, TOAST_HOTKEY, TOAST_REGION_LABEL, TOAST_VISIBLE_LIMIT } from 'shared-contracts';
import { ToastItem } from './toast-item';
import { toastStore } from './toast-store';
import type { ToastRecord, ToastState, ToastStore } from './toast-store';
import { usePageHidden } from './use-page-hidden';

/** Props of the notification region. */
export interface ToasterProps {
  /** The store to show; the page's shared store by default. */
  store?: ToastStore;
}

const REGION: CSSProperties = {
  position: 'fixed',
  top: 16,
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'min(380px, calc(100vw - 32px))',
  zIndex: 2100,
  pointerEvents: 'none',
  outline: 'none',
};
const LIST: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
};

// Enter and exit motion; the exit lasts TOAST_EXIT_MS, after which the store removes the toast.
const MOTION = `
.console-toast { animation: console-toast-in ${TOAST_EXIT_MS}ms ease-out; transition: transform ${TOAST_EXIT_MS}ms ease, opacity ${TOAST_EXIT_MS}ms ease; }
.console-toast[data-state='dismissed'] { opacity: 0; transform: translateY(-8px) !important; }
.console-toaster:focus-visible { outline: 2px solid currentColor; outline-offset: 4px; border-radius: 8px; }
@keyframes console-toast-in { from { opacity: 0; transform: translateY(-8px); } to { opacity: 1; transform: none; } }
@media (prefers-reduced-motion: reduce) { .console-toast { animation: none; transition: none; } }
`;

const selectToasts = (state: ToastState) => state.toasts;

/** The toasts on screen: the newest three that are shown, plus those playing their exit. Older ones wait their turn. */
export function visibleToasts(toasts: readonly ToastRecord[]): ToastRecord[] {
  const shown = new Set(
    toasts
      .filter((toast) => toast.status === 'shown')
      .slice(0, TOAST_VISIBLE_LIMIT)
      .map((toast) => toast.id),
  );
  return toasts.filter((toast) => toast.status === 'dismissed' || shown.has(toast.id));
}

/**
 * The notification region at the top centre, labelled Notifications. Alt+T focuses it, also while a drawer or modal
 * traps focus; Escape inside it dismisses the toast holding focus (else the newest). Timers stop while the pointer or focus is inside or the page is hidden.
 */
export function Toaster({ store = toastStore }: ToasterProps) {
  const toasts = useStore(store, selectToasts);
  const region = useRef<HTMLElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const pageHidden = usePageHidden();
  const visible = visibleToasts(toasts);
  const paused = pointerInside || focusInside || pageHidden;
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.altKey !== TOAST_HOTKEY.altKey || event.code !== TOAST_HOTKEY.code) return;
      event.preventDefault();
      const active = document.activeElement;
      if (active instanceof HTMLElement && !region.current?.contains(active)) returnFocus.current = active;
      region.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // An open drawer or modal traps focus from the window: a focus entering another element than its panel is sent back
  // (antd's lock listens to focusin on the window). Focus entering the toasts (Alt+T, or Tab inside them) stops at the
  // region, so the toasts stay reachable over a drawer; Escape or the last dismiss gives focus back to the drawer.
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const onFocusIn = (event: globalThis.FocusEvent) => {
      setFocusInside(true);
      event.stopPropagation();
    };
    element.addEventListener('focusin', onFocusIn);
    return () => element.removeEventListener('focusin', onFocusIn);
  }, []);

  // Dismisses a toast; when it held focus, focus moves to the next toast, else back to where Alt+T came from.
  const dismiss = useCallback(
    (id: string) => {
      const element = region.current?.querySelector(`[data-toast-id="${id}"]`);
      const hadFocus = element?.contains(document.activeElement) ?? false;
      const next = store.getSnapshot().find((toast) => toast.status === 'shown' && toast.id !== id);
      store.dismiss(id);
      if (!hadFocus) return;
      const nextButton = next && region.current?.querySelector<HTMLElement>(`[data-toast-id="${next.id}"] button`);
      if (nextButton) nextButton.focus();
      else if (returnFocus.current?.isConnected) returnFocus.current.focus();
      else region.current?.focus();
    },
    [store],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    const shown = visible.filter((toast) => toast.status === 'shown');
    const holder = (event.target as HTMLElement).closest<HTMLElement>('[data-toast-id]');
    const target = shown.find((toast) => toast.id === holder?.dataset.toastId) ?? shown[0];
    if (!target) return;
    event.stopPropagation();
    if (holder) {
      dismiss(target.id);
      return;
    }
    // Focus is on the region itself: dismiss the newest and keep focus in the region for the next Escape.
    store.dismiss(target.id);
    const next = shown.find((toast) => toast.id !== target.id);
    if (next) region.current?.querySelector<HTMLElement>(`[data-toast-id="${next.id}"] button`)?.focus();
    else if (returnFocus.current?.isConnected) returnFocus.current.focus();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!region.current?.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  return (
    // The region handles Escape for the toasts inside it; it is focusable (Alt+T) but not itself a control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={region}
      className="console-toaster"
      aria-label={TOAST_REGION_LABEL}
      aria-keyshortcuts="Alt+T"
      tabIndex={-1}
      style={REGION}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <style>{MOTION}</style>
      <ol
        style={{ ...LIST, pointerEvents: visible.length > 0 ? 'auto' : 'none' }}
        data-paused={paused || undefined}
        onPointerEnter={() => setPointerInside(true)}
        onPointerLeave={() => setPointerInside(false)}
      >
        {visible.map((toast) => (
          <ToastItem key={toast.id} toast={toast} paused={paused} onDismiss={dismiss} />
        ))}
      </ol>
    </section>
  );
}
