import { createNotify } from './create-notify';
import { createToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps toasts newest first with default variant', () => {
    const store = createToastStore();
    const first = store.show({ title: 'One' });
    const second = store.show({ title: 'Two', variant: 'success', description: 'Saved' });
    expect(store.getSnapshot().map((toast) => [toast.id, toast.title, toast.variant])).toEqual([
      [second, 'Two', 'success'],
      [first, 'One', 'default'],
    ]);
  });

  it('goes shown, dismissed, removed after the exit animation and notifies listeners', () => {
    const store = createToastStore();
    const listener = jest.fn();
    store.subscribe(listener);
    const id = store.show({ title: 'Bye' });
    store.dismiss(id);
    expect(store.getSnapshot()[0]?.status).toBe('dismissed');
    store.dismiss(id);
    jest.advanceTimersByTime(199);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('is a zustand store: its state holds the toasts, and each store has its own', () => {
    const store = createToastStore();
    const other = createToastStore();
    const id = store.show({ title: 'Mine' });
    expect(store.getState().toasts).toBe(store.getSnapshot());
    expect(store.getState().toasts.map((toast) => toast.id)).toEqual([id]);
    expect(other.getState().toasts).toEqual([]);
  });

  it('ignores updates to dismissed or unknown toasts', () => {
    const store = createToastStore();
    const id = store.show({ title: 'A' });
    store.dismiss(id);
    store.update(id, { title: 'B' });
    store.update('nope', { title: 'C' });
    expect(store.getSnapshot()[0]?.title).toBe('A');
  });
});

describe('createNotify', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows and dismisses', () => {
    const store = createToastStore();
    const notify = createNotify(store);
    const id = notify({ title: 'Policy saved', variant: 'success' });
    expect(store.getSnapshot()[0]).toMatchObject({ id, title: 'Policy saved', variant: 'success', status: 'shown' });
    notify.dismiss(id);
    expect(store.getSnapshot()[0]?.status).toBe('dismissed');
  });

  it('turns a pending promise toast into success with the value', async () => {
    const store = createToastStore();
    const notify = createNotify(store);
    let resolve: (value: number) => void = () => undefined;
    const result = notify.promise(new Promise<number>((done) => (resolve = done)), {
      pending: 'Exporting',
      fulfilled: (rows) => `Exported ${rows} rows`,
      rejected: 'Export failed',
    });
    expect(store.getSnapshot()[0]).toMatchObject({ title: 'Exporting', pending: true, variant: 'default' });
    resolve(42);
    await expect(result).resolves.toBe(42);
    expect(store.getSnapshot()[0]).toMatchObject({
      title: 'Exported 42 rows',
      pending: false,
      variant: 'success',
      version: 1,
    });
  });

  it('turns a pending promise toast into a destructive one and rethrows', async () => {
    const store = createToastStore();
    const notify = createNotify(store);
    const failure = new Error('boom');
    await expect(
      notify.promise(Promise.reject(failure), {
        pending: 'Deleting',
        fulfilled: 'Deleted',
        rejected: (error) => `Could not delete: ${(error as Error).message}`,
      }),
    ).rejects.toBe(failure);
    expect(store.getSnapshot()[0]).toMatchObject({
      title: 'Could not delete: boom',
      variant: 'destructive',
      pending: false,
    });
  });
});
