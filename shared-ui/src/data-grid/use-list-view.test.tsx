import '../components/testing/setup-dom';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { booleanFilter, optionsFilter, optionsOf, rangeFilter } from 'shared-contracts';
import type { ListViewOptions } from 'shared-contracts';
import { createFakeApi, GridTestShell } from './testing/grid-test-shell';
import { useListView } from './use-list-view';

const OPTIONS: ListViewOptions = {
  filters: [
    optionsFilter('Severity', { options: optionsOf(['high', 'low']) }),
    rangeFilter('Total Hit Count'),
    booleanFilter('Flagged'),
  ],
  sortableColumns: ['created', 'severity'],
  defaultSort: { column: 'created', order: 'desc' },
};

function setup(url: string) {
  const { api } = createFakeApi({});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <GridTestShell api={api} url={url}>
      {children}
    </GridTestShell>
  );
  return renderHook(() => useListView(OPTIONS), { wrapper });
}
// The query part of the probe (path and query).
const search = () => screen.getByTestId('location').textContent?.replace(/^[^?]*/, '');

describe('useListView', () => {
  it('reads the view from the URL, ignoring unknown and malformed parameters', () => {
    const { result } = setup(
      '/incidents?severity=high&severity=bogus&totalHitCountMin=x&flagged=true&sortColumn=severity',
    );
    expect(result.current.view).toEqual({
      search: '',
      sortColumn: 'severity',
      sortOrder: 'desc',
      filters: { severity: { kind: 'options', values: ['high'] }, flagged: { kind: 'boolean', value: true } },
    });
  });

  it('writes filters, sort and search into the URL and keeps foreign parameters', () => {
    const { result } = setup('/incidents?tab=open');
    act(() => result.current.setFilter('severity', { kind: 'options', values: ['low', 'high'] }));
    act(() => result.current.setFilter('totalHitCount', { kind: 'range', min: 3 }));
    act(() => result.current.setSort('severity', 'asc'));
    act(() => result.current.setSearch('payroll'));
    expect(search()).toBe(
      '?tab=open&search=payroll&sortColumn=severity&sortOrder=asc&severity=low&severity=high&totalHitCountMin=3',
    );
    expect(result.current.view.filters.totalHitCount).toEqual({ kind: 'range', min: 3 });

    act(() => result.current.setFilter('severity', undefined));
    act(() => result.current.setSort(undefined));
    expect(search()).toBe('?tab=open&search=payroll&totalHitCountMin=3');
    act(() => result.current.clearAll());
    expect(search()).toBe('?tab=open');
  });

  it('leaves the default sort out of the URL', () => {
    const { result } = setup('/incidents?sortColumn=severity&sortOrder=asc');
    act(() => result.current.setSort('created', 'desc'));
    expect(search()).toBe('');
    expect(result.current.view.sortColumn).toBeUndefined();
  });
});
