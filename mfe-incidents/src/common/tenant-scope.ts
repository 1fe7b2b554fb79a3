import { useMemo } from 'react';
import { ALL_TENANTS_ID, createCan, type ShellContext, type TenantEntry } from 'shared-contracts';
import { apiForTenant, useApiQuery, useShell } from 'shared-ui';

/** Whether the active tenant is All tenants (`Tenant-Id: *`, issue 31): the grid lists every tenant of the scope. */
export function useAllTenants(): boolean {
  return useShell().tenant.id === ALL_TENANTS_ID;
}

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/** The names of the scope's tenants by id (GET /tenant-scope), asked only over All tenants; none until known. */
export function useScopeTenantNames(): ReadonlyMap<string, string> {
  const allTenants = useAllTenants();
  const { data } = useApiQuery(
    '/tenant-scope',
    {},
    {
      enabled: allTenants,
      select: (answer): ReadonlyMap<string, string> =>
        new Map(answer.tenants.map((tenant) => [tenant.id, tenant.name])),
    },
  );
  return data ?? NO_NAMES;
}

/**
 * The shell context of one tenant of the scope, for an incident opened from All tenants (issue 31): its API client sends
 * `Tenant-Id: <tenant>` (the server admits the user there, or refuses), its cache is that tenant's, and `can` answers
 * for the user's role there as the shell's tenant directory gives it. Undefined (the shell's own context) otherwise.
 */
export function useTenantShell(tenantId: string | null): ShellContext | undefined {
  const shell = useShell();
  const names = useScopeTenantNames();
  return useMemo(() => {
    if (shell.tenant.id !== ALL_TENANTS_ID || !tenantId) return undefined;
    const tenant: TenantEntry = shell.user.tenants.find((entry) => entry.id === tenantId) ?? {
      id: tenantId,
      name: names.get(tenantId) ?? tenantId,
      roleNames: [],
    };
    return { ...shell, tenant, can: createCan(shell.user.tenants, tenant), api: apiForTenant(shell.api, tenantId) };
  }, [shell, names, tenantId]);
}
