import { useApiQuery } from 'shared-ui';
import type { IncidentRef } from '../../../common/incident-keys';

/**
 * The extended form of an incident (GET /incidents/{ID}?created=&policyType= answers it as `extendIncident`, SPEC §7),
 * with the event behind it, keyed by tenant, path and parameters.
 */
export function useIncident(ref: IncidentRef, policyType: string) {
  return useApiQuery(
    '/incidents/{id}',
    { path: { id: ref.id }, query: { created: ref.created, policyType } },
    { select: (answer) => answer.extendIncident, revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
