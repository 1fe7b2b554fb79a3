import type { DataGridColumn } from './data-grid';

interface Row {
  id: string;
  created: string;
  channel: string;
}

type Sort = 'created';

describe('grid column types', () => {
  it('takes a key of the row, sortable only when the API sorts by it, and action columns that render', () => {
    const columns: DataGridColumn<Row, Sort>[] = [
      { key: 'created', title: 'Created', width: 100, sortable: true },
      { key: 'channel', title: 'Channel', width: 100 },
      { key: 'toggle', title: 'Toggle', width: 100, action: true, render: (row) => row.id },
      // @ts-expect-error: the row has no property chanel
      { key: 'chanel', title: 'Channel', width: 100 },
      // @ts-expect-error: the API does not sort by channel
      { key: 'channel', title: 'Channel', width: 100, sortable: true },
      // @ts-expect-error: an action column renders itself
      { key: 'menu', title: 'Menu', width: 100, action: true },
      // @ts-expect-error: an action column never sorts
      { key: 'menu', title: 'Menu', width: 100, action: true, sortable: true, render: () => '' },
    ];
    expect(columns.map((column) => column.key)).toEqual([
      'created',
      'channel',
      'toggle',
      'chanel',
      'channel',
      'menu',
      'menu',
    ]);
  });
});
