import { formatNumber, VALUE_LABELS } from 'shared-contracts';
import type { ListSummary } from 'shared-contracts';
import { Button, Tag, Time } from 'shared-ui';
import type { TableColumn } from 'shared-ui';

/** Columns of the lists grid. */
export const LIST_COLUMNS: TableColumn<ListSummary>[] = [
  {
    title: 'Name',
    dataIndex: 'name',
    // The row opens the list; the button makes that reachable by keyboard. A long name wraps inside its column (a
    // button's text does not by default, and ran over the description at 1024 px).
    render: (name) => (
      <Button variant="link" size="sm" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}>
        {name}
      </Button>
    ),
  },
  { title: 'Description', dataIndex: 'description', ellipsis: true },
  {
    title: 'Type',
    dataIndex: 'listType',
    render: (listType) => <Tag color={listType === 'block' ? 'red' : 'green'}>{VALUE_LABELS.listType[listType]}</Tag>,
  },
  {
    title: 'Entity type',
    dataIndex: 'entityType',
    render: (_, list) => VALUE_LABELS.listEntityType[list.entityType],
  },
  { title: 'Items', dataIndex: 'itemCount', align: 'right', render: (count) => formatNumber(count, 0) },
  {
    title: 'Updated',
    dataIndex: 'updated',
    render: (updated) => <Time value={updated} relative />,
  },
];
