import type { EvidenceInfo, TypedApiClient } from 'shared-contracts';
import { useApi, useShell } from 'shared-ui';
import useSWR from 'swr';
import type { EgressEventRef } from '../../../common/egress-keys';
import { evidenceKeys } from './evidence-keys';

/** Fetches whether an event has evidence, and what (GET /evidence/info). */
export function getEvidenceInfo(api: TypedApiClient, ref: EgressEventRef): Promise<EvidenceInfo> {
  return api.get('/evidence/info', { query: { eventId: ref.id, created: ref.created } });
}

/** An event's evidence, keyed by tenant. */
export function useEvidenceInfo(ref: EgressEventRef) {
  const { tenant } = useShell();
  const api = useApi();
  return useSWR(evidenceKeys.info(tenant.id, ref), () => getEvidenceInfo(api, ref), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
