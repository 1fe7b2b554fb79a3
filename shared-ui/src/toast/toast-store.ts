import { TOAST_EXIT_MS } from 'shared-contracts';
import type { ToastInput, ToastVariant } from 'shared-contracts';

/** Life cycle of a toast: shown, then dismissed (exit animation), then removed from the store. */
export type ToastStatus = 'shown' | 'dismissed';

/** A toast held by the store. */
export interface ToastRecord {
  /** Stable id, answered by `show`. */
  id: string;
  /** Bold first line. */
  title: string;
  /** Optional second line. */
  description?: string;
  /** Visual variant. */
  variant: ToastVariant;
  /** A promise toast still waiting; its timer does not run. */
  pending: boolean;
  /** Shown or being dismissed. */
  status: ToastStatus;
  /** Bumped on every update, so the toast's timer starts again after a promise settles. */
  version: number;
}

/** What `show` accepts beyond the public toast input. */
export interface ShowToastInput extends ToastInput {
  /** Shows a spinner and keeps the toast until it is updated. */
  pending?: boolean;
}

/** A store of toasts, newest first, that React reads through `useSyncExternalStore`. */
export interface ToastStore {
  /** Adds a toast at the top and answers its id. */
  show(input: ShowToastInput): string;
  /** Changes a shown toast; ignored once it is dismissed. */
  update(id: string, patch: Partial<Pick<ToastRecord, 'title' | 'description' | 'variant' | 'pending'>>): void;
  /** Starts a toast's exit; it is removed after the exit animation. Unknown ids are ignored. */
  dismiss(id: string): void;
  /** Takes a toast out at once. */
  remove(id: string): void;
  /** Current toasts, newest first; a new array after every change. */
  getSnapshot(): readonly ToastRecord[];
  /** Calls the listener after every change; answers the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Creates an empty toast store. */
export function createToastStore(): ToastStore {
  let toasts: readonly ToastRecord[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();

  const commit = (next: readonly ToastRecord[]) => {
    toasts = next;
    for (const listener of [...listeners]) listener();
  };
  const patch = (id: string, change: (toast: ToastRecord) => ToastRecord) => {
    const target = toasts.find((toast) => toast.id === id);
    if (!target) return;
    commit(toasts.map((toast) => (toast.id === id ? change(toast) : toast)));
  };

  const store: ToastStore = {
    show({ title, description, variant = 'default', pending = false }) {
      counter += 1;
      const id = `toast-${counter}`;
      commit([{ id, title, description, variant, pending, status: 'shown', version: 0 }, ...toasts]);
      return id;
    },
    update(id, change) {
      const target = toasts.find((toast) => toast.id === id);
      if (target?.status !== 'shown') return;
      patch(id, (toast) => ({ ...toast, ...change, version: toast.version + 1 }));
    },
    dismiss(id) {
      const target = toasts.find((toast) => toast.id === id);
      if (target?.status !== 'shown') return;
      patch(id, (toast) => ({ ...toast, status: 'dismissed' }));
      setTimeout(() => store.remove(id), TOAST_EXIT_MS);
    },
    remove(id) {
      if (!toasts.some((toast) => toast.id === id)) return;
      commit(toasts.filter((toast) => toast.id !== id));
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

/** The page's one toast store, shared by the host's Toaster and every `notify`. */
export const toastStore: ToastStore = createToastStore();
