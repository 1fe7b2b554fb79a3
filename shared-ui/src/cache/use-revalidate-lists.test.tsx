import '../components/testing/setup-dom';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ListQuery } from 'shared-contracts';
import { createFakeApi, GridTestShell, pagedRows } from '../data-grid/testing/grid-test-shell';
import { useServerCount } from '../data-grid/use-server-count';
import { useServerList } from '../data-grid/use-server-list';
import { createResourceKeys } from './resource-keys';
import { useRevalidateLists } from './use-revalidate-lists';

const QUERY: ListQuery = { pageSize: 2, sortColumn: 'created', sortOrder: 'desc', cutoff: '2026-01-01T00:00:00.000Z' };
const COUNT_KEYS = { total: 'totalIncidents', filtered: 'totalFilteredIncidents' };

function useGrid(resource: 'incidents' | 'devices') {
  return {
    list: useServerList({ path: `/${resource}`, itemsKey: 'incidents', query: QUERY }),
    count: useServerCount({ path: `/${resource}/count`, countKeys: COUNT_KEYS, query: QUERY }),
    revalidate: useRevalidateLists(createResourceKeys('incidents')),
  };
}

describe('useRevalidateLists', () => {
  it('reloads every loaded page and the counts of the resource, with the same queries', async () => {
    let total = 4;
    const fake = createFakeApi({
      'GET /incidents': (query) => pagedRows(total, 2)(query),
      'GET /incidents/count': () => ({ totalIncidents: total, totalFilteredIncidents: total }),
    });
    const wrapper = ({ children }: { children: ReactNode }) => <GridTestShell api={fake.api}>{children}</GridTestShell>;
    const { result } = renderHook(() => useGrid('incidents'), { wrapper });
    await waitFor(() => expect(result.current.list.items).toHaveLength(2));
    act(() => result.current.list.loadMore());
    await waitFor(() => expect(result.current.list.items).toHaveLength(4));
    await waitFor(() => expect(result.current.count.counts?.total).toBe(4));
    const before = fake.calls.map((call) => call.query);

    total = 3;
    await act(() => result.current.revalidate());
    await waitFor(() => expect(result.current.list.items).toHaveLength(3));
    expect(result.current.count.counts).toEqual({ total: 3, filtered: 3 });
    expect(fake.calls.slice(before.length).map((call) => call.query)).toEqual(expect.arrayContaining(before));
  });

  it('leaves the lists of another resource alone', async () => {
    const fake = createFakeApi({
      'GET /devices': (query) => pagedRows(1, 2)(query),
      'GET /devices/count': () => ({ totalIncidents: 1, totalFilteredIncidents: 1 }),
    });
    const wrapper = ({ children }: { children: ReactNode }) => <GridTestShell api={fake.api}>{children}</GridTestShell>;
    const { result } = renderHook(() => useGrid('devices'), { wrapper });
    await waitFor(() => expect(result.current.count.counts).toBeDefined());
    await waitFor(() => expect(result.current.list.items).toHaveLength(1));
    const before = fake.calls.length;
    await act(() => result.current.revalidate());
    expect(fake.calls).toHaveLength(before);
  });
});
