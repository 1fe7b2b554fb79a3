import { useEffect, useState } from 'react';
import { isPlatformAdmin, type TenantEntry, type TypedApiClient } from 'shared-contracts';

/** A tenant of the user's scope as GET /tenant-scope names it. */
export interface ScopeTenant {
  id: string;
  name: string;
}

const EVERY_TENANT: readonly ScopeTenant[] = [];

/**
 * The scope of tenants the API's record of the user's grants gives them (issue 31, item 1; GET /tenant-scope): a
 * platform admin holds every tenant without asking (their tenant directory lists them); anyone else holds the tenants
 * the API answers (a Tenant Group Admin), or none. Undefined while that is asked; none when it cannot be told (the API
 * still refuses the pages).
 */
export function useTenantScope(
  own: readonly TenantEntry[],
  api: TypedApiClient,
): { holds: boolean; tenants: readonly ScopeTenant[] } | undefined {
  const platformAdmin = isPlatformAdmin(own);
  const [scope, setScope] = useState<{ api: TypedApiClient; tenants: readonly ScopeTenant[] } | undefined>();
  useEffect(() => {
    if (platformAdmin) return;
    let current = true;
    api.get('/tenant-scope').then(
      (answer) => current && setScope({ api, tenants: answer.tenants.map(({ id, name }) => ({ id, name })) }),
      () => current && setScope({ api, tenants: [] }),
    );
    return () => {
      current = false;
    };
  }, [platformAdmin, api]);
  if (platformAdmin) return { holds: true, tenants: EVERY_TENANT };
  return scope !== undefined && scope.api === api
    ? { holds: scope.tenants.length > 0, tenants: scope.tenants }
    : undefined;
}
