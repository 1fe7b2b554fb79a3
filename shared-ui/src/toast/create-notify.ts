import type { Notify } from 'shared-contracts';
import { toastStore } from './toast-store';
import type { ToastStore } from './toast-store';

function message<T>(text: string | ((value: T) => string), value: T): string {
  return typeof text === 'function' ? text(value) : text;
}

/**
 * The shell context's `notify`: shows toasts in the host's notification region. A promise toast starts pending
 * (spinner, no timer) and turns into a success or destructive toast when the promise settles; the answered
 * promise settles like the given one.
 */
export function createNotify(store: ToastStore = toastStore): Notify {
  const promise = async <T>(
    pending: Promise<T>,
    messages: {
      pending: string;
      fulfilled: string | ((value: T) => string);
      rejected: string | ((error: unknown) => string);
    },
  ): Promise<T> => {
    const id = store.show({ title: messages.pending, pending: true });
    try {
      const value = await pending;
      store.update(id, { title: message(messages.fulfilled, value), variant: 'success', pending: false });
      return value;
    } catch (error: unknown) {
      store.update(id, { title: message(messages.rejected, error), variant: 'destructive', pending: false });
      throw error;
    }
  };
  return Object.assign((toast: Parameters<Notify>[0]) => store.show(toast), {
    dismiss: (id: string) => store.dismiss(id),
    promise,
  });
}
