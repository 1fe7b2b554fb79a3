import { renderHook, waitFor } from '@testing-library/react';
import type { TenantEntry } from 'shared-contracts';
import { createFakeApi } from 'shared-ui/testing';
import { useTenantDirectory } from './use-tenant-directory';

const api = (tenants: { id: string; name: string }[] | Error) =>
  createFakeApi({
    'GET /tenants': () => {
      if (tenants instanceof Error) throw tenants;
      return { tenants };
    },
  });

describe('useTenantDirectory', () => {
  it("is a user's own tenants, at once, without asking the API", () => {
    const own: TenantEntry[] = [{ id: 'acme', name: 'Acme Corp', roleNames: ['Tenant Admin'] }];
    const client = api([]);
    const { result } = renderHook(() => useTenantDirectory(own, client.api));
    expect(result.current).toEqual({ ready: true, tenants: own });
    expect(client.calls).toEqual([]);
  });

  it('adds every other tenant with an empty role list for a platform admin, once the list is in', async () => {
    const own: TenantEntry[] = [{ id: 'acme', name: 'Acme Corp', roleNames: ['Product Admin'] }];
    const client = api([
      { id: 'acme', name: 'Acme Corp' },
      { id: 'globex', name: 'Globex' },
    ]);
    const { result } = renderHook(() => useTenantDirectory(own, client.api));
    expect(result.current.ready).toBe(false);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(client.callsTo('GET', '/tenants')).toHaveLength(1);
    expect(result.current.tenants).toEqual([...own, { id: 'globex', name: 'Globex', roleNames: [] }]);
  });

  it('leaves a platform admin their own tenants when the list cannot be read', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const own: TenantEntry[] = [{ id: 'acme', name: 'Acme Corp', roleNames: ['Product Admin'] }];
    const client = api(new Error('down'));
    const { result } = renderHook(() => useTenantDirectory(own, client.api));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.tenants).toEqual(own);
  });
});
