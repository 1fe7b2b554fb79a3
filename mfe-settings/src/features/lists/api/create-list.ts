import { useCallback } from 'react';
import type { ListCreateRequest, ListSummary } from 'shared-contracts';
import { useApi, useRevalidateLists } from 'shared-ui';
import { listKeys } from './list-keys';

/** POST /lists, then the grid reloads. */
export function useCreateList(): (body: ListCreateRequest) => Promise<ListSummary> {
  const api = useApi();
  const revalidate = useRevalidateLists(listKeys);
  return useCallback(
    async (body) => {
      const list = await api.post('/lists', body);
      await revalidate();
      return list;
    },
    [api, revalidate],
  );
}
