import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { describeError } from '../data-grid/describe-error';
import { showFieldErrors } from '../forms/field-errors';
import { ApiError } from '../shell/api-error';
import { useShell } from '../shell/shell-provider';

/** The toast of a write refused because the row changed since it was read (412). */
export const STALE_WRITE_TOAST = {
  title: 'Changed by someone else',
  description: 'It changed since you opened it and has been reloaded with their changes: check it and try again.',
} as const;

/** How a stale write is told: a toast's title and description. */
export interface StaleWriteWords {
  title: string;
  description: string;
}

/** Whether a write was refused because the row changed since it was read (412). */
export function isStaleWrite(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 412;
}

/** What {@link useWrite}'s `write` says and does around one write. */
export interface WriteOptions<T> {
  /** The success toast's title (none when null). */
  done: string | ((result: T) => string) | null;
  /** The failure toast's title, its description being the error in words; the words alone are the title when absent. */
  failed?: string;
  /** The error in words (describeError when absent). */
  describe?: (error: unknown) => string;
  /** Reloads the row written when the write was stale (412): the toast tells why, this runs once. */
  reload?: () => unknown;
  /**
   * Says a stale write (412) in the page's own words where {@link STALE_WRITE_TOAST}'s do not say enough: the toast's
   * title and description, the description being what `inline` is told too.
   */
  stale?: Partial<StaleWriteWords>;
  /** The form whose fields the API's field errors are shown next to (then no failure toast). */
  form?: FormInstance;
  /** The body member the form's values sit under in the request, as in the errors' field paths. */
  fieldPrefix?: string;
  /**
   * Tells a failure in the page itself (an alert in its drawer or dialog) instead of a toast: the error in words
   * (`describe`'s; for a stale write `stale`'s description, else `describe`'s, else the stale toast's description), the
   * error, and whether the write was stale. A stale write (412) is told here too, before its reload; field errors shown
   * by the form are not.
   */
  inline?: (words: string, error: unknown, stale: boolean) => void;
}

/** How a write ended. */
export type WriteOutcome<T> = { ok: true; result: T } | { ok: false; error: unknown };

/**
 * Runs a page's writes the one way: the success toast (through the shell's notify); a stale write (412) told once and
 * its row reloaded; the API's field errors shown next to the form's fields; any other failure toasted in words (or told
 * in the page, `inline`).
 * `write` never throws: it answers how the write ended.
 */
export function useWrite() {
  const { notify } = useShell();
  return useCallback(
    async <T>(work: () => Promise<T>, options: WriteOptions<T>): Promise<WriteOutcome<T>> => {
      try {
        const result = await work();
        const { done } = options;
        if (done !== null) notify({ title: typeof done === 'string' ? done : done(result), variant: 'success' });
        return { ok: true, result };
      } catch (error) {
        const { describe, inline, stale } = options;
        if (isStaleWrite(error)) {
          const words = { ...STALE_WRITE_TOAST, ...stale };
          if (inline) inline(stale?.description ?? (describe ? describe(error) : words.description), error, true);
          else notify({ ...words, variant: 'destructive' });
          await options.reload?.();
        } else if (!(options.form && showFieldErrors(options.form, error, options.fieldPrefix) > 0)) {
          const words = (describe ?? describeError)(error);
          if (inline) inline(words, error, false);
          else
            notify(
              options.failed === undefined
                ? { title: words, variant: 'destructive' }
                : { title: options.failed, description: words, variant: 'destructive' },
            );
        }
        return { ok: false, error };
      }
    },
    [notify],
  );
}
