import '../components/testing/setup-dom';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { DetailPager } from './detail-pager';
import { useDetailNavigation } from './use-detail-navigation';
import type { LoadedRows } from './use-detail-navigation';

interface Item {
  id: string;
}

function rows(ids: string[], overrides: Partial<LoadedRows<Item>> = {}): LoadedRows<Item> {
  return {
    ids,
    items: ids.map((id) => ({ id })),
    hasMore: false,
    isLoadingMore: false,
    loadMore: jest.fn(),
    ...overrides,
  };
}

function setUp(active: string | undefined, loaded: LoadedRows<Item>) {
  const open = jest.fn();
  const hook = renderHook(({ id }) => useDetailNavigation<Item>(id, open), { initialProps: { id: active } });
  act(() => hook.result.current.grid.onLoadedRowsChange(loaded));
  return { ...hook, open };
}

describe('useDetailNavigation', () => {
  it("walks the loaded rows in the grid's order", () => {
    const { result, open } = setUp('b', rows(['a', 'b', 'c']));
    expect(result.current.grid.activeRowId).toBe('b');
    result.current.pager.onPrevious?.();
    expect(open).toHaveBeenLastCalledWith({ id: 'a' });
    result.current.pager.onNext?.();
    expect(open).toHaveBeenLastCalledWith({ id: 'c' });
  });

  it('has no previous at the first row and no next at the very end', () => {
    const { result, rerender } = setUp('a', rows(['a', 'b']));
    expect(result.current.pager.onPrevious).toBeUndefined();
    expect(result.current.pager.onNext).toBeDefined();
    rerender({ id: 'b' });
    expect(result.current.pager.onNext).toBeUndefined();
  });

  it('has neither for an item the grid has not loaded', () => {
    const { result } = setUp('z', rows(['a', 'b']));
    expect(result.current.pager.onPrevious).toBeUndefined();
    expect(result.current.pager.onNext).toBeUndefined();
  });

  it('loads the next page at the end of the loaded rows and opens its first row', () => {
    const loadMore = jest.fn();
    const { result, open } = setUp('b', rows(['a', 'b'], { hasMore: true, loadMore }));
    act(() => result.current.pager.onNext?.());
    expect(loadMore).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
    act(() =>
      result.current.grid.onLoadedRowsChange(rows(['a', 'b'], { hasMore: true, isLoadingMore: true, loadMore })),
    );
    expect(result.current.pager.loadingNext).toBe(true);
    act(() => result.current.grid.onLoadedRowsChange(rows(['a', 'b', 'c', 'd'])));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenLastCalledWith({ id: 'c' });
  });

  it('keeps the neighbours of an item a change took out of the grid', () => {
    const { result, open } = setUp('b', rows(['a', 'b', 'c']));
    act(() => result.current.grid.onLoadedRowsChange(rows(['a', 'c'])));
    result.current.pager.onNext?.();
    expect(open).toHaveBeenLastCalledWith({ id: 'c' });
    result.current.pager.onPrevious?.();
    expect(open).toHaveBeenLastCalledWith({ id: 'a' });
  });
});

describe('DetailPager', () => {
  it('names its buttons, presses them on K and J, and disables a missing one', () => {
    const onNext = jest.fn();
    render(<DetailPager noun="incident" onNext={onNext} loadingNext={false} />);
    expect(screen.getByRole('button', { name: 'Previous incident' })).toBeDisabled();
    const next = screen.getByRole('button', { name: 'Next incident' });
    expect(next).toHaveAttribute('aria-keyshortcuts', 'J');
    fireEvent.click(next);
    expect(onNext).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(onNext).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(document.body, { key: 'k' });
    fireEvent.keyDown(document.body, { key: 'j', ctrlKey: true });
    expect(onNext).toHaveBeenCalledTimes(2);
  });

  it('leaves J and K to text fields and open lists', () => {
    const onNext = jest.fn();
    render(
      <>
        <input aria-label="Comment" />
        <input aria-label="Status" role="combobox" aria-controls="status-list" aria-expanded="true" readOnly />
        <input aria-label="Flagged" type="checkbox" />
        <DetailPager noun="incident" onNext={onNext} loadingNext={false} />
      </>,
    );
    fireEvent.keyDown(screen.getByLabelText('Comment'), { key: 'j' });
    fireEvent.keyDown(screen.getByLabelText('Status'), { key: 'j' });
    expect(onNext).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByLabelText('Flagged'), { key: 'j' });
    expect(onNext).toHaveBeenCalledTimes(1);
  });
});
