import { renderHook, waitFor } from '@testing-library/react';
import { ALL_TENANTS_ID, type TenantEntry } from 'shared-contracts';
import { createFakeApi } from 'shared-ui/testing';
import { resolveDirectoryTenant, useTenantDirectory } from './use-tenant-directory';

const api = (tenants: { id: string; name: string }[] | Error, scope: { id: string; name: string }[] | Error = []) =>
  createFakeApi({
    'GET /tenants': () => {
      if (tenants instanceof Error) throw tenants;
      return { tenants };
    },
    'GET /tenant-scope': () => {
      if (scope instanceof Error) throw scope;
      return { platformAdmin: false, tenants: scope };
    },
  });

describe('useTenantDirectory', () => {
  it("opens a user's own stored tenant at once, before the API says whether they hold a scope of tenants", async () => {
    const own: TenantEntry[] = [{ id: 'acme', name: 'Acme Corp', roleNames: ['Tenant Admin'] }];
    const client = api([]);
    const { result } = renderHook(() => useTenantDirectory(own, client.api, 'acme'));
    expect(result.current).toEqual({ ready: true, tenants: own, holdsScope: undefined });
    await waitFor(() => expect(result.current).toEqual({ ready: true, tenants: own, holdsScope: false }));
    expect(client.calls.map((call) => call.path)).toEqual(['/tenant-scope']);
  });

  it('waits for the scope when the stored choice is not one of their own tenants (All tenants, a scope tenant)', async () => {
    const own: TenantEntry[] = [{ id: 'initech', name: 'Initech', roleNames: ['Analyst'] }];
    for (const storedId of [ALL_TENANTS_ID, 'globex']) {
      const client = api([], [{ id: 'globex', name: 'Globex' }]);
      const { result } = renderHook(() => useTenantDirectory(own, client.api, storedId));
      expect(result.current.ready).toBe(false);
      await waitFor(() => expect(result.current.ready).toBe(true));
      expect(result.current.holdsScope).toBe(true);
      expect(resolveDirectoryTenant(result.current, storedId)?.id).toBe(storedId);
    }
  });

  it('waits for the scope when the user holds no tenant of their own (a Tenant Group Admin only)', async () => {
    const client = api([], [{ id: 'globex', name: 'Globex' }]);
    const { result } = renderHook(() => useTenantDirectory([], client.api, null));
    expect(result.current.ready).toBe(false);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.tenants.map((tenant) => tenant.id)).toEqual(['globex']);
  });

  it("adds a Tenant Group Admin's scope tenants as a Tenant Admin's, keeping their own role where they have one", async () => {
    const own: TenantEntry[] = [{ id: 'initech', name: 'Initech', roleNames: ['Analyst'] }];
    const client = api(
      [],
      [
        { id: 'globex', name: 'Globex' },
        { id: 'initech', name: 'Initech' },
      ],
    );
    const { result } = renderHook(() => useTenantDirectory(own, client.api, null));
    await waitFor(() => expect(result.current.holdsScope).toBe(true));
    expect(result.current).toEqual({
      ready: true,
      holdsScope: true,
      tenants: [...own, { id: 'globex', name: 'Globex', roleNames: ['Tenant Admin'] }],
    });
  });

  it('leaves a user their own tenants, without All tenants, when the scope cannot be read', async () => {
    const own: TenantEntry[] = [{ id: 'acme', name: 'Acme Corp', roleNames: ['Tenant Admin'] }];
    const client = api([], new Error('down'));
    const { result } = renderHook(() => useTenantDirectory(own, client.api, null));
    await waitFor(() => expect(result.current).toEqual({ ready: true, tenants: own, holdsScope: false }));
  });

  it('adds every other tenant with an empty role list for a platform admin, once the list is in', async () => {
    const own: TenantEntry[] = [{ id: 'acme', name: 'Acme Corp', roleNames: ['Product Admin'] }];
    const client = api([
      { id: 'acme', name: 'Acme Corp' },
      { id: 'globex', name: 'Globex' },
    ]);
    const { result } = renderHook(() => useTenantDirectory(own, client.api, null));
    expect(result.current.ready).toBe(false);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(client.callsTo('GET', '/tenants')).toHaveLength(1);
    expect(result.current.tenants).toEqual([...own, { id: 'globex', name: 'Globex', roleNames: [] }]);
    expect(result.current.holdsScope).toBe(true);
    expect(client.callsTo('GET', '/tenant-scope')).toEqual([]);
  });

  it('leaves a platform admin their own tenants when the list cannot be read', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const own: TenantEntry[] = [{ id: 'acme', name: 'Acme Corp', roleNames: ['Product Admin'] }];
    const client = api(new Error('down'));
    const { result } = renderHook(() => useTenantDirectory(own, client.api, null));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.tenants).toEqual(own);
  });
});

describe('resolveDirectoryTenant', () => {
  const acme: TenantEntry = { id: 'acme', name: 'Acme Corp', roleNames: ['Tenant Admin'] };
  const globex: TenantEntry = { id: 'globex', name: 'Globex', roleNames: ['Tenant Admin'] };

  it('is All tenants when stored and the user holds a scope, else the stored tenant or the first', () => {
    const scoped = { ready: true, tenants: [acme, globex], holdsScope: true };
    expect(resolveDirectoryTenant(scoped, ALL_TENANTS_ID)).toEqual({ id: '*', name: 'All tenants', roleNames: [] });
    expect(resolveDirectoryTenant({ ...scoped, holdsScope: false }, ALL_TENANTS_ID)).toBe(acme);
    expect(resolveDirectoryTenant(scoped, 'globex')).toBe(globex);
    expect(resolveDirectoryTenant(scoped, null)).toBe(acme);
  });
});
