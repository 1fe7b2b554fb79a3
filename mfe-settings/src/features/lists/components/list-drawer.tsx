import { useState } from 'react';
import type { ListEntityType, ListType } from 'shared-contracts';
import { Button, ConfirmAction, Drawer, Flex, Typography, useShell, useWrite } from 'shared-ui';
import { useCreateList } from '../api/create-list';
import { useDeleteList } from '../api/delete-list';
import { useListItems } from '../api/use-list-items';
import { useUpdateList } from '../api/update-list';
import { changeCount, updateRequest } from '../hooks/list-draft';
import { useListDraft } from '../hooks/use-list-draft';
import { describeListError, staleListWords } from './describe-list-error';
import type { ListProblem } from './describe-list-error';
import { ListItemsEditor } from './list-items-editor';
import { ListProblemAlert } from './list-problem-alert';
import { ListSettingsFields } from './list-settings-fields';

/** What the drawer opens: a new list (of the grid's entity type), or a saved one. */
export type ListDrawerTarget = { mode: 'create'; entityType: ListEntityType } | { mode: 'edit'; id: string };

/** Props of the list drawer. */
export interface ListDrawerProps {
  target: ListDrawerTarget;
  onClose: () => void;
}

/**
 * Creates or edits one list; every change (items, name) is saved together by one POST or PATCH. Once a new list is
 * created the same drawer goes on editing it.
 */
export function ListDrawer({ target, onClose }: ListDrawerProps) {
  const { can } = useShell();
  const readOnly = !can('lists.write');
  const [id, setId] = useState(target.mode === 'edit' ? target.id : null);
  const [search, setSearch] = useState('');
  const items = useListItems(id, search);
  const { draft, add, remove, modify, undo, reset } = useListDraft();
  const [name, setName] = useState<string | null>(null);
  const [types, setTypes] = useState<{ listType: ListType; entityType: ListEntityType }>({
    listType: 'block',
    entityType: target.mode === 'create' ? target.entityType : 'domain',
  });
  const [problem, setProblem] = useState<ListProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const createList = useCreateList();
  const updateList = useUpdateList();
  const deleteList = useDeleteList();
  const write = useWrite();

  const saved = items.list;
  const shownName = name ?? saved?.name ?? '';
  const { listType, entityType } = saved ?? types;
  const changes = changeCount(draft) + (name !== null && name.trim() !== saved?.name ? 1 : 0);

  // Told in the drawer (not a toast), as it names items and policies; a stale list (412) is reloaded and the unsaved
  // changes kept, to be saved again.
  const run = async (action: 'save' | 'delete', work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    await write(work, {
      done: null,
      reload: items.reload,
      stale: { description: staleListWords(action) },
      inline: (words, error, stale) =>
        setProblem(stale ? { message: words, details: [], stale } : describeListError(error, action)),
    });
    setBusy(false);
  };

  const save = () =>
    run('save', async () => {
      if (!saved) {
        const list = await createList({ name: shownName.trim(), listType, entityType, newItems: [...draft.added] });
        reset();
        setName(null);
        setId(list.id);
        return;
      }
      await updateList(saved.id, { ...updateRequest(draft, shownName, saved.name), version: saved.version });
      reset();
      setName(null);
      await items.reload();
    });

  const remove_ = () =>
    run('delete', async () => {
      if (!saved) return;
      await deleteList(saved.id, saved.version);
      onClose();
    });

  const footer = readOnly ? null : (
    <Flex justify="space-between">
      {saved ? (
        <ConfirmAction
          title={`Delete the list "${saved.name}"?`}
          description="Its items are deleted with it."
          okText="Delete"
          onConfirm={() => void remove_()}
        >
          <Button variant="destructive" disabled={busy}>
            Delete list
          </Button>
        </ConfirmAction>
      ) : (
        <span />
      )}
      <Flex gap={8}>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="primary"
          loading={busy}
          disabled={shownName.trim() === '' || (saved !== undefined && changes === 0)}
          onClick={() => void save()}
        >
          {saved ? `Save${changes > 0 ? ` (${changes} changes)` : ''}` : 'Create list'}
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Drawer open size={720} title={saved ? saved.name : 'New list'} onClose={onClose} footer={footer} destroyOnHidden>
      <Flex vertical gap={12}>
        {problem ? <ListProblemAlert problem={problem} /> : null}
        {id && items.error && !saved ? <ListProblemAlert problem={describeListError(items.error, 'load')} /> : null}
        {id && !saved ? (
          items.error ? null : (
            <Typography.Text type="secondary">Loading the list…</Typography.Text>
          )
        ) : (
          <>
            <ListSettingsFields
              name={shownName}
              onName={setName}
              listType={listType}
              entityType={entityType}
              onTypes={id ? undefined : setTypes}
              readOnly={readOnly}
            />
            <ListItemsEditor
              entityType={entityType}
              draft={draft}
              savedValues={items.items.map((item) => item.value)}
              matchingItems={saved ? items.matchingItems : undefined}
              search={search}
              onSearch={setSearch}
              loading={items.isLoading || items.isLoadingMore}
              hasMore={items.hasMore}
              onLoadMore={items.loadMore}
              readOnly={readOnly}
              onAdd={add}
              onDelete={remove}
              onModify={modify}
              onUndo={undo}
            />
          </>
        )}
      </Flex>
    </Drawer>
  );
}
