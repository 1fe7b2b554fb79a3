import { useApiQuery } from 'shared-ui';

/** GET /policies?policyType=protection: the tenant's policies in the order the engine decides. */
export function usePolicies() {
  return useApiQuery('/policies', { query: { policyType: 'protection' } });
}

/** GET /policies/{ID}: one policy (the editor's), or nothing without an id. */
export function usePolicy(policyId: string | undefined) {
  return useApiQuery('/policies/{id}', { path: { id: policyId ?? '' } }, { enabled: policyId !== undefined });
}

/** GET /policies/{ID}/versions: a policy's saved versions, newest first. */
export function usePolicyVersions(policyId: string | undefined) {
  return useApiQuery('/policies/{id}/versions', { path: { id: policyId ?? '' } }, { enabled: policyId !== undefined });
}

/** GET /policies/{ID}/education-effect: whether educating works for the policy, with the counts behind it. */
export function usePolicyEducationEffect(policyId: string) {
  return useApiQuery('/policies/{id}/education-effect', { path: { id: policyId } });
}
