import '../components/testing/setup-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DataGrid } from './data-grid';
import type { DataGridColumn, DataGridProps } from './data-grid';
import type { ServerList } from './use-server-list';

interface Row {
  id: string;
  name: string;
}

const COLUMNS: DataGridColumn<Row>[] = [{ key: 'name', title: 'Name', width: 200 }];
const ROWS: Row[] = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'].map((name) => ({ id: name.toLowerCase(), name }));

function list(overrides: Partial<ServerList<Row>> = {}): ServerList<Row> {
  return {
    items: ROWS,
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

function grid(props: Partial<DataGridProps<Row>>) {
  return (
    <DataGrid<Row>
      columns={COLUMNS}
      rowKey="id"
      list={list()}
      sort={{ column: 'created', order: 'desc' }}
      onSortChange={jest.fn()}
      noun="incidents"
      filtered={false}
      onRowClick={jest.fn()}
      {...props}
    />
  );
}

const rowOf = (name: string) => screen.getByText(name).closest<HTMLElement>('[data-row-key]')!;

describe('rows by keyboard', () => {
  it('keeps one row in the tab order and moves it with J, K and the arrows', () => {
    const onRowClick = jest.fn();
    render(grid({ onRowClick }));
    expect(rowOf('Alpha').tabIndex).toBe(0);
    expect(rowOf('Beta').tabIndex).toBe(-1);

    act(() => rowOf('Alpha').focus());
    fireEvent.keyDown(rowOf('Alpha'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rowOf('Beta'));
    fireEvent.keyDown(rowOf('Beta'), { key: 'j' });
    expect(document.activeElement).toBe(rowOf('Gamma'));
    expect(rowOf('Gamma').tabIndex).toBe(0);
    expect(rowOf('Alpha').tabIndex).toBe(-1);
    fireEvent.keyDown(rowOf('Gamma'), { key: 'k' });
    expect(document.activeElement).toBe(rowOf('Beta'));
    fireEvent.keyDown(rowOf('Beta'), { key: 'ArrowUp' });
    fireEvent.keyDown(rowOf('Alpha'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(rowOf('Alpha'));
    fireEvent.keyDown(rowOf('Alpha'), { key: 'End' });
    expect(document.activeElement).toBe(rowOf('Epsilon'));

    fireEvent.keyDown(rowOf('Epsilon'), { key: 'Enter' });
    expect(onRowClick).toHaveBeenLastCalledWith({ id: 'epsilon', name: 'Epsilon' });
  });

  it('ignores keys with a modifier and keys from inside a row', () => {
    render(grid({ selection: { allMatching: false, ids: [] }, onSelectionChange: jest.fn() }));
    act(() => rowOf('Alpha').focus());
    fireEvent.keyDown(rowOf('Alpha'), { key: 'j', ctrlKey: true });
    expect(document.activeElement).toBe(rowOf('Alpha'));
    const box = rowOf('Alpha').querySelector('input[type="checkbox"]')!;
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rowOf('Alpha'));
  });

  it('loads the next page when moving near the end of the loaded rows', () => {
    const loadMore = jest.fn();
    render(grid({ list: list({ hasMore: true, loadMore }) }));
    act(() => rowOf('Alpha').focus());
    fireEvent.keyDown(rowOf('Alpha'), { key: 'j' });
    expect(loadMore).not.toHaveBeenCalled();
    fireEvent.keyDown(rowOf('Beta'), { key: 'j' });
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it("marks the open item's row and returns focus to it when the panel closes", () => {
    const { rerender } = render(grid({ activeRowId: 'beta' }));
    expect(rowOf('Beta')).toHaveAttribute('aria-current', 'true');
    expect(rowOf('Alpha')).not.toHaveAttribute('aria-current');
    expect(rowOf('Beta').tabIndex).toBe(0);

    // Next inside the panel: the row of the item shown last is the one focused on close.
    rerender(grid({ activeRowId: 'gamma' }));
    expect(rowOf('Gamma')).toHaveAttribute('aria-current', 'true');
    expect(document.activeElement).toBe(document.body);
    rerender(grid({ activeRowId: undefined }));
    expect(document.activeElement).toBe(rowOf('Gamma'));
    expect(rowOf('Gamma')).not.toHaveAttribute('aria-current');
  });

  it('focuses the row now at its place when the closed item left the grid', () => {
    const { rerender } = render(grid({ activeRowId: 'gamma' }));
    const without = ROWS.filter((row) => row.id !== 'gamma');
    rerender(grid({ activeRowId: 'gamma', list: list({ items: without }) }));
    rerender(grid({ activeRowId: undefined, list: list({ items: without }) }));
    expect(document.activeElement).toBe(rowOf('Delta'));
  });
});
