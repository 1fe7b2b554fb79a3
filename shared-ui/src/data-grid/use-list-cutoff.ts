import { useCallback, useState } from 'react';
import { clampCutoff } from 'shared-contracts';

/** A list's cutoff and the way to move it to now. */
export interface ListCutoff {
  /** ISO time; rows created after it stay out of the list until it is reset. */
  cutoff: string;
  /** Moves the cutoff to now, so rows created since entry appear. */
  resetCutoff: () => void;
}

/**
 * The cutoff of a grid, captured when the page is entered (SPEC §2: on entry the cutoff is reset; §9: clamped to
 * now). It stays put while the analyst filters, sorts and pages, so pages never shift under new rows.
 */
export function useListCutoff(now: () => Date = () => new Date()): ListCutoff {
  const [cutoff, setCutoff] = useState(() => clampCutoff(undefined, now()));
  // `now` is a test seam; the reset always reads the current clock.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const resetCutoff = useCallback(() => setCutoff(clampCutoff(undefined, now())), []);
  return { cutoff, resetCutoff };
}
