import { useApiQuery } from 'shared-ui';
import type { EgressEventRef } from '../../../common/egress-keys';

/** Whether an event has evidence, and what (GET /evidence/info), keyed by tenant, path and parameters. */
export function useEvidenceInfo(ref: EgressEventRef) {
  return useApiQuery(
    '/evidence/info',
    { query: { eventId: ref.id, created: ref.created } },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
