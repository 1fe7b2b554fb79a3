import { useState } from 'react';
import { LIST_CHANGES_MAX, parseListItems } from 'shared-contracts';
import type { ListEntityType } from 'shared-contracts';
import { Alert, Button, Flex, Input } from 'shared-ui';

/** Props of the paste box. */
export interface PasteItemsProps {
  entityType: ListEntityType;
  onAdd: (values: string[]) => void;
}

const SHOWN_INVALID = 20;

/**
 * Adds many items at once: one a line, blanks and duplicates dropped. Refused lines are shown (with their line
 * number) and stay in the box to be fixed; the accepted ones join the draft.
 */
export function PasteItems({ entityType, onAdd }: PasteItemsProps) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<ReturnType<typeof parseListItems>['invalid']>([]);
  const add = () => {
    const parsed = parseListItems(entityType, text);
    const accepted = parsed.values.slice(0, LIST_CHANGES_MAX);
    if (accepted.length > 0) onAdd(accepted);
    setInvalid(parsed.invalid);
    setText(parsed.invalid.map((line) => line.text).join('\n'));
  };
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        aria-label="Items to add, one per line"
        placeholder="Paste items, one per line"
        autoSize={{ minRows: 3, maxRows: 8 }}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Flex justify="end">
        <Button variant="primary-outline" disabled={text.trim() === ''} onClick={add}>
          Add items
        </Button>
      </Flex>
      {invalid.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={`${invalid.length} ${invalid.length === 1 ? 'line was' : 'lines were'} not added`}
          description={
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {invalid.slice(0, SHOWN_INVALID).map((line) => (
                <li key={line.line}>{`Line ${line.line}: '${line.text}' ${line.message}`}</li>
              ))}
              {invalid.length > SHOWN_INVALID ? <li>{`and ${invalid.length - SHOWN_INVALID} more`}</li> : null}
            </ul>
          }
        />
      ) : null}
    </Flex>
  );
}
