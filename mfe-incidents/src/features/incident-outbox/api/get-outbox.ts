import { useApi, useShell } from 'shared-ui';
import useSWR from 'swr';
import { incidentKeys } from '../../../common/incident-keys';

/** The tenant's outbox, newest first (GET /outbox, Tenant Admin); nothing is asked until `enabled`. */
export function useOutbox(enabled: boolean) {
  const { tenant } = useShell();
  const api = useApi();
  return useSWR(enabled ? incidentKeys.outbox(tenant.id) : null, () => api.get('/outbox'), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
