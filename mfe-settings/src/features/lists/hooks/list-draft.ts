import type { ListUpdateRequest } from 'shared-contracts';

/** Unsaved changes of one list: saved together by one PATCH (or, for a new list, one POST). */
export interface ListDraft {
  /** Values to add, in the order given. */
  readonly added: readonly string[];
  /** Values of saved items to delete. */
  readonly deleted: ReadonlySet<string>;
  /** Saved values to change: from -> to. */
  readonly modified: ReadonlyMap<string, string>;
}

/** A draft without changes. */
export const EMPTY_DRAFT: ListDraft = { added: [], deleted: new Set(), modified: new Map() };

/** Adds values not already added; a value deleted in the draft is kept instead. */
export function addValues(draft: ListDraft, values: readonly string[]): ListDraft {
  const deleted = new Set(draft.deleted);
  const added = new Set(draft.added);
  for (const value of values) {
    if (deleted.delete(value)) continue;
    added.add(value);
  }
  return { ...draft, added: [...added], deleted };
}

/** Deletes a value: a new one leaves the draft, a saved one is marked (and its modification dropped). */
export function deleteValue(draft: ListDraft, value: string): ListDraft {
  if (draft.added.includes(value)) return { ...draft, added: draft.added.filter((item) => item !== value) };
  const modified = new Map(draft.modified);
  modified.delete(value);
  return { ...draft, deleted: new Set(draft.deleted).add(value), modified };
}

/** Changes a value: a new one is replaced, a saved one is marked `from -> to` (back to itself: unmarked). */
export function modifyValue(draft: ListDraft, from: string, to: string): ListDraft {
  if (draft.added.includes(from)) return { ...draft, added: draft.added.map((item) => (item === from ? to : item)) };
  const modified = new Map(draft.modified);
  if (from === to) modified.delete(from);
  else modified.set(from, to);
  return { ...draft, modified };
}

/** Drops the draft's deletion or modification of a saved value. */
export function undoValue(draft: ListDraft, value: string): ListDraft {
  const deleted = new Set(draft.deleted);
  deleted.delete(value);
  const modified = new Map(draft.modified);
  modified.delete(value);
  return { ...draft, deleted, modified };
}

/** How many item changes the draft holds. */
export const changeCount = (draft: ListDraft) => draft.added.length + draft.deleted.size + draft.modified.size;

/** The PATCH body of the draft and a new name (only the parts that change). */
export function updateRequest(draft: ListDraft, name: string, savedName: string): Omit<ListUpdateRequest, 'version'> {
  return {
    ...(name.trim() !== savedName && { name: name.trim() }),
    ...(draft.added.length > 0 && { newItems: [...draft.added] }),
    ...(draft.deleted.size > 0 && { deleteItems: [...draft.deleted] }),
    ...(draft.modified.size > 0 && { modifyItems: [...draft.modified].map(([from, to]) => ({ from, to })) }),
  };
}
