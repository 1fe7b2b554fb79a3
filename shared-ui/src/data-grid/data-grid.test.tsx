import '../components/testing/setup-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '../shell';
import { DataGrid } from './data-grid';
import type { DataGridColumn, DataGridProps } from './data-grid';
import type { ServerList } from './use-server-list';

interface Row {
  id: string;
  name: string;
  severity: string;
  created?: string;
  seen?: string;
}

const COLUMNS: DataGridColumn<Row>[] = [
  { key: 'name', title: 'Name', width: 200 },
  { key: 'severity', title: 'Severity', width: 120, sortable: true },
  { key: 'created', title: 'Created', width: 160, sortable: true, firstSort: 'desc', render: () => 'Now' },
  { key: 'seen', title: 'Seen', width: 160, sortable: true, firstSort: 'desc', render: () => 'Now' },
];

function list(overrides: Partial<ServerList<Row>> = {}): ServerList<Row> {
  return {
    items: [
      { id: 'a', name: 'Alpha', severity: 'high' },
      { id: 'b', name: 'Beta', severity: 'low' },
    ],
    isLoading: false,
    isLoadingMore: false,
    hasMore: false,
    error: undefined,
    pageCount: 1,
    loadMore: jest.fn(),
    retry: jest.fn(),
    ...overrides,
  };
}

function renderGrid(props: Partial<DataGridProps<Row>> = {}) {
  const onSortChange = jest.fn();
  const utils = render(
    <DataGrid<Row>
      columns={COLUMNS}
      rowKey="id"
      list={list()}
      sort={{ column: 'created', order: 'desc' }}
      onSortChange={onSortChange}
      noun="incidents"
      filtered={false}
      {...props}
    />,
  );
  return { ...utils, onSortChange };
}

describe('DataGrid', () => {
  it('shows the API problem and retries', () => {
    const retry = jest.fn();
    renderGrid({ list: list({ items: [], error: new ApiError(400, 'Bad Request', 'sortColumn is unknown'), retry }) });
    expect(screen.getByText('The list could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('sortColumn is unknown')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("says 'No results' under a filter and offers to clear it", () => {
    const onClearFilters = jest.fn();
    renderGrid({ list: list({ items: [] }), filtered: true, onClearFilters });
    expect(screen.getByRole('region', { name: 'No results' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(onClearFilters).toHaveBeenCalled();
  });

  it('shows a true empty state without a filter', () => {
    renderGrid({ list: list({ items: [] }) });
    expect(screen.getByRole('region', { name: 'No incidents yet' })).toBeInTheDocument();
    expect(screen.queryByText('No results')).not.toBeInTheDocument();
  });

  it('shows a skeleton while the first page loads: no empty state, no "No data", no "0 loaded"', () => {
    renderGrid({ list: list({ items: [], isLoading: true }) });
    expect(screen.getByRole('status', { name: 'Loading incidents' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
    expect(screen.queryByText(/loaded/)).not.toBeInTheDocument();
  });

  it("dims the earlier rows while a new filter's rows load, and shows them plainly once loaded", () => {
    const { container, rerender } = renderGrid({ list: list({ isLoading: true, isStale: true }) });
    expect(screen.getByText('Alpha')).toBeInTheDocument();
    expect(container.querySelector('.console-data-grid')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.console-stale')).toContainElement(screen.getByText('Alpha'));
    expect(screen.getByText('Loading incidents')).toBeInTheDocument();
    expect(screen.queryByText(/loaded/)).not.toBeInTheDocument();
    rerender(
      <DataGrid<Row>
        columns={COLUMNS}
        rowKey="id"
        list={list()}
        sort={{ column: 'created', order: 'desc' }}
        onSortChange={jest.fn()}
        noun="incidents"
        filtered={false}
      />,
    );
    expect(container.querySelector('.console-stale')).toBeNull();
    expect(container.querySelector('.console-data-grid')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText(/2 incidents loaded/)).toBeInTheDocument();
  });

  it('loads more from the footer and says when the list ends', () => {
    const loadMore = jest.fn();
    const { rerender } = renderGrid({ list: list({ hasMore: true, loadMore }) });
    expect(screen.getByText('2 incidents loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
    rerender(
      <DataGrid<Row>
        columns={COLUMNS}
        rowKey="id"
        list={list()}
        sort={{ column: 'created', order: 'desc' }}
        onSortChange={jest.fn()}
        noun="incidents"
        filtered={false}
      />,
    );
    expect(screen.getByText(/2 incidents loaded \(end of list\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a failed further page inline, keeping the rows', () => {
    const retry = jest.fn();
    renderGrid({ list: list({ hasMore: true, error: new Error('timeout'), retry }) });
    expect(screen.getByText('More rows could not be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });

  it('sorts on the server from sortable headers only: A to Z first, time columns newest first', () => {
    const { onSortChange, container } = renderGrid();
    const headers = [...container.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Name', 'Severity', 'Created']));
    fireEvent.click(screen.getByText('Severity'));
    expect(onSortChange).toHaveBeenLastCalledWith('severity', 'asc');
    fireEvent.click(screen.getByText('Seen'));
    expect(onSortChange).toHaveBeenLastCalledWith('seen', 'desc');
    fireEvent.click(screen.getByText('Created'));
    expect(onSortChange).toHaveBeenLastCalledWith('created', 'asc');
    onSortChange.mockClear();
    fireEvent.click(screen.getByText('Name'));
    expect(onSortChange).not.toHaveBeenCalled();
  });

  it('opens a row on click and on Enter', () => {
    const onRowClick = jest.fn();
    renderGrid({ onRowClick });
    fireEvent.click(screen.getByText('Beta'));
    expect(onRowClick).toHaveBeenLastCalledWith({ id: 'b', name: 'Beta', severity: 'low' });
    const row = screen.getByText('Alpha').closest('[tabindex="0"]')!;
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(onRowClick).toHaveBeenLastCalledWith({ id: 'a', name: 'Alpha', severity: 'high' });
  });

  it('ticks rows from the selection and reports changes as ids', () => {
    const onSelectionChange = jest.fn();
    const { container } = renderGrid({ selection: { allMatching: true, query: {}, count: 9 }, onSelectionChange });
    const boxes = [
      ...container.querySelectorAll<HTMLInputElement>(
        'tbody input[type="checkbox"], .ant-table-tbody-virtual input[type="checkbox"]',
      ),
    ];
    expect(boxes.length).toBe(2);
    expect(boxes.every((box) => box.checked)).toBe(true);
    fireEvent.click(boxes[0]!);
    expect(onSelectionChange).toHaveBeenLastCalledWith({ allMatching: false, ids: ['b'] });
  });
});
