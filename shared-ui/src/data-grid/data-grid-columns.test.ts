import { optionsFilter } from 'shared-contracts';
import type { DataGridColumn } from './data-grid';
import type { ServerListPageProps } from './server-list-page';

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

  it('shows as main filters only filters of the page', () => {
    const filters = [optionsFilter('Egress Channel', { options: [] })];
    const page: Pick<ServerListPageProps<Row, Sort, 'egressChannel'>, 'filters' | 'mainFilters'> = {
      filters,
      mainFilters: ['egressChannel'],
    };
    const wrong: Pick<ServerListPageProps<Row, Sort, 'egressChannel'>, 'filters' | 'mainFilters'> = {
      filters,
      // @ts-expect-error: the page has no severity filter
      mainFilters: ['severity'],
    };
    expect([page.mainFilters, wrong.mainFilters]).toEqual([['egressChannel'], ['severity']]);
  });
});
