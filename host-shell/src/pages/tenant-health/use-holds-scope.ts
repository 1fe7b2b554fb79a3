import { useEffect, useState } from 'react';
import { isPlatformAdmin, type TenantEntry, type TypedApiClient } from 'shared-contracts';

/**
 * Whether the user holds a scope of tenants (issue 31, item 1): a platform admin always; anyone else when the API's
 * record of their grants gives them a tenant (GET /tenant-scope: a Tenant Group Admin). Undefined while that is asked;
 * false when it cannot be told (the API still refuses the pages).
 */
export function useHoldsScope(own: readonly TenantEntry[], api: TypedApiClient): boolean | undefined {
  const platformAdmin = isPlatformAdmin(own);
  const [holds, setHolds] = useState<{ api: TypedApiClient; holds: boolean } | undefined>();
  useEffect(() => {
    if (platformAdmin) return;
    let current = true;
    api.get('/tenant-scope').then(
      (scope) => current && setHolds({ api, holds: scope.tenants.length > 0 }),
      () => current && setHolds({ api, holds: false }),
    );
    return () => {
      current = false;
    };
  }, [platformAdmin, api]);
  if (platformAdmin) return true;
  return holds !== undefined && holds.api === api ? holds.holds : undefined;
}
