import { useCallback } from 'react';
import type { SlaTargets, SlaTargetsConfig } from 'shared-contracts';
import { apiQueryKey, useApiMutation, useApiQuery, useShell } from 'shared-ui';
import { useSWRConfig } from 'swr';

/** The tenant's SLA targets (GET /sla-targets), keyed by tenant and path. */
export function useSlaTargets() {
  return useApiQuery('/sla-targets', {}, { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** Answers `save(targets)`: PUT /sla-targets (Tenant Admins only), then the cached targets become the answer. */
export function useSaveSlaTargets(): (targets: SlaTargets) => Promise<SlaTargetsConfig> {
  const { tenant } = useShell();
  const { mutate } = useSWRConfig();
  const put = useApiMutation('put', '/sla-targets', { revalidates: [] });
  return useCallback(
    async (targets) => {
      const saved = await put({}, targets);
      await mutate(apiQueryKey(tenant.id, '/sla-targets', {}), saved, { revalidate: false });
      return saved;
    },
    [put, mutate, tenant.id],
  );
}
