import '../components/testing/setup-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Drawer } from 'antd';
import { createNotify } from './create-notify';
import { createToastStore } from './toast-store';
import type { ToastStore } from './toast-store';
import { Toaster } from './toaster';

function setup() {
  const store: ToastStore = createToastStore();
  const notify = createNotify(store);
  render(
    <>
      <button>Outside</button>
      <Toaster store={store} />
    </>,
  );
  const region = screen.getByRole('region', { name: 'Notifications' });
  const titles = () =>
    Array.from(region.querySelectorAll('li[data-state="shown"]'), (li) => li.querySelector('div div')?.textContent);
  return { store, notify, region, titles };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    setVisibility('visible');
    jest.useRealTimers();
  });

  it('is a region labelled Notifications with polite and assertive toasts', () => {
    const { notify, region } = setup();
    act(() => {
      notify({ title: 'Saved', variant: 'success' });
      notify({ title: 'Failed', variant: 'destructive' });
    });
    expect(within(region).getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    expect(within(region).getByRole('alert')).toHaveTextContent('Failed');
  });

  it('dismisses after 5000 ms and removes after the exit animation', () => {
    const { notify, region } = setup();
    act(() => {
      notify({ title: 'Hello', description: 'World' });
    });
    advance(4999);
    expect(region.querySelector('li')).toHaveAttribute('data-state', 'shown');
    advance(1);
    expect(region.querySelector('li')).toHaveAttribute('data-state', 'dismissed');
    advance(200);
    expect(region.querySelector('li')).toBeNull();
  });

  it('shows at most 3, newest first, and brings queued ones in as others leave', () => {
    const { notify, titles, region } = setup();
    act(() => {
      for (const title of ['1', '2', '3', '4']) notify({ title });
    });
    expect(titles()).toEqual(['4', '3', '2']);
    fireEvent.click(within(region.querySelector('li')!).getByRole('button', { name: 'Close' }));
    expect(titles()).toEqual(['3', '2', '1']);
    advance(200);
    // The toast that waited starts its own full 5 s once it is shown.
    advance(4800);
    expect(titles()).toEqual([]);
  });

  it('pauses while the pointer is in the list and resumes with the time left', () => {
    const { notify, region } = setup();
    act(() => {
      notify({ title: 'Hover me' });
    });
    advance(3000);
    fireEvent.pointerEnter(region.querySelector('ol')!);
    fireEvent.pointerOver(region.querySelector('li')!);
    advance(60_000);
    expect(region.querySelector('li')).toHaveAttribute('data-state', 'shown');
    fireEvent.pointerLeave(region.querySelector('ol')!);
    fireEvent.pointerOut(region.querySelector('li')!);
    advance(1999);
    expect(region.querySelector('li')).toHaveAttribute('data-state', 'shown');
    advance(1);
    expect(region.querySelector('li')).toHaveAttribute('data-state', 'dismissed');
  });

  it('pauses while focus is inside and while the page is hidden', () => {
    const { notify, region } = setup();
    act(() => {
      notify({ title: 'Focus me' });
    });
    act(() => within(region).getByRole('button', { name: 'Close' }).focus());
    advance(10_000);
    expect(region.querySelector('li')).toHaveAttribute('data-state', 'shown');
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    setVisibility('hidden');
    advance(10_000);
    expect(region.querySelector('li')).toHaveAttribute('data-state', 'shown');
    setVisibility('visible');
    advance(5000);
    expect(region.querySelector('li')).toHaveAttribute('data-state', 'dismissed');
  });

  it('focuses the region on Alt+T and dismisses with Escape, then returns focus', () => {
    const { notify, region, titles } = setup();
    const outside = screen.getByRole('button', { name: 'Outside' });
    act(() => {
      notify({ title: 'A' });
      notify({ title: 'B' });
      outside.focus();
    });
    fireEvent.keyDown(window, { key: '†', code: 'KeyT', altKey: true });
    expect(region).toHaveFocus();
    fireEvent.keyDown(region, { key: 'Escape' });
    expect(titles()).toEqual(['A']);
    expect(within(region).getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(titles()).toEqual([]);
    expect(outside).toHaveFocus();
  });

  it('reaches the toasts on Alt+T while an open drawer traps focus, and Escape gives focus back to the drawer', () => {
    // The drawer's focus lock sends focus back only to elements it sees as visible: give them a size, as a browser does.
    const size = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({
        width: 10,
        height: 10,
        x: 0,
        y: 0,
        top: 0,
        left: 0,
        right: 10,
        bottom: 10,
        toJSON: () => ({}),
      });
    const store: ToastStore = createToastStore();
    render(
      <>
        <Toaster store={store} />
        <Drawer open title="Incident">
          <button>In the drawer</button>
        </Drawer>
      </>,
    );
    act(() => {
      createNotify(store)({ title: 'Saved' });
    });
    const inDrawer = screen.getByRole('button', { name: 'In the drawer' });
    act(() => inDrawer.focus());
    expect(inDrawer).toHaveFocus();
    const region = screen.getByRole('region', { name: 'Notifications' });
    fireEvent.keyDown(window, { key: '†', code: 'KeyT', altKey: true });
    expect(region).toHaveFocus();
    fireEvent.keyDown(region, { key: 'Escape' });
    expect(inDrawer).toHaveFocus();
    size.mockRestore();
  });

  it('moves focus to the next toast when the focused one is closed', () => {
    const { notify, region, titles } = setup();
    act(() => {
      notify({ title: 'A' });
      notify({ title: 'B' });
    });
    const [closeB] = within(region).getAllByRole('button', { name: 'Close' });
    act(() => closeB!.focus());
    fireEvent.click(closeB!);
    expect(titles()).toEqual(['A']);
    expect(within(region).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('ignores T without Alt', () => {
    const { region } = setup();
    fireEvent.keyDown(window, { key: 't', code: 'KeyT' });
    expect(region).not.toHaveFocus();
  });

  it('dismisses on a swipe past 50 px and springs back on a shorter one', () => {
    const { notify, region } = setup();
    act(() => {
      notify({ title: 'Swipe me' });
    });
    const toast = region.querySelector('li')!;
    fireEvent.pointerDown(toast, { pointerId: 1, button: 0, clientX: 100, clientY: 20 });
    fireEvent.pointerMove(toast, { pointerId: 1, clientX: 140, clientY: 22 });
    expect(toast.style.transform).toBe('translate(40px, 0px)');
    fireEvent.pointerUp(toast, { pointerId: 1, clientX: 149, clientY: 22 });
    expect(toast).toHaveAttribute('data-state', 'shown');
    expect(toast.style.transform).toBe('translate(0px, 0px)');
    fireEvent.pointerDown(toast, { pointerId: 2, button: 0, clientX: 100, clientY: 20 });
    fireEvent.pointerUp(toast, { pointerId: 2, clientX: 100, clientY: -31 });
    expect(toast).toHaveAttribute('data-state', 'dismissed');
  });

  it('keeps a promise toast while pending and times it out after it settles', async () => {
    const { notify, region } = setup();
    let resolve: (value: string) => void = () => undefined;
    let settled: Promise<string> = Promise.resolve('');
    act(() => {
      settled = notify.promise(new Promise<string>((done) => (resolve = done)), {
        pending: 'Exporting',
        fulfilled: 'Exported',
        rejected: 'Export failed',
      });
    });
    advance(20_000);
    expect(within(region).getByRole('status')).toHaveTextContent('Exporting');
    expect(within(region).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      resolve('ok');
      await settled;
    });
    expect(within(region).getByRole('status')).toHaveTextContent('Exported');
    expect(region.querySelector('li')).toHaveAttribute('data-variant', 'success');
    advance(5000);
    expect(region.querySelector('li')).toHaveAttribute('data-state', 'dismissed');
  });
});
