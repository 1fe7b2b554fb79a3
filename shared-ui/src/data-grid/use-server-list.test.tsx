import '../components/testing/setup-dom';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ListQuery } from 'shared-contracts';
import { createFakeApi, GridTestShell, pagedRows } from './testing/grid-test-shell';
import { useServerCount } from './use-server-count';
import { useServerList } from './use-server-list';

const CUTOFF = '2026-01-01T00:00:00.000Z';
const BASE: ListQuery = { pageSize: 2, sortColumn: 'created', sortOrder: 'desc', cutoff: CUTOFF };

function setup(routes: Parameters<typeof createFakeApi>[0], tenantId = 't-acme') {
  const fake = createFakeApi(routes);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <GridTestShell api={fake.api} tenantId={tenantId}>
      {children}
    </GridTestShell>
  );
  return { ...fake, wrapper };
}

describe('useServerList', () => {
  it('loads page one with the list query, then pages by nextToken', async () => {
    const { wrapper, calls } = setup({ 'GET /incidents': pagedRows(5, 2) });
    const { result } = renderHook(() => useServerList({ path: '/incidents', itemsKey: 'incidents', query: BASE }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(calls[0]).toEqual({
      method: 'GET',
      path: '/incidents',
      query: { pageSize: 2, sortColumn: 'created', sortOrder: 'desc', cutoff: CUTOFF },
    });
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(calls[1]!.query).toMatchObject({ nextToken: '2', cutoff: CUTOFF });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    expect(result.current.items.map((item) => item.id)).toEqual(['i-0', 'i-1', 'i-2', 'i-3', 'i-4']);
    expect(result.current.hasMore).toBe(false);

    const before = calls.length;
    // Past the last page, loadMore asks nothing: let every pending effect and promise settle, then count calls.
    await act(async () => result.current.loadMore());
    expect(calls).toHaveLength(before);
  });

  it('sends filters as repeated parameters and starts again at page one when they change', async () => {
    const { wrapper, calls } = setup({ 'GET /incidents': pagedRows(5, 2) });
    const { result, rerender } = renderHook(
      ({ query }: { query: ListQuery }) => useServerList({ path: '/incidents', itemsKey: 'incidents', query }),
      { wrapper, initialProps: { query: BASE } },
    );
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    rerender({ query: { ...BASE, filters: { severity: { kind: 'options', values: ['high', 'low'] } } } });
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.query).toMatchObject({ severity: ['high', 'low'] });
    expect(calls[2]!.query.nextToken).toBeUndefined();
    await waitFor(() => expect(result.current.items).toHaveLength(2));
  });

  it('keeps the previous rows while a changed filter loads, then shows the new ones', async () => {
    let release: (() => void) | undefined;
    const all = pagedRows(5, 2);
    const { wrapper } = setup({
      'GET /incidents': (query) =>
        query.severity
          ? new Promise((resolve) => {
              release = () => resolve({ incidents: [{ id: 'high-0' }], nextToken: null });
            })
          : all(query),
    });
    const { result, rerender } = renderHook(
      ({ query }: { query: ListQuery }) => useServerList({ path: '/incidents', itemsKey: 'incidents', query }),
      { wrapper, initialProps: { query: BASE } },
    );
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    rerender({ query: { ...BASE, filters: { severity: { kind: 'options', values: ['high'] } } } });
    await waitFor(() => expect(release).toBeDefined());
    expect(result.current.isLoading).toBe(true);
    expect(result.current.items.map((item) => item.id)).toEqual(['i-0', 'i-1']);
    // They are marked stale (the grid dims them), and the old query's pages cannot be continued.
    expect(result.current.isStale).toBe(true);
    expect(result.current.hasMore).toBe(false);
    act(() => release!());
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual(['high-0']));
    expect(result.current.isStale).toBe(false);
  });

  it("never keeps another tab's rows (another scope) while the new tab's load", async () => {
    const pending = new Promise(() => undefined);
    const { wrapper } = setup({ 'GET /incidents': (query) => (query.status ? pending : pagedRows(5, 2)(query)) });
    const { result, rerender } = renderHook(
      ({ tab }: { tab: string }) =>
        useServerList({
          path: '/incidents',
          itemsKey: 'incidents',
          query: tab === 'open' ? { ...BASE, filters: { status: { kind: 'options', values: ['OPEN'] } } } : BASE,
          scope: tab,
        }),
      { wrapper, initialProps: { tab: 'all' } },
    );
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    rerender({ tab: 'open' });
    expect(result.current.isLoading).toBe(true);
    expect(result.current.items).toEqual([]);
    expect(result.current.isStale).toBe(false);
  });

  it("never keeps another tenant's rows while the new tenant's load", async () => {
    let tenantId = 't-acme';
    const pending = new Promise(() => undefined);
    const fake = createFakeApi({
      'GET /incidents': (query) => (tenantId === 't-acme' ? pagedRows(5, 2)(query) : pending),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <GridTestShell api={fake.api} tenantId={tenantId}>
        {children}
      </GridTestShell>
    );
    const { result, rerender } = renderHook(
      () => useServerList({ path: '/incidents', itemsKey: 'incidents', query: BASE }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    tenantId = 't-globex';
    rerender();
    await waitFor(() => expect(fake.calls).toHaveLength(2));
    expect(result.current.isLoading).toBe(true);
    expect(result.current.items).toEqual([]);
  });

  it('clamps a future cutoff to now', async () => {
    const { wrapper, calls } = setup({ 'GET /incidents': pagedRows(1, 2) });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    renderHook(() => useServerList({ path: '/incidents', itemsKey: 'incidents', query: { ...BASE, cutoff: future } }), {
      wrapper,
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(Date.parse(String(calls[0]!.query.cutoff))).toBeLessThanOrEqual(Date.now());
  });

  it('reports a failure and retries', async () => {
    let fail = true;
    const { wrapper } = setup({
      'GET /incidents': (query) => {
        if (fail) throw new Error('boom');
        return pagedRows(1, 2)(query);
      },
    });
    const { result } = renderHook(() => useServerList({ path: '/incidents', itemsKey: 'incidents', query: BASE }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.items).toEqual([]);
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    expect(result.current.error).toBeUndefined();
  });
});

describe('useServerCount', () => {
  it('calls /<resource>/count with the filter only and maps the resource names', async () => {
    const { wrapper, calls } = setup({
      'GET /incidents/count': () => ({ totalIncidents: 10, totalFilteredIncidents: 4 }),
    });
    const query: ListQuery = { ...BASE, search: 'x', filters: { flagged: { kind: 'boolean', value: true } } };
    const { result } = renderHook(
      () =>
        useServerCount({
          path: '/incidents/count',
          countKeys: { total: 'totalIncidents', filtered: 'totalFilteredIncidents' },
          query,
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.counts).toEqual({ total: 10, filtered: 4 }));
    expect(calls[0]).toEqual({
      method: 'GET',
      path: '/incidents/count',
      query: { search: 'x', cutoff: CUTOFF, flagged: 'true' },
    });
  });

  it('surfaces a count answer without the counts as an error', async () => {
    const { wrapper } = setup({ 'GET /incidents/count': () => ({ total: 1 }) });
    const { result } = renderHook(
      () =>
        useServerCount({
          path: '/incidents/count',
          countKeys: { total: 'totalIncidents', filtered: 'totalFilteredIncidents' },
          query: BASE,
        }),
      { wrapper },
    );
    await waitFor(() => expect(String(result.current.error)).toContain('totalIncidents'));
  });
});
