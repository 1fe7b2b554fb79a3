import { VALUE_LABELS, LIST_ENTITY_TYPES, LIST_NAME_MAX_LENGTH, LIST_TYPES } from 'shared-contracts';
import type { ListEntityType, ListType } from 'shared-contracts';
import { Flex, Form, Input, Select, Tag } from 'shared-ui';

/** Props of the list's own fields. */
export interface ListSettingsFieldsProps {
  name: string;
  onName: (name: string) => void;
  listType: ListType;
  entityType: ListEntityType;
  /** A new list: its type and entity type are chosen here (they never change after). */
  onTypes?: ((types: { listType: ListType; entityType: ListEntityType }) => void) | undefined;
  readOnly: boolean;
}

/** Name (1-100 characters), list type and entity type. */
export function ListSettingsFields(props: ListSettingsFieldsProps) {
  const { name, onName, listType, entityType, onTypes, readOnly } = props;
  const nameError = name.trim() === '' ? 'A list needs a name' : undefined;
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Name" required validateStatus={nameError ? 'error' : undefined} help={nameError}>
        <Input
          aria-label="Name"
          value={name}
          maxLength={LIST_NAME_MAX_LENGTH}
          showCount
          disabled={readOnly}
          onChange={(event) => onName(event.target.value)}
        />
      </Form.Item>
      {onTypes ? (
        <Flex gap={16}>
          <Form.Item label="List type" style={{ flex: 1 }}>
            <Select<ListType>
              aria-label="List type"
              value={listType}
              options={LIST_TYPES.map((value) => ({ value, label: VALUE_LABELS.listType[value] }))}
              onChange={(value) => onTypes({ listType: value, entityType })}
            />
          </Form.Item>
          <Form.Item label="Entity type" style={{ flex: 1 }}>
            <Select<ListEntityType>
              aria-label="Entity type"
              value={entityType}
              options={LIST_ENTITY_TYPES.map((value) => ({ value, label: VALUE_LABELS.listEntityType[value] }))}
              onChange={(value) => onTypes({ listType, entityType: value })}
            />
          </Form.Item>
        </Flex>
      ) : (
        <Flex gap={8} style={{ marginBottom: 16 }}>
          <Tag>{VALUE_LABELS.listType[listType]}</Tag>
          <Tag>{VALUE_LABELS.listEntityType[entityType]}</Tag>
        </Flex>
      )}
    </Form>
  );
}
