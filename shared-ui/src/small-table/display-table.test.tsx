import '../components/testing/setup-dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { formatNumber } from 'shared-contracts';
import { DisplayTable } from './display-table';
import type { TableColumn } from './display-table';

interface Row {
  id: string;
  name: string;
  events: number;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Alpha', events: 1200 },
  { id: 'b', name: 'Beta', events: 7 },
];

const COLUMNS: TableColumn<Row>[] = [
  { title: 'Name', dataIndex: 'name' },
  {
    title: 'Events',
    dataIndex: 'events',
    align: 'right',
    render: (events) => `${formatNumber(events, 0)} events`,
  },
  { title: 'Both', key: 'both', render: (_, row, index) => `${index + 1}. ${row.name}` },
];

describe('DisplayTable', () => {
  it('shows each row through typed columns: a field, its value rendered, and a column of the whole row', () => {
    render(<DisplayTable<Row> label="Rows" rowKey="id" rows={ROWS} columns={COLUMNS} />);
    const table = screen.getByRole('table');
    expect(screen.getByLabelText('Rows')).toContainElement(table);
    const alpha = within(table).getByText('Alpha').closest('tr')!;
    expect(within(alpha).getByText('1,200 events')).toBeInTheDocument();
    expect(within(alpha).getByText('1. Alpha')).toBeInTheDocument();
    expect(within(table).getByText('2. Beta')).toBeInTheDocument();
    // Unpaged unless told.
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('says so when there are no rows, opens a row on click and marks the selected one', () => {
    const onRowClick = jest.fn();
    const { rerender } = render(
      <DisplayTable<Row> rowKey="id" rows={[]} columns={COLUMNS} emptyText="No rows yet" onRowClick={onRowClick} />,
    );
    expect(screen.getByText('No rows yet')).toBeInTheDocument();
    rerender(
      <DisplayTable<Row>
        rowKey="id"
        rows={ROWS}
        columns={COLUMNS}
        onRowClick={onRowClick}
        isSelected={(row) => row.id === 'b'}
      />,
    );
    fireEvent.click(screen.getByText('Alpha'));
    expect(onRowClick).toHaveBeenCalledWith(ROWS[0]);
    expect(screen.getByText('Beta').closest('tr')).toHaveClass('ant-table-row-selected');
    expect(screen.getByText('Alpha').closest('tr')).not.toHaveClass('ant-table-row-selected');
  });

  it('selects rows by id with check boxes, and pages when told', () => {
    const onChange = jest.fn();
    render(
      <DisplayTable<Row>
        rowKey="id"
        rows={ROWS}
        columns={COLUMNS}
        selection={{ selected: [], onChange }}
        pagination={{ pageSize: 1 }}
      />,
    );
    expect(screen.queryByText('Beta')).toBeNull();
    fireEvent.click(within(screen.getByText('Alpha').closest('tr')!).getByRole('checkbox'));
    expect(onChange).toHaveBeenCalledWith(['a']);
  });

  it('has four states: a skeleton while loading, the earlier rows dimmed, the empty state, an error with Retry', () => {
    const onRetry = jest.fn();
    const props = { label: 'Lists', rowKey: 'id', columns: COLUMNS } as const;
    const { rerender, container } = render(<DisplayTable<Row> {...props} rows={[]} loading />);
    expect(screen.getByRole('status', { name: 'Loading Lists' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('No data')).toBeNull();

    rerender(<DisplayTable<Row> {...props} rows={ROWS} loading />);
    expect(container.querySelector('.console-stale')).toContainElement(screen.getByText('Alpha'));
    expect(screen.queryByRole('status', { name: 'Loading Lists' })).toBeNull();
    rerender(<DisplayTable<Row> {...props} rows={ROWS} />);
    expect(container.querySelector('.console-stale')).toBeNull();

    rerender(<DisplayTable<Row> {...props} rows={[]} emptyText="No lists yet" />);
    expect(screen.getByRole('region', { name: 'No lists yet' })).toContainElement(
      container.querySelector('.console-empty-state svg'),
    );
    expect(screen.queryByText('No data')).toBeNull();

    rerender(<DisplayTable<Row> {...props} rows={[]} error={new Error('The API is down.')} onRetry={onRetry} />);
    expect(screen.getByText('The lists could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The API is down.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
