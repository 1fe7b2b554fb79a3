import { useState } from 'react';
import { checkListItem } from 'shared-contracts';
import type { ListEntityType } from 'shared-contracts';
import { Button, Flex, Input, Typography } from 'shared-ui';

/** Props of an item's value cell. */
export interface ItemValueCellProps {
  entityType: ListEntityType;
  /** The value shown: the draft's, when it changes one. */
  value: string;
  /** The saved value it replaces, when modified. */
  savedValue?: string | undefined;
  deleted: boolean;
  /** Editing is open for this row. */
  editing: boolean;
  onEdit: (value: string | null) => void;
  /** A checked new value. */
  onModify: (to: string) => void;
}

/** An item's value: struck through when deleted, old -> new when modified, an input while edited. */
export function ItemValueCell(props: ItemValueCellProps) {
  const { entityType, value, savedValue, deleted, editing, onEdit, onModify } = props;
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  if (editing) {
    // Enter reads the input itself: antd may hold on to an earlier onPressEnter.
    const submit = (entered: string) => {
      const checked = checkListItem(entityType, entered);
      if (!checked.ok) return setError(`'${entered.trim()}' ${checked.message}`);
      onModify(checked.value);
      onEdit(null);
      return undefined;
    };
    return (
      <Flex vertical gap={4}>
        <Flex gap={4}>
          <Input
            aria-label={`New value of ${value}`}
            size="small"
            value={text}
            status={error ? 'error' : undefined}
            onChange={(event) => setText(event.target.value)}
            onPressEnter={(event) => submit(event.currentTarget.value)}
          />
          <Button size="sm" variant="primary" onClick={() => submit(text)}>
            OK
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onEdit(null)}>
            Cancel
          </Button>
        </Flex>
        {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      </Flex>
    );
  }
  if (deleted) return <Typography.Text delete>{value}</Typography.Text>;
  if (savedValue !== undefined)
    return (
      <span>
        <Typography.Text delete type="secondary">
          {savedValue}
        </Typography.Text>{' '}
        → {value}
      </span>
    );
  return <span>{value}</span>;
}
