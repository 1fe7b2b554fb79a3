import { useMemo } from 'react';
import type { Policy, PolicyStatus, PolicyWrite } from 'shared-contracts';
import { useAfterWrite, useApi } from 'shared-ui';
import { policyKeys } from '../../../common/policy-keys';

/** The policy writes of the page; each reloads everything cached for the tenant's policies. */
export function usePolicyWrites() {
  const api = useApi();
  const after = useAfterWrite(policyKeys.all);
  return useMemo(() => {
    const policyOf = async (write: Promise<{ policy: Policy }>) => (await after(write)).policy;
    return {
      create: (policy: PolicyWrite) => policyOf(api.post('/policies', { policy })),
      update: (id: string, policy: PolicyWrite, version: number) =>
        policyOf(api.patch('/policies/{id}/', { policy: { ...policy, version } }, { path: { id } })),
      setStatus: (policy: Policy, status: PolicyStatus) =>
        policyOf(api.patch('/policies/status', { policyId: policy.policyId, status, version: policy.version })),
      removeMany: (policyIds: string[]) => after(api.patch('/policies', { policyIds })),
      reorder: (policyIds: string[]) => after(api.patch('/policies/priority', { policyIds })),
      restore: (id: string, version: number) =>
        policyOf(api.post('/policies/{id}/versions/{version}/restore', undefined, { path: { id, version } })),
    };
  }, [api, after]);
}
