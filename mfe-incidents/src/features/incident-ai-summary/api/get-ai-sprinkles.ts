import { useApi, useShell } from 'shared-ui';
import useSWR from 'swr';
import { incidentKeys } from '../../../common/incident-keys';
import type { IncidentRef } from '../../../common/incident-keys';

/**
 * An incident's summary (GET /incidents/{ID}/ai-sprinkles?created=), keyed by the incident's version: the API keeps a
 * summary until the incident changes, so a new version asks again. Nothing is asked while the flag is off.
 */
export function useAiSprinkles(ref: IncidentRef, version: number) {
  const { tenant, flags } = useShell();
  const api = useApi();
  return useSWR(
    flags.USE_AI_SPRINKLES_FOR_INCIDENTS ? incidentKeys.aiSprinkles(tenant.id, ref, version) : null,
    () => api.get('/incidents/{id}/ai-sprinkles', { path: { id: ref.id }, query: { created: ref.created } }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
