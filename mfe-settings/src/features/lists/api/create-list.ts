import { useCallback } from 'react';
import type { ListCreateRequest, ListSummary } from 'shared-contracts';
import { useApiMutation } from 'shared-ui';

/** POST /lists, then the tenant's lists reload. */
export function useCreateList(): (body: ListCreateRequest) => Promise<ListSummary> {
  const post = useApiMutation('post', '/lists');
  return useCallback((body) => post({}, body), [post]);
}
