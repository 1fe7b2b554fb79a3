import { useApiQuery } from 'shared-ui';

/** The tenant's outbox, newest first (GET /outbox, Tenant Admin); nothing is asked until `enabled`. */
export function useOutbox(enabled: boolean) {
  return useApiQuery('/outbox', {}, { enabled, revalidateOnFocus: false, shouldRetryOnError: false });
}
