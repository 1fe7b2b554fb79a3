import { renderHook, waitFor } from '@testing-library/react';
import type { ApiClient, TenantEntry } from 'shared-contracts';
import { useTenantDirectory } from './use-tenant-directory';

const api = (tenants: { id: string; name: string }[]) =>
  ({ get: jest.fn(async () => ({ tenants })) }) as unknown as Pick<ApiClient, 'get'> & { get: jest.Mock };

describe('useTenantDirectory', () => {
  it("is a user's own tenants, at once, without asking the API", () => {
    const own: TenantEntry[] = [{ id: 'acme', name: 'Acme Corp', roleNames: ['Tenant Admin'] }];
    const client = api([]);
    const { result } = renderHook(() => useTenantDirectory(own, client));
    expect(result.current).toEqual({ ready: true, tenants: own });
    expect(client.get).not.toHaveBeenCalled();
  });

  it('adds every other tenant with an empty role list for a platform admin, once the list is in', async () => {
    const own: TenantEntry[] = [{ id: 'acme', name: 'Acme Corp', roleNames: ['Product Admin'] }];
    const client = api([
      { id: 'acme', name: 'Acme Corp' },
      { id: 'globex', name: 'Globex' },
    ]);
    const { result } = renderHook(() => useTenantDirectory(own, client));
    expect(result.current.ready).toBe(false);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(client.get).toHaveBeenCalledWith('/tenants');
    expect(result.current.tenants).toEqual([...own, { id: 'globex', name: 'Globex', roleNames: [] }]);
  });

  it('leaves a platform admin their own tenants when the list cannot be read', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const own: TenantEntry[] = [{ id: 'acme', name: 'Acme Corp', roleNames: ['Product Admin'] }];
    const client = api([]);
    client.get.mockRejectedValue(new Error('down'));
    const { result } = renderHook(() => useTenantDirectory(own, client));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.tenants).toEqual(own);
  });
});
