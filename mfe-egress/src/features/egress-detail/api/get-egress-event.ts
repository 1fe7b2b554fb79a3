import { useApiQuery } from 'shared-ui';
import type { EgressEventRef } from '../../../common/egress-keys';

/** The query of an event's reads: its creation time, when known. */
export const eventQuery = (ref: EgressEventRef) => (ref.created ? { created: ref.created } : {});

/**
 * The extended form of an event (GET /egress-events/{ID}?created= answers it as `extendEgressEvent`, SPEC §7), keyed
 * by tenant, path and parameters.
 */
export function useEgressEvent(ref: EgressEventRef) {
  return useApiQuery(
    '/egress-events/{id}',
    { path: { id: ref.id }, query: eventQuery(ref) },
    { select: (answer) => answer.extendEgressEvent, revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
