import type { EvidenceConfig, TypedApiClient } from 'shared-contracts';
import { useApi, useShell } from 'shared-ui';
import useSWR from 'swr';
import { evidenceKeys } from './evidence-keys';

/** Fetches the tenant's evidence settings (GET /evidence/config). */
export function getEvidenceConfig(api: TypedApiClient): Promise<EvidenceConfig> {
  return api.get('/evidence/config');
}

/** The tenant's evidence settings, keyed by tenant. */
export function useEvidenceConfig() {
  const { tenant } = useShell();
  const api = useApi();
  return useSWR(evidenceKeys.config(tenant.id), () => getEvidenceConfig(api), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
