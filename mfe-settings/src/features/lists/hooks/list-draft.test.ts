import { addValues, changeCount, deleteValue, EMPTY_DRAFT, modifyValue, undoValue, updateRequest } from './list-draft';

describe('the list draft', () => {
  it('collects additions, deletions and modifications into one PATCH body', () => {
    let draft = addValues(EMPTY_DRAFT, ['a.example', 'b.example', 'a.example']);
    draft = deleteValue(draft, 'old.example');
    draft = modifyValue(draft, 'typo.exmple', 'typo.example');
    draft = modifyValue(draft, 'b.example', 'b2.example');
    expect(changeCount(draft)).toBe(4);
    expect(updateRequest(draft, ' Renamed ', 'Saved')).toEqual({
      name: 'Renamed',
      newItems: ['a.example', 'b2.example'],
      deleteItems: ['old.example'],
      modifyItems: [{ from: 'typo.exmple', to: 'typo.example' }],
    });
  });

  it('deleting a new value forgets it; adding a deleted value keeps it; undo unmarks', () => {
    let draft = addValues(EMPTY_DRAFT, ['new.example']);
    draft = deleteValue(draft, 'new.example');
    expect(draft.added).toEqual([]);
    draft = deleteValue(draft, 'saved.example');
    draft = addValues(draft, ['saved.example']);
    expect(changeCount(draft)).toBe(0);
    draft = modifyValue(draft, 'saved.example', 'x.example');
    draft = undoValue(draft, 'saved.example');
    expect(updateRequest(draft, 'Same', 'Same')).toEqual({});
  });
});
