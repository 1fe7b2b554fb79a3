import { useCallback } from 'react';
import type { ListSummary, ListUpdateRequest } from 'shared-contracts';
import { useApi, useRevalidateLists } from 'shared-ui';
import { listKeys } from './list-keys';

/** PATCH /lists/{ID} with the version read (412 when stale), then the grid reloads; the drawer reloads the items. */
export function useUpdateList(): (id: string, body: ListUpdateRequest) => Promise<ListSummary> {
  const api = useApi();
  const revalidate = useRevalidateLists(listKeys);
  return useCallback(
    async (id, body) => {
      const list = await api.patch('/lists/{id}', body, { path: { id } });
      await revalidate();
      return list;
    },
    [api, revalidate],
  );
}
