import type { OutboxList } from 'shared-contracts';
import { useShell } from 'shared-ui';
import useSWR from 'swr';
import { incidentKeys } from '../../../common/incident-keys';

/** The tenant's outbox, newest first (GET /outbox, Tenant Admin); nothing is asked until `enabled`. */
export function useOutbox(enabled: boolean) {
  const { api, tenant } = useShell();
  return useSWR(enabled ? incidentKeys.outbox(tenant.id) : null, () => api.get<OutboxList>('/outbox'), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
