import { useCallback } from 'react';
import type { IncidentBatchRequest } from 'shared-contracts';
import { useApiMutation } from 'shared-ui';

/**
 * PATCH /incidents/batch: one call, one audited change of chosen incidents or of every incident matching a filter.
 * The dialog reloads the grid itself.
 */
export function useBatchUpdateIncidents() {
  const patch = useApiMutation('patch', '/incidents/batch', { revalidates: [] });
  return useCallback((request: IncidentBatchRequest) => patch({}, request), [patch]);
}
