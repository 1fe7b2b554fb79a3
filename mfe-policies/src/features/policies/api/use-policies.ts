import { useApi, useShell } from 'shared-ui';
import useSWR from 'swr';
import { policyKeys } from '../../../common/policy-keys';

/** GET /policies?policyType=protection: the tenant's policies in the order the engine decides. */
export function usePolicies() {
  const api = useApi();
  const { tenant } = useShell();
  return useSWR(policyKeys.list(tenant.id), () => api.get('/policies', { query: { policyType: 'protection' } }));
}

/** GET /policies/{ID}: one policy (the editor's), or nothing without an id. */
export function usePolicy(policyId: string | undefined) {
  const api = useApi();
  const { tenant } = useShell();
  return useSWR(policyId ? policyKeys.one(tenant.id, policyId) : null, () =>
    api.get('/policies/{id}', { path: { id: policyId ?? '' } }),
  );
}

/** GET /policies/{ID}/versions: a policy's saved versions, newest first. */
export function usePolicyVersions(policyId: string | undefined) {
  const api = useApi();
  const { tenant } = useShell();
  return useSWR(policyId ? policyKeys.versions(tenant.id, policyId) : null, () =>
    api.get('/policies/{id}/versions', { path: { id: policyId ?? '' } }),
  );
}
