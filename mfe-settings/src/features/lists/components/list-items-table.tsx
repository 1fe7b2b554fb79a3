import { useState } from 'react';
import type { ListEntityType } from 'shared-contracts';
import { Button, DisplayTable, Flex, Tag } from 'shared-ui';
import type { TableColumn } from 'shared-ui';
import type { ListDraft } from '../hooks/list-draft';
import { ItemValueCell } from './item-value-cell';

interface Row {
  /** The saved value, or the new one for an addition. */
  key: string;
  value: string;
  isNew: boolean;
  deleted: boolean;
  modifiedTo?: string | undefined;
}

/** Props of the items table. */
export interface ListItemsTableProps {
  entityType: ListEntityType;
  /** Saved values of the pages loaded. */
  savedValues: readonly string[];
  draft: ListDraft;
  /** New values matching the search, shown first. */
  newValues: readonly string[];
  loading: boolean;
  readOnly: boolean;
  onDelete: (value: string) => void;
  onModify: (from: string, to: string) => void;
  onUndo: (value: string) => void;
}

/** The list's items: new ones first, then the saved ones with the draft's deletions and modifications marked. */
export function ListItemsTable(props: ListItemsTableProps) {
  const { entityType, savedValues, draft, newValues, loading, readOnly, onDelete, onModify, onUndo } = props;
  const [editing, setEditing] = useState<string | null>(null);
  const rows: Row[] = [
    ...newValues.map((value) => ({ key: `new:${value}`, value, isNew: true, deleted: false })),
    ...savedValues.map((value) => ({
      key: value,
      value,
      isNew: false,
      deleted: draft.deleted.has(value),
      modifiedTo: draft.modified.get(value),
    })),
  ];
  const columns: TableColumn<Row>[] = [
    {
      title: 'Value',
      key: 'value',
      render: (_, row) => (
        <Flex gap={8} align="center">
          <ItemValueCell
            key={`${row.key}:${editing === row.key}`}
            entityType={entityType}
            value={row.modifiedTo ?? row.value}
            savedValue={row.modifiedTo === undefined ? undefined : row.value}
            deleted={row.deleted}
            editing={editing === row.key}
            onEdit={(value) => setEditing(value === null ? null : row.key)}
            onModify={(to) => onModify(row.value, to)}
          />
          {row.isNew ? <Tag color="green">New</Tag> : null}
          {row.deleted ? <Tag color="red">Deleted</Tag> : null}
          {row.modifiedTo !== undefined ? <Tag color="blue">Modified</Tag> : null}
        </Flex>
      ),
    },
    ...(readOnly
      ? []
      : [
          {
            title: 'Actions',
            key: 'actions',
            width: 170,
            render: (_: unknown, row: Row) =>
              row.deleted || row.modifiedTo !== undefined ? (
                <Button size="sm" variant="link" onClick={() => onUndo(row.value)}>
                  Undo
                </Button>
              ) : (
                <Flex gap={4}>
                  <Button size="sm" variant="link" aria-label={`Edit ${row.value}`} onClick={() => setEditing(row.key)}>
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="link"
                    aria-label={`Delete ${row.value}`}
                    onClick={() => onDelete(row.value)}
                  >
                    Delete
                  </Button>
                </Flex>
              ),
          },
        ]),
  ];
  return (
    <DisplayTable<Row>
      size="small"
      rowKey="key"
      columns={columns}
      rows={rows}
      loading={loading}
      scrollY={360}
      emptyText="No items"
    />
  );
}
