import '../components/testing/setup-dom';
import { act, fireEvent, render } from '@testing-library/react';
import { DataGrid } from './data-grid';
import type { DataGridColumn } from './data-grid';
import type { ServerList } from './use-server-list';

interface Row {
  id: string;
  name: string;
  [column: `c${number}`]: string | undefined;
}

const COLUMNS: DataGridColumn<Row>[] = Array.from({ length: 8 }, (_, index) => ({
  key: `c${index}` as const,
  title: `Column ${index}`,
  width: 300,
  sortable: index < 2,
  render: (row: Row) => `${row.name} ${index}`,
}));

const LIST: ServerList<Row> = {
  items: [{ id: 'a', name: 'Alpha' }],
  isLoading: false,
  isLoadingMore: false,
  hasMore: false,
  error: undefined,
  pageCount: 1,
  loadMore: () => undefined,
  retry: () => undefined,
};

function renderGrid(onSortChange = jest.fn()) {
  const utils = render(
    <DataGrid<Row>
      columns={COLUMNS}
      rowKey="id"
      list={LIST}
      sort={{ column: 'c1', order: 'desc' }}
      onSortChange={onSortChange}
      noun="rows"
      filtered={false}
    />,
  );
  return { ...utils, onSortChange };
}

describe('useHeaderScrollSync', () => {
  it('moves the virtual body when the header row scrolls sideways (focus on a header out of view)', () => {
    const { container } = renderGrid();
    const header = container.querySelector<HTMLElement>('.ant-table-header')!;
    const inner = () => container.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder-inner')!;
    expect(inner().style.marginLeft).toBe('0px');
    act(() => {
      header.scrollLeft = 600;
      header.dispatchEvent(new Event('scroll'));
    });
    expect(inner().style.marginLeft).toBe('-600px');
  });

  it("folds the body's native sideways scroll (focus on a row's control out of view) into the virtual offset", () => {
    const { container } = renderGrid();
    const header = container.querySelector<HTMLElement>('.ant-table-header')!;
    const holder = container.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder')!;
    const inner = () => container.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder-inner')!;
    act(() => {
      header.scrollLeft = 300;
      header.dispatchEvent(new Event('scroll'));
    });
    expect(inner().style.marginLeft).toBe('-300px');
    act(() => {
      holder.scrollLeft = 600;
      holder.dispatchEvent(new Event('scroll'));
    });
    expect(holder.scrollLeft).toBe(0);
    expect(inner().style.marginLeft).toBe('-900px');
    expect(header.scrollLeft).toBe(900);
  });

  it('moves the header with the body in the same event, when the filler inside the holder is the element scrolled', () => {
    const { container } = renderGrid();
    const header = container.querySelector<HTMLElement>('.ant-table-header')!;
    const inner = () => container.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder-inner')!;
    const filler = inner().parentElement!;
    // No render between the scroll and the check: the header must not wait for one (nor for another scroll event).
    act(() => {
      filler.scrollLeft = 600;
      filler.dispatchEvent(new Event('scroll'));
      expect(header.scrollLeft).toBe(600);
    });
    expect(filler.scrollLeft).toBe(0);
    expect(inner().style.marginLeft).toBe('-600px');
    expect(header.scrollLeft).toBe(600);
  });

  it('gives focused sortable headers a ring and sorts them on Space as on Enter', () => {
    const { container, onSortChange } = renderGrid();
    expect(document.getElementById('console-grid-header-focus')?.textContent).toContain(':focus-visible{outline');
    const sortable = container.querySelector<HTMLElement>('th.ant-table-column-has-sorters')!;
    expect(sortable).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(sortable, { key: ' ' });
    expect(onSortChange).toHaveBeenCalledWith('c0', 'asc');
  });
});
