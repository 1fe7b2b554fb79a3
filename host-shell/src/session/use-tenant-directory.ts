import { useEffect, useMemo, useState } from 'react';
import { ALL_TENANTS_ID, isPlatformAdmin, TENANT_ADMIN_ROLE } from 'shared-contracts';
import type { TypedApiClient, TenantEntry, TenantList } from 'shared-contracts';
import { resolveActiveTenant, withAllTenants } from 'shared-ui/core';
import { useTenantScope, type ScopeTenant } from './use-holds-scope';

/** The name the shell gives All tenants (issue 31, item 2), in the switcher and the header. */
export const ALL_TENANTS_NAME = 'All tenants';

/**
 * All tenants as the active tenant: `Tenant-Id: *`, every tenant of the user's scope. It is no tenant the user holds a
 * role in: each tenant's own rules apply to its part on the server.
 */
export const ALL_TENANTS_ENTRY: TenantEntry = { id: ALL_TENANTS_ID, name: ALL_TENANTS_NAME, roleNames: [] };

/** The tenants a user can enter, whether they hold a scope of tenants (All tenants), and whether both are known yet. */
export interface TenantDirectory {
  ready: boolean;
  tenants: TenantEntry[];
  /** Undefined while the API is asked (GET /tenant-scope). */
  holdsScope: boolean | undefined;
}

/** GET /tenants (no tenant scope) answers every tenant; a failure leaves the platform admin their own tenants. */
export async function fetchEveryTenant(api: TypedApiClient): Promise<TenantList['tenants']> {
  try {
    return (await api.get('/tenants')).tenants;
  } catch (error) {
    console.warn('Could not list every tenant for the platform admin', error);
    return [];
  }
}

/** The user's own tenants, then the scope's others, which the API admits them to with a Tenant Admin's rights. */
function withScopeTenants(own: TenantEntry[], scope: readonly ScopeTenant[]): TenantEntry[] {
  const known = new Set(own.map((tenant) => tenant.id));
  const admitted = scope.filter((tenant) => !known.has(tenant.id));
  if (admitted.length === 0) return own;
  return [...own, ...admitted.map(({ id, name }) => ({ id, name, roleNames: [TENANT_ADMIN_ROLE] }))];
}

/**
 * The user's own tenants; a platform admin ("Product Admin" on any tenant) also gets every other tenant with an
 * empty role list (SPEC §6), a Tenant Group Admin the tenants of their scope (GET /tenant-scope), which join when the
 * API has answered. A platform admin's directory is not ready until their list is in; anyone else's is ready at once
 * when the stored tenant (`storedId`, or none) is one of their own, so the scope question adds nothing to their start,
 * and otherwise (All tenants, a tenant of their scope) once the scope is known, so that choice is not lost.
 */
export function useTenantDirectory(own: TenantEntry[], api: TypedApiClient, storedId: string | null): TenantDirectory {
  const platformAdmin = isPlatformAdmin(own);
  const [others, setOthers] = useState<{ for: TenantEntry[]; tenants: TenantList['tenants'] } | undefined>();
  const scope = useTenantScope(own, api);
  const holdsScope = scope?.holds;
  const scopeTenants = scope?.tenants;

  useEffect(() => {
    if (!platformAdmin) return;
    let current = true;
    void fetchEveryTenant(api).then((tenants) => current && setOthers({ for: own, tenants }));
    return () => {
      current = false;
    };
  }, [platformAdmin, own, api]);

  return useMemo(() => {
    if (!platformAdmin) {
      if (!scopeTenants) {
        const opensOwn = own.length > 0 && (storedId === null || own.some((tenant) => tenant.id === storedId));
        return { ready: opensOwn, tenants: own, holdsScope: undefined };
      }
      return { ready: true, tenants: withScopeTenants(own, scopeTenants), holdsScope };
    }
    if (others?.for !== own) return { ready: false, tenants: own, holdsScope };
    return { ready: true, tenants: withAllTenants(own, others.tenants), holdsScope };
  }, [platformAdmin, own, others, scopeTenants, holdsScope, storedId]);
}

/** The active tenant: All tenants when stored and the user holds a scope, else the stored tenant or the first. */
export function resolveDirectoryTenant(directory: TenantDirectory, storedId: string | null): TenantEntry | undefined {
  if (storedId === ALL_TENANTS_ID && directory.holdsScope) return ALL_TENANTS_ENTRY;
  return resolveActiveTenant(directory.tenants, storedId);
}
