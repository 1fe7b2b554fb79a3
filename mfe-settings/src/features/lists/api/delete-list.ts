import { useCallback } from 'react';
import { useApiMutation } from 'shared-ui';

/** DELETE /lists/{ID} with the version read (412 when stale, 409 when a policy uses it), then the lists reload. */
export function useDeleteList(): (id: string, version: number) => Promise<void> {
  const remove = useApiMutation('delete', '/lists/{id}');
  return useCallback(
    async (id, version) => {
      await remove({ path: { id }, query: { version } });
    },
    [remove],
  );
}
