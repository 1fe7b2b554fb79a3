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
});
