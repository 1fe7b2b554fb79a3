import { useCallback } from 'react';
import { useApi, useRevalidateLists } from 'shared-ui';
import { listKeys } from './list-keys';

/** DELETE /lists/{ID} with the version read (412 when stale, 409 when a policy uses it), then the grid reloads. */
export function useDeleteList(): (id: string, version: number) => Promise<void> {
  const api = useApi();
  const revalidate = useRevalidateLists(listKeys);
  return useCallback(
    async (id, version) => {
      await api.delete('/lists/{id}', { path: { id }, query: { version } });
      await revalidate();
    },
    [api, revalidate],
  );
}
