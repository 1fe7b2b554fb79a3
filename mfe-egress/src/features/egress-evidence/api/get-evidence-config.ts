import { useApiQuery } from 'shared-ui';

/** The tenant's evidence settings (GET /evidence/config), keyed by tenant and path. */
export function useEvidenceConfig() {
  return useApiQuery('/evidence/config', {}, { revalidateOnFocus: false, shouldRetryOnError: false });
}
