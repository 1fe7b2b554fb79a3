import { useCallback } from 'react';
import type { EvidenceConfig, EvidenceSettings } from 'shared-contracts';
import { apiQueryKey, useApiMutation, useRevalidateApi, useShell } from 'shared-ui';
import { useSWRConfig } from 'swr';

/**
 * Answers `save(settings)`: PUT /evidence/config (Tenant Admins only), then the cached settings become the answer,
 * and every event's evidence (its expiry follows the retention) and detail (its snippets follow redaction) reload.
 */
export function useSaveEvidenceConfig(): (settings: EvidenceSettings) => Promise<EvidenceConfig> {
  const { tenant } = useShell();
  const { mutate } = useSWRConfig();
  const put = useApiMutation('put', '/evidence/config', { revalidates: [] });
  const revalidate = useRevalidateApi();
  return useCallback(
    async (settings) => {
      const saved = await put({}, settings);
      await mutate(apiQueryKey(tenant.id, '/evidence/config', {}), saved, { revalidate: false });
      void revalidate('/evidence/info', '/egress-events/{id}');
      return saved;
    },
    [put, mutate, revalidate, tenant.id],
  );
}
