import { useApiQuery, useShell } from 'shared-ui';
import type { IncidentRef } from '../../../common/incident-keys';

/**
 * An incident's summary (GET /incidents/{ID}/ai-sprinkles?created=), keyed by the incident's version: the API keeps a
 * summary until the incident changes, so a new version asks again. Nothing is asked while the flag is off.
 */
export function useAiSprinkles(ref: IncidentRef, version: number) {
  const { flags } = useShell();
  return useApiQuery(
    '/incidents/{id}/ai-sprinkles',
    { path: { id: ref.id }, query: { created: ref.created } },
    {
      enabled: flags.USE_AI_SPRINKLES_FOR_INCIDENTS,
      version,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
}
