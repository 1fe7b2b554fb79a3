import { useCallback } from 'react';
import type { EvidenceConfig, EvidenceSettings } from 'shared-contracts';
import { hasKeyPrefix, useApi, useShell } from 'shared-ui';
import { useSWRConfig } from 'swr';
import { egressKeys } from '../../../common/egress-keys';
import { evidenceKeys } from './evidence-keys';

/**
 * Answers `save(settings)`: PUT /evidence/config (Tenant Admins only), then the cached settings become the answer,
 * and every event's evidence (its expiry follows the retention) and detail (its snippets follow redaction) reload.
 */
export function useSaveEvidenceConfig(): (settings: EvidenceSettings) => Promise<EvidenceConfig> {
  const { tenant } = useShell();
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (settings) => {
      const saved = await api.put('/evidence/config', settings);
      await mutate(evidenceKeys.config(tenant.id), saved, { revalidate: false });
      const infos = evidenceKeys.infos(tenant.id);
      const details = [...egressKeys.all(tenant.id), 'detail'];
      void mutate((key) => hasKeyPrefix(key, infos) || hasKeyPrefix(key, details));
      return saved;
    },
    [api, mutate, tenant.id],
  );
}
