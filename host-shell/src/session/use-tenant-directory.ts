import { useEffect, useMemo, useState } from 'react';
import { isPlatformAdmin } from 'shared-contracts';
import type { TypedApiClient, TenantEntry, TenantList } from 'shared-contracts';
import { withAllTenants } from 'shared-ui/core';

/** The tenants a user can enter, and whether the list is complete yet. */
export interface TenantDirectory {
  ready: boolean;
  tenants: TenantEntry[];
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

/**
 * The user's own tenants; a platform admin ("Product Admin" on any tenant) also gets every other tenant with an
 * empty role list (SPEC §6). Not ready until that list is in, so a stored tenant outside their own is not lost.
 */
export function useTenantDirectory(own: TenantEntry[], api: TypedApiClient): TenantDirectory {
  const platformAdmin = isPlatformAdmin(own);
  const [others, setOthers] = useState<{ for: TenantEntry[]; tenants: TenantList['tenants'] } | undefined>();

  useEffect(() => {
    if (!platformAdmin) return;
    let current = true;
    void fetchEveryTenant(api).then((tenants) => current && setOthers({ for: own, tenants }));
    return () => {
      current = false;
    };
  }, [platformAdmin, own, api]);

  return useMemo(() => {
    if (!platformAdmin) return { ready: true, tenants: own };
    if (others?.for !== own) return { ready: false, tenants: own };
    return { ready: true, tenants: withAllTenants(own, others.tenants) };
  }, [platformAdmin, own, others]);
}
