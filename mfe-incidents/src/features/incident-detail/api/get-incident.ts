import type { ExtendedIncident } from 'shared-contracts';
import { useShell } from 'shared-ui';
import useSWR from 'swr';
import { incidentKeys } from '../../../common/incident-keys';
import type { IncidentRef } from '../../../common/incident-keys';

/** Reads GET /incidents/{ID}: the extended incident, bare or under `extendIncident` (SPEC §7's name for it). */
export function readExtendedIncident(body: unknown): ExtendedIncident {
  if (typeof body === 'object' && body !== null && 'extendIncident' in body) {
    return (body as { extendIncident: ExtendedIncident }).extendIncident;
  }
  return body as ExtendedIncident;
}

/** Fetches one incident's extended form. */
export async function getIncident(
  api: ReturnType<typeof useShell>['api'],
  ref: IncidentRef,
  policyType: string,
): Promise<ExtendedIncident> {
  const body = await api.get<unknown>(`/incidents/${encodeURIComponent(ref.id)}`, { created: ref.created, policyType });
  return readExtendedIncident(body);
}

/** The extended form of an incident (GET /incidents/{ID}?created=&policyType=), with the event behind it. */
export function useIncident(ref: IncidentRef, policyType: string) {
  const { api, tenant } = useShell();
  return useSWR(incidentKeys.detail(tenant.id, ref, policyType), () => getIncident(api, ref, policyType), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
