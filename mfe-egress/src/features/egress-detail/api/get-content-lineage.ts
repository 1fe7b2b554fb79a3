import { useApiQuery } from 'shared-ui';
import type { EgressEventRef } from '../../../common/egress-keys';
import { eventQuery } from './get-egress-event';

/** The chain of an event's content (GET /egress-events/{ID}/lineage), keyed by tenant, path and parameters. */
export function useContentLineage(ref: EgressEventRef) {
  return useApiQuery(
    '/egress-events/{id}/lineage',
    { path: { id: ref.id }, query: eventQuery(ref) },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
