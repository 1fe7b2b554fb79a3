import { useMemo } from 'react';
import type { Policy, PolicyStatus, PolicyWrite } from 'shared-contracts';
import { useApiMutation } from 'shared-ui';

/** The policy writes of the page; each reloads everything cached for the tenant's policies. */
export function usePolicyWrites() {
  const post = useApiMutation('post', '/policies');
  const patch = useApiMutation('patch', '/policies/{id}/');
  const patchStatus = useApiMutation('patch', '/policies/status');
  const patchMany = useApiMutation('patch', '/policies');
  const patchPriority = useApiMutation('patch', '/policies/priority');
  const postRestore = useApiMutation('post', '/policies/{id}/versions/{version}/restore');
  return useMemo(() => {
    const policyOf = async (write: Promise<{ policy: Policy }>) => (await write).policy;
    return {
      create: (policy: PolicyWrite) => policyOf(post({}, { policy })),
      update: (id: string, policy: PolicyWrite, version: number) =>
        policyOf(patch({ path: { id } }, { policy: { ...policy, version } })),
      setStatus: (policy: Policy, status: PolicyStatus) =>
        policyOf(patchStatus({}, { policyId: policy.policyId, status, version: policy.version })),
      removeMany: (policyIds: string[]) => patchMany({}, { policyIds }),
      reorder: (policyIds: string[]) => patchPriority({}, { policyIds }),
      restore: (id: string, version: number) => policyOf(postRestore({ path: { id, version } })),
    };
  }, [post, patch, patchStatus, patchMany, patchPriority, postRestore]);
}
