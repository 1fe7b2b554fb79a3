import { useCallback, useState } from 'react';
import { useShell } from '../shell';

/** Row height of a grid: compact rows fit more on a screen, comfortable ones read more easily. */
export type GridDensity = 'compact' | 'comfortable';

/** What a user chose for one grid: hidden columns, column widths and row height. */
export interface GridPreferences {
  /** Keys of the columns the user hid. */
  hidden: readonly string[];
  /** Keys of the columns hidden by default (`defaultHidden`) that the user showed. */
  shown: readonly string[];
  /** Widths (px) of the columns the user resized. */
  widths: Readonly<Record<string, number>>;
  /** Row height. */
  density: GridDensity;
}

/** A grid's preferences when the user chose nothing. */
export const DEFAULT_GRID_PREFERENCES: GridPreferences = { hidden: [], shown: [], widths: {}, density: 'comfortable' };

/** What the preferences need of a column: its key and whether the grid leaves it out until the user shows it. */
export interface PreferenceColumn {
  key: string;
  /** Hidden until the user shows it from the Columns chooser (a grid's less read columns). */
  defaultHidden?: boolean;
}

/** The column is shown: the user showed it, or it is shown by default and the user did not hide it. */
export const isColumnShown = (column: PreferenceColumn, preferences: GridPreferences): boolean =>
  column.defaultHidden ? preferences.shown.includes(column.key) : !preferences.hidden.includes(column.key);

/** Narrowest and widest a resized column can be (px). */
export const COLUMN_WIDTH_LIMITS = { min: 60, max: 800 } as const;

/** Where a user's preferences of one grid are kept in the browser: per user and per resource. */
export const gridPreferencesKey = (userId: string, resource: string) => `console.grid.${userId}.${resource}`;

const clampWidth = (width: number) =>
  Math.round(Math.min(COLUMN_WIDTH_LIMITS.max, Math.max(COLUMN_WIDTH_LIMITS.min, width)));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads stored preferences, keeping only well-formed parts (storage is the user's to edit, and can be stale). */
export function parseGridPreferences(text: string | null): GridPreferences {
  if (!text) return DEFAULT_GRID_PREFERENCES;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return DEFAULT_GRID_PREFERENCES;
  }
  if (!isRecord(stored)) return DEFAULT_GRID_PREFERENCES;
  const keys = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
  const hidden = keys(stored.hidden);
  const shown = keys(stored.shown);
  const widths = isRecord(stored.widths)
    ? Object.fromEntries(
        Object.entries(stored.widths)
          .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]))
          .map(([key, width]) => [key, clampWidth(width)]),
      )
    : {};
  const density = stored.density === 'compact' ? 'compact' : 'comfortable';
  return { hidden, shown, widths, density };
}

function readStored(key: string): GridPreferences {
  try {
    return parseGridPreferences(window.localStorage.getItem(key));
  } catch {
    return DEFAULT_GRID_PREFERENCES;
  }
}

function writeStored(key: string, preferences: GridPreferences): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(preferences));
  } catch {
    // Storage full or refused (private mode): the choice holds for this page only.
  }
}

/** A grid's preferences and the ways to change them. */
export interface GridPreferencesState {
  preferences: GridPreferences;
  /** Shows or hides one column. */
  setHidden: (key: string, hidden: boolean) => void;
  /** Sets one column's width (clamped to COLUMN_WIDTH_LIMITS). */
  setWidth: (key: string, width: number) => void;
  /** Sets the row height. */
  setDensity: (density: GridDensity) => void;
  /** Back to the default columns, default widths and comfortable rows. */
  reset: () => void;
}

/**
 * The signed-in user's column choice, column widths and row height of one grid (`resource`), kept in the browser
 * per user and resource so they survive a reload and do not follow another user of the same browser.
 */
export function useGridPreferences(resource: string): GridPreferencesState {
  const { user } = useShell();
  const key = gridPreferencesKey(user.userId, resource);
  const [held, setHeld] = useState(() => ({ key, preferences: readStored(key) }));
  const preferences = held.key === key ? held.preferences : readStored(key);

  const update = useCallback(
    (change: (current: GridPreferences) => GridPreferences) =>
      setHeld((current) => {
        const next = change(current.key === key ? current.preferences : readStored(key));
        writeStored(key, next);
        return { key, preferences: next };
      }),
    [key],
  );
  const setHidden = useCallback(
    (column: string, hidden: boolean) =>
      update((current) => {
        const others = (keys: readonly string[]) => keys.filter((item) => item !== column);
        // Both lists are kept: a column hidden by default is shown through `shown`, any other hidden through `hidden`.
        return {
          ...current,
          hidden: hidden ? [...others(current.hidden), column] : others(current.hidden),
          shown: hidden ? others(current.shown) : [...others(current.shown), column],
        };
      }),
    [update],
  );
  const setWidth = useCallback(
    (column: string, width: number) =>
      update((current) => ({ ...current, widths: { ...current.widths, [column]: clampWidth(width) } })),
    [update],
  );
  const setDensity = useCallback((density: GridDensity) => update((current) => ({ ...current, density })), [update]);
  const reset = useCallback(() => update(() => DEFAULT_GRID_PREFERENCES), [update]);
  return { preferences, setHidden, setWidth, setDensity, reset };
}
