import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createFakeApi, createTestShell, TestShell } from '../testing';
import { useServerCount } from '../data-grid/use-server-count';
import { useServerList } from '../data-grid/use-server-list';
import { ApiError } from '../shell/api-error';
import { apiQueryKey, useApiMutation, useApiQuery, useRevalidateApi } from './use-api-query';

const list = (id: string, name: string, version = 1) => ({ id, name, version });

function setup(routes: Parameters<typeof createFakeApi>[0]) {
  const fake = createFakeApi(routes);
  let tenantId = 't-1';
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestShell shell={createTestShell({ api: fake.api, tenantId })}>{children}</TestShell>
  );
  return {
    fake,
    wrapper,
    switchTenant: (next: string) => {
      tenantId = next;
    },
  };
}

describe('apiQueryKey', () => {
  it('starts with the tenant, then the path template, then the parameters', () => {
    expect(apiQueryKey('t-1', '/incidents/{id}/comments', { path: { id: 'i1' } })).toEqual([
      'tenants',
      't-1',
      'incidents',
      '{id}',
      'comments',
      { path: { id: 'i1' } },
    ]);
  });
});

describe('useApiQuery', () => {
  it('GETs the filled path with its query and answers the typed data', async () => {
    const { fake, wrapper } = setup({ 'GET /lists/l1': () => ({ list: list('l1', 'Blocked'), items: [] }) });
    const { result } = renderHook(() => useApiQuery('/lists/{id}', { path: { id: 'l1' }, query: { pageSize: 5 } }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(fake.calls).toEqual([{ method: 'GET', path: '/lists/l1', query: { pageSize: 5 }, body: undefined }]);
  });

  it('holds the call while not enabled', async () => {
    const { fake, wrapper } = setup({});
    const { result } = renderHook(() => useApiQuery('/roles', {}, { enabled: false }), { wrapper });
    await act(async () => undefined);
    expect(result.current.data).toBeUndefined();
    expect(fake.calls).toHaveLength(0);
  });

  it('keeps the part of the answer `select` picks, and the cache holds that part', async () => {
    const { wrapper } = setup({ 'GET /lists/l1': () => ({ list: list('l1', 'Blocked'), items: [] }) });
    const { result } = renderHook(
      () => useApiQuery('/lists/{id}', { path: { id: 'l1' } }, { select: (answer) => answer.list.name }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toBe('Blocked'));
    await act(async () => {
      await result.current.mutate((name) => `${name ?? ''} sites`, { revalidate: false });
    });
    expect(result.current.data).toBe('Blocked sites');
  });

  it('asks again for a new `version`, the last part of its key', async () => {
    const { fake, wrapper } = setup({ 'GET /roles': () => ({ roles: [] }) });
    let version = 1;
    const { result, rerender } = renderHook(() => useApiQuery('/roles', {}, { version }), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(apiQueryKey('t-1', '/roles', {}, 1)).toEqual(['tenants', 't-1', 'roles', {}, 1]);
    version = 2;
    rerender();
    await waitFor(() => expect(fake.callsTo('GET', '/roles')).toHaveLength(2));
  });

  it('never answers another tenant’s cache after a tenant switch', async () => {
    let answer = 'Acme roles';
    const { fake, wrapper, switchTenant } = setup({ 'GET /roles': () => ({ roles: [answer] }) });
    const { result, rerender } = renderHook(() => useApiQuery('/roles', {}), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ roles: ['Acme roles'] }));

    answer = 'Globex roles';
    switchTenant('t-2');
    rerender();
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual({ roles: ['Globex roles'] }));
    expect(fake.callsTo('GET', '/roles')).toHaveLength(2);
  });

  it('hands problem details to the caller as an ApiError', async () => {
    const problem = new ApiError(404, 'Not Found', 'No list l9');
    const { wrapper } = setup({
      'GET /lists/l9': () => {
        throw problem;
      },
    });
    const { result } = renderHook(
      () => useApiQuery('/lists/{id}', { path: { id: 'l9' } }, { shouldRetryOnError: false }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.error).toBe(problem));
    expect(result.current.error).toMatchObject({ status: 404, detail: 'No list l9' });
  });
});

describe('useApiMutation', () => {
  it('writes, answers the result and revalidates the queries of its resource in the tenant', async () => {
    let name = 'Blocked';
    const { fake, wrapper } = setup({
      'GET /lists': () => ({ lists: [list('l1', name)] }),
      'GET /lists/l1': () => ({ list: list('l1', name), items: [] }),
      'GET /roles': () => ({ roles: [] }),
      'PATCH /lists/l1': (_query, body) => {
        name = (body as { name: string }).name;
        return list('l1', name, 2);
      },
    });
    const { result } = renderHook(
      () => ({
        lists: useApiQuery('/lists', {}),
        detail: useApiQuery('/lists/{id}', { path: { id: 'l1' } }),
        roles: useApiQuery('/roles', {}),
        update: useApiMutation('patch', '/lists/{id}'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.lists.data).toBeDefined());
    await waitFor(() => expect(result.current.detail.data).toBeDefined());
    await waitFor(() => expect(result.current.roles.data).toBeDefined());

    const saved = await act(() => result.current.update({ path: { id: 'l1' } }, { name: 'Allowed', version: 1 }));
    expect(saved).toEqual(list('l1', 'Allowed', 2));
    expect(fake.callsTo('PATCH', '/lists/l1')[0]?.body).toEqual({ name: 'Allowed', version: 1 });
    await waitFor(() => expect(result.current.lists.data).toEqual({ lists: [list('l1', 'Allowed')] }));
    expect(fake.callsTo('GET', '/lists')).toHaveLength(2);
    expect(fake.callsTo('GET', '/lists/l1')).toHaveLength(2);
    expect(fake.callsTo('GET', '/roles')).toHaveLength(1);
  });

  it('reloads the grid’s loaded pages and counts of its resource', async () => {
    const { fake, wrapper } = setup({
      'GET /incidents': () => ({ incidents: [{ id: 'i1' }], nextToken: null }),
      'GET /incidents/count': () => ({ totalIncidents: 1, totalFilteredIncidents: 1 }),
      'PATCH /incidents/i1': () => ({ id: 'i1' }),
    });
    const query = { pageSize: 10, cutoff: '2026-01-01T00:00:00.000Z' };
    const { result } = renderHook(
      () => ({
        list: useServerList({ path: '/incidents', itemsKey: 'incidents', query }),
        count: useServerCount({
          path: '/incidents/count',
          countKeys: { total: 'totalIncidents', filtered: 'totalFilteredIncidents' },
          query,
        }),
        update: useApiMutation('patch', '/incidents/{id}'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.items).toHaveLength(1));
    await waitFor(() => expect(result.current.count.counts).toBeDefined());
    await act(() =>
      result.current.update({ path: { id: 'i1' }, query: { created: 'c' } }, { status: 'resolved', version: 1 }),
    );
    expect(fake.callsTo('GET', '/incidents')).toHaveLength(2);
    expect(fake.callsTo('GET', '/incidents/count')).toHaveLength(2);
  });

  it('revalidates only the paths it is told', async () => {
    const { fake, wrapper } = setup({
      'GET /lists': () => ({ lists: [] }),
      'GET /roles': () => ({ roles: [] }),
      'DELETE /lists/l1': () => undefined,
    });
    const { result } = renderHook(
      () => ({
        lists: useApiQuery('/lists', {}),
        roles: useApiQuery('/roles', {}),
        remove: useApiMutation('delete', '/lists/{id}', { revalidates: ['/roles'] }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.lists.data && result.current.roles.data).toBeDefined());
    await act(() => result.current.remove({ path: { id: 'l1' }, query: { version: 1 } }));
    await waitFor(() => expect(fake.callsTo('GET', '/roles')).toHaveLength(2));
    expect(fake.callsTo('GET', '/lists')).toHaveLength(1);
    expect(fake.callsTo('DELETE', '/lists/l1')[0]?.query).toEqual({ version: 1 });
  });

  it('rejects with the problem details and reloads nothing when the write fails', async () => {
    const problem = new ApiError(409, 'Conflict', 'The list changed');
    const { fake, wrapper } = setup({
      'GET /lists': () => ({ lists: [] }),
      'PATCH /lists/l1': () => {
        throw problem;
      },
    });
    const { result } = renderHook(
      () => ({ lists: useApiQuery('/lists', {}), update: useApiMutation('patch', '/lists/{id}') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.lists.data).toBeDefined());
    await expect(act(() => result.current.update({ path: { id: 'l1' } }, { name: 'x', version: 1 }))).rejects.toBe(
      problem,
    );
    expect(fake.callsTo('GET', '/lists')).toHaveLength(1);
  });
});

describe('useRevalidateApi', () => {
  it('reloads the tenant’s queries under the paths it is given, and no others', async () => {
    const { fake, wrapper } = setup({
      'GET /policies': () => ({ policies: [] }),
      'GET /policies/p1/versions': () => ({ versions: [] }),
      'GET /roles': () => ({ roles: [] }),
    });
    const { result } = renderHook(
      () => ({
        policies: useApiQuery('/policies', {}),
        versions: useApiQuery('/policies/{id}/versions', { path: { id: 'p1' } }),
        roles: useApiQuery('/roles', {}),
        revalidate: useRevalidateApi(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.versions.data && result.current.roles.data).toBeDefined());
    await act(() => result.current.revalidate('/policies'));
    expect(fake.callsTo('GET', '/policies')).toHaveLength(2);
    expect(fake.callsTo('GET', '/policies/p1/versions')).toHaveLength(2);
    expect(fake.callsTo('GET', '/roles')).toHaveLength(1);
  });
});
