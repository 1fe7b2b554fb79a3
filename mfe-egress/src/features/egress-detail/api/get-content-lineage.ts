import type { ContentLineage, TypedApiClient } from 'shared-contracts';
import { useApi, useShell } from 'shared-ui';
import useSWR from 'swr';
import { egressKeys } from '../../../common/egress-keys';
import type { EgressEventRef } from '../../../common/egress-keys';

/** Fetches the chain of an event's content (GET /egress-events/{ID}/lineage). */
export async function getContentLineage(api: TypedApiClient, ref: EgressEventRef): Promise<ContentLineage> {
  const query = ref.created ? { created: ref.created } : {};
  return api.get('/egress-events/{id}/lineage', { path: { id: ref.id }, query });
}

/** The chain of an event's content, keyed by tenant. */
export function useContentLineage(ref: EgressEventRef) {
  const { tenant } = useShell();
  const api = useApi();
  return useSWR(egressKeys.contentLineage(tenant.id, ref), () => getContentLineage(api, ref), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
