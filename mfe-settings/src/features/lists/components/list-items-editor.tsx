import { useState } from 'react';
import { checkListItem, formatNumber, LIST_ITEMS_PAGE_SIZE } from 'shared-contracts';
import type { ListEntityType } from 'shared-contracts';
import { Alert, Button, Flex, Input, Typography } from 'shared-ui';
import type { ListDraft } from '../hooks/list-draft';
import { ListItemsTable } from './list-items-table';
import { PasteItems } from './paste-items';
import { UserGroupPicker } from './user-group-picker';

/** Props of the items editor. */
export interface ListItemsEditorProps {
  entityType: ListEntityType;
  draft: ListDraft;
  /** Saved values of the pages loaded (matching the search). */
  savedValues: readonly string[];
  /** Saved items matching the search, all pages. */
  matchingItems: number | undefined;
  search: string;
  onSearch: (text: string) => void;
  loading: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  readOnly: boolean;
  onAdd: (values: readonly string[]) => void;
  onDelete: (value: string) => void;
  onModify: (from: string, to: string) => void;
  onUndo: (value: string) => void;
}

/** Adds (pasted lines, or the users-and-groups picker), searches, pages and marks the list's items. */
export function ListItemsEditor(props: ListItemsEditorProps) {
  const { entityType, draft, savedValues, matchingItems, search, onSearch, loading, hasMore, onLoadMore } = props;
  const { readOnly, onAdd, onDelete, onModify, onUndo } = props;
  const [refused, setRefused] = useState<string | null>(null);
  const addChecked = (values: readonly string[]) => {
    const checked = values.map((value) => ({ value, check: checkListItem(entityType, value) }));
    const bad = checked.find((entry) => !entry.check.ok);
    setRefused(bad && !bad.check.ok ? `'${bad.value}' ${bad.check.message}` : null);
    onAdd(checked.flatMap((entry) => (entry.check.ok ? [entry.check.value] : [])));
  };
  const text = search.trim().toLowerCase();
  const newValues = draft.added.filter((value) => value.toLowerCase().includes(text));
  // New items are shown a page at a time like saved ones: thousands of rows would stall the page.
  const shownNew = newValues.slice(0, LIST_ITEMS_PAGE_SIZE);
  return (
    <Flex vertical gap={12}>
      {readOnly ? null : (
        <>
          {entityType === 'user' || entityType === 'group' ? (
            <UserGroupPicker userOrGroupType={entityType} onAdd={addChecked} />
          ) : null}
          {refused ? <Alert type="error" showIcon title={refused} /> : null}
          <PasteItems entityType={entityType} onAdd={onAdd} />
        </>
      )}
      <Flex justify="space-between" align="center" gap={8}>
        <Input.Search
          aria-label="Search items"
          placeholder="Search items"
          allowClear
          style={{ maxWidth: 280 }}
          defaultValue={search}
          onSearch={onSearch}
        />
        <Typography.Text type="secondary">
          {matchingItems === undefined
            ? ''
            : `${formatNumber(matchingItems, 0)} saved ${matchingItems === 1 ? 'item' : 'items'}`}
          {draft.added.length > 0 ? `, ${formatNumber(draft.added.length, 0)} new` : ''}
        </Typography.Text>
      </Flex>
      <ListItemsTable
        entityType={entityType}
        savedValues={savedValues}
        draft={draft}
        newValues={shownNew}
        loading={loading}
        readOnly={readOnly}
        onDelete={onDelete}
        onModify={onModify}
        onUndo={onUndo}
      />
      {newValues.length > shownNew.length ? (
        <Typography.Text type="secondary">
          {`The first ${shownNew.length} of ${formatNumber(newValues.length, 0)} new items are shown; search to find the others.`}
        </Typography.Text>
      ) : null}
      {hasMore ? (
        <Flex justify="center">
          <Button variant="outline" onClick={onLoadMore}>
            Load more items
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
