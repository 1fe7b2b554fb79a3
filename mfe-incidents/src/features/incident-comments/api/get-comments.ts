import { useApi, useShell } from 'shared-ui';
import useSWR from 'swr';
import { incidentKeys } from '../../../common/incident-keys';
import type { IncidentRef } from '../../../common/incident-keys';

/** An incident's comment thread, oldest first (GET /incidents/{ID}/comments?created=). */
export function useComments(ref: IncidentRef) {
  const { tenant } = useShell();
  const api = useApi();
  return useSWR(
    incidentKeys.comments(tenant.id, ref),
    () => api.get('/incidents/{id}/comments', { path: { id: ref.id }, query: { created: ref.created } }),
    { revalidateOnFocus: false },
  );
}
