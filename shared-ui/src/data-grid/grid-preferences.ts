import { useCallback, useState } from 'react';
import { useShell } from '../shell';

/** Row height of a grid: compact rows fit more on a screen, comfortable ones read more easily. */
export type GridDensity = 'compact' | 'comfortable';

/** What a user chose for one grid: hidden columns, column widths and row height. */
export interface GridPreferences {
  /** Keys of the columns the user hid. */
  hidden: readonly string[];
  /** Widths (px) of the columns the user resized. */
  widths: Readonly<Record<string, number>>;
  /** Row height. */
  density: GridDensity;
}

/** A grid's preferences when the user chose nothing. */
export const DEFAULT_GRID_PREFERENCES: GridPreferences = { hidden: [], widths: {}, density: 'comfortable' };

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
  const hidden = Array.isArray(stored.hidden) ? stored.hidden.filter((key) => typeof key === 'string') : [];
  const widths = isRecord(stored.widths)
    ? Object.fromEntries(
        Object.entries(stored.widths)
          .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]))
          .map(([key, width]) => [key, clampWidth(width)]),
      )
    : {};
  const density = stored.density === 'compact' ? 'compact' : 'comfortable';
  return { hidden, widths, density };
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
  /** Back to every column, default widths and comfortable rows. */
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
      update((current) => ({
        ...current,
        hidden: hidden
          ? [...current.hidden.filter((item) => item !== column), column]
          : current.hidden.filter((item) => item !== column),
      })),
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
