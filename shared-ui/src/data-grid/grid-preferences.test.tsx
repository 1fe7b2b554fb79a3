import '../components/testing/setup-dom';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createFakeApi, createTestShell, TestShell } from '../testing';
import {
  COLUMN_WIDTH_LIMITS,
  DEFAULT_GRID_PREFERENCES,
  gridPreferencesKey,
  isColumnShown,
  parseGridPreferences,
  useGridPreferences,
} from './grid-preferences';

function wrapperFor(userId: string) {
  const shell = createTestShell({ api: createFakeApi().api });
  const user = { ...shell.user, userId };
  return ({ children }: { children: ReactNode }) => <TestShell shell={{ ...shell, user }}>{children}</TestShell>;
}

describe('parseGridPreferences', () => {
  it('keeps the well-formed parts of what is stored and clamps widths', () => {
    const text = JSON.stringify({
      hidden: ['policy', 3, 'host'],
      widths: { title: 10_000, user: 20, host: 'wide', created: 180.4 },
      density: 'compact',
    });
    expect(parseGridPreferences(text)).toEqual({
      hidden: ['policy', 'host'],
      shown: [],
      widths: { title: COLUMN_WIDTH_LIMITS.max, user: COLUMN_WIDTH_LIMITS.min, created: 180 },
      density: 'compact',
    });
  });

  it('falls back to the defaults on nothing, broken JSON or another shape', () => {
    for (const text of [null, '', '{', '[]', '"x"', JSON.stringify({ density: 'huge' })]) {
      expect(parseGridPreferences(text)).toEqual(DEFAULT_GRID_PREFERENCES);
    }
  });
});

describe('isColumnShown', () => {
  it('shows a column hidden by default only once the user showed it, and any other until the user hid it', () => {
    const choice = { ...DEFAULT_GRID_PREFERENCES, hidden: ['policy'], shown: ['channel'] };
    expect(isColumnShown({ key: 'title' }, DEFAULT_GRID_PREFERENCES)).toBe(true);
    expect(isColumnShown({ key: 'channel', defaultHidden: true }, DEFAULT_GRID_PREFERENCES)).toBe(false);
    expect(isColumnShown({ key: 'channel', defaultHidden: true }, choice)).toBe(true);
    expect(isColumnShown({ key: 'policy' }, choice)).toBe(false);
  });
});

describe('useGridPreferences', () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps one user's choices per grid, across a remount, apart from another user's", () => {
    const first = renderHook(() => useGridPreferences('incidents'), { wrapper: wrapperFor('U-1') });
    act(() => first.result.current.setHidden('policy', true));
    act(() => first.result.current.setWidth('title', 240));
    act(() => first.result.current.setDensity('compact'));
    expect(first.result.current.preferences).toEqual({
      hidden: ['policy'],
      shown: [],
      widths: { title: 240 },
      density: 'compact',
    });
    first.unmount();

    const again = renderHook(() => useGridPreferences('incidents'), { wrapper: wrapperFor('U-1') });
    expect(again.result.current.preferences.hidden).toEqual(['policy']);
    expect(JSON.parse(window.localStorage.getItem(gridPreferencesKey('U-1', 'incidents'))!)).toMatchObject({
      widths: { title: 240 },
    });
    const otherGrid = renderHook(() => useGridPreferences('devices'), { wrapper: wrapperFor('U-1') });
    expect(otherGrid.result.current.preferences).toEqual(DEFAULT_GRID_PREFERENCES);
    const otherUser = renderHook(() => useGridPreferences('incidents'), { wrapper: wrapperFor('U-2') });
    expect(otherUser.result.current.preferences).toEqual(DEFAULT_GRID_PREFERENCES);

    act(() => again.result.current.setHidden('policy', false));
    expect(again.result.current.preferences.hidden).toEqual([]);
    expect(again.result.current.preferences.shown).toEqual(['policy']);
    act(() => again.result.current.reset());
    expect(again.result.current.preferences).toEqual(DEFAULT_GRID_PREFERENCES);
  });
});
