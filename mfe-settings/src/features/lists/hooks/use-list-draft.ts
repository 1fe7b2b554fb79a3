import { useCallback, useState } from 'react';
import { addValues, deleteValue, EMPTY_DRAFT, modifyValue, undoValue } from './list-draft';
import type { ListDraft } from './list-draft';

/** The unsaved changes of the list open in the drawer, and the edits that make them. */
export function useListDraft() {
  const [draft, setDraft] = useState<ListDraft>(EMPTY_DRAFT);
  return {
    draft,
    add: useCallback((values: readonly string[]) => setDraft((current) => addValues(current, values)), []),
    remove: useCallback((value: string) => setDraft((current) => deleteValue(current, value)), []),
    modify: useCallback((from: string, to: string) => setDraft((current) => modifyValue(current, from, to)), []),
    undo: useCallback((value: string) => setDraft((current) => undoValue(current, value)), []),
    reset: useCallback(() => setDraft(EMPTY_DRAFT), []),
  };
}
