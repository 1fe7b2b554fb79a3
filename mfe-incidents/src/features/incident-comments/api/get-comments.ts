import type { ApiParams } from 'shared-contracts';
import { useApiQuery } from 'shared-ui';
import type { IncidentRef } from '../../../common/incident-keys';

/** The parameters of an incident's comment thread: its id and its creation time. */
export function commentParams(ref: IncidentRef): ApiParams<'/incidents/{id}/comments', 'get'> {
  return { path: { id: ref.id }, query: { created: ref.created } };
}

/** An incident's comment thread, oldest first (GET /incidents/{ID}/comments?created=). */
export function useComments(ref: IncidentRef) {
  return useApiQuery('/incidents/{id}/comments', commentParams(ref), { revalidateOnFocus: false });
}
