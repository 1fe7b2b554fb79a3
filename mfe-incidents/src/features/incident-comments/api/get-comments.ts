import type { IncidentCommentList } from 'shared-contracts';
import { useShell } from 'shared-ui';
import useSWR from 'swr';
import { incidentKeys } from '../../../common/incident-keys';
import type { IncidentRef } from '../../../common/incident-keys';

/** An incident's comment thread, oldest first (GET /incidents/{ID}/comments?created=). */
export function useComments(ref: IncidentRef) {
  const { api, tenant } = useShell();
  return useSWR(
    incidentKeys.comments(tenant.id, ref),
    () => api.get<IncidentCommentList>(`/incidents/${encodeURIComponent(ref.id)}/comments`, { created: ref.created }),
    { revalidateOnFocus: false },
  );
}
