import { useCallback } from 'react';
import type { ListSummary, ListUpdateRequest } from 'shared-contracts';
import { useApiMutation } from 'shared-ui';

/** PATCH /lists/{ID} with the version read (412 when stale), then the lists reload; the drawer reloads the items. */
export function useUpdateList(): (id: string, body: ListUpdateRequest) => Promise<ListSummary> {
  const patch = useApiMutation('patch', '/lists/{id}');
  return useCallback((id, body) => patch({ path: { id } }, body), [patch]);
}
