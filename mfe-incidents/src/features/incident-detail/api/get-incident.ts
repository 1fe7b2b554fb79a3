import type { ExtendedIncident, TypedApiClient } from 'shared-contracts';
import { useApi, useShell } from 'shared-ui';
import useSWR from 'swr';
import { incidentKeys } from '../../../common/incident-keys';
import type { IncidentRef } from '../../../common/incident-keys';

/** Fetches one incident's extended form (GET /incidents/{ID} answers it as `extendIncident`, SPEC §7). */
export async function getIncident(
  api: TypedApiClient,
  ref: IncidentRef,
  policyType: string,
): Promise<ExtendedIncident> {
  const query = { created: ref.created, policyType };
  return (await api.get('/incidents/{id}', { path: { id: ref.id }, query })).extendIncident;
}

/** The extended form of an incident (GET /incidents/{ID}?created=&policyType=), with the event behind it. */
export function useIncident(ref: IncidentRef, policyType: string) {
  const { tenant } = useShell();
  const api = useApi();
  return useSWR(incidentKeys.detail(tenant.id, ref, policyType), () => getIncident(api, ref, policyType), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
