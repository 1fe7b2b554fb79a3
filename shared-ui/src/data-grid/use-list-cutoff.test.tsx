import { act, renderHook } from '@testing-library/react';
import { useListCutoff } from './use-list-cutoff';

describe('useListCutoff', () => {
  it('captures now on entry, holds it across renders and resets to the current time', () => {
    let now = new Date('2026-02-01T10:00:00.000Z');
    const first = renderHook(() => useListCutoff(() => now));
    expect(first.result.current.cutoff).toBe('2026-02-01T10:00:00.000Z');
    now = new Date('2026-02-01T10:05:00.000Z');
    first.rerender();
    expect(first.result.current.cutoff).toBe('2026-02-01T10:00:00.000Z');
    act(() => first.result.current.resetCutoff());
    expect(first.result.current.cutoff).toBe('2026-02-01T10:05:00.000Z');
    first.unmount();

    now = new Date('2026-02-01T11:00:00.000Z');
    const again = renderHook(() => useListCutoff(() => now));
    expect(again.result.current.cutoff).toBe('2026-02-01T11:00:00.000Z');
  });
});
