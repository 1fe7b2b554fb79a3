import { TOAST_EXIT_MS } from 'shared-contracts';
import type { ToastInput, ToastVariant } from 'shared-contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';

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

/** What the toast store holds. */
export interface ToastState {
  /** Current toasts, newest first; a new array after every change. */
  toasts: readonly ToastRecord[];
}

/** A zustand store of toasts, newest first, with the toast life cycle as its actions; React reads it with `useStore`. */
export interface ToastStore extends StoreApi<ToastState> {
  /** Adds a toast at the top and answers its id. */
  show(input: ShowToastInput): string;
  /** Changes a shown toast; ignored once it is dismissed. */
  update(id: string, patch: Partial<Pick<ToastRecord, 'title' | 'description' | 'variant' | 'pending'>>): void;
  /** Starts a toast's exit; it is removed after the exit animation. Unknown ids are ignored. */
  dismiss(id: string): void;
  /** Takes a toast out at once. */
  remove(id: string): void;
  /** Current toasts, newest first (the state's `toasts`). */
  getSnapshot(): readonly ToastRecord[];
}

/** Creates an empty toast store. */
export function createToastStore(): ToastStore {
  const state = createStore<ToastState>()(() => ({ toasts: [] }));
  let counter = 0;
  const current = () => state.getState().toasts;
  const find = (id: string) => current().find((toast) => toast.id === id);
  const patch = (id: string, change: (toast: ToastRecord) => ToastRecord) =>
    state.setState({ toasts: current().map((toast) => (toast.id === id ? change(toast) : toast)) });

  const store: ToastStore = {
    ...state,
    show({ title, description, variant = 'default', pending = false }) {
      counter += 1;
      const id = `toast-${counter}`;
      state.setState({
        toasts: [{ id, title, description, variant, pending, status: 'shown', version: 0 }, ...current()],
      });
      return id;
    },
    update(id, change) {
      if (find(id)?.status !== 'shown') return;
      patch(id, (toast) => ({ ...toast, ...change, version: toast.version + 1 }));
    },
    dismiss(id) {
      if (find(id)?.status !== 'shown') return;
      patch(id, (toast) => ({ ...toast, status: 'dismissed' }));
      setTimeout(() => store.remove(id), TOAST_EXIT_MS);
    },
    remove(id) {
      if (!find(id)) return;
      state.setState({ toasts: current().filter((toast) => toast.id !== id) });
    },
    getSnapshot: current,
  };
  return store;
}

/** The page's one toast store, shared by the host's Toaster and every `notify`. */
export const toastStore: ToastStore = createToastStore();
