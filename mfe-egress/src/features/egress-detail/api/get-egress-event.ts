import type { ExtendedEgressEvent, TypedApiClient } from 'shared-contracts';
import { useApi, useShell } from 'shared-ui';
import useSWR from 'swr';
import { egressKeys } from '../../../common/egress-keys';
import type { EgressEventRef } from '../../../common/egress-keys';

/** Fetches one event's extended form (GET /egress-events/{ID}?created= answers `extendEgressEvent`, SPEC §7). */
export async function getEgressEvent(api: TypedApiClient, ref: EgressEventRef): Promise<ExtendedEgressEvent> {
  const query = ref.created ? { created: ref.created } : {};
  return (await api.get('/egress-events/{id}', { path: { id: ref.id }, query })).extendEgressEvent;
}

/** The extended form of an event, keyed by tenant. */
export function useEgressEvent(ref: EgressEventRef) {
  const { tenant } = useShell();
  const api = useApi();
  return useSWR(egressKeys.detail(tenant.id, ref), () => getEgressEvent(api, ref), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
