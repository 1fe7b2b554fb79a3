import { useApiQuery } from 'shared-ui';
import type { EgressEventRef } from '../../../common/egress-keys';

/** The matched part of an event's evidence, as text (GET /evidence/preview), keyed by tenant, path and parameters. */
export function useEvidencePreview(ref: EgressEventRef) {
  return useApiQuery(
    '/evidence/preview',
    { query: { eventId: ref.id, created: ref.created } },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
