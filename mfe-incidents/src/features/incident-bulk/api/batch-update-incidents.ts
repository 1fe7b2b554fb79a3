import { useCallback } from 'react';
import type { IncidentBatchRequest } from 'shared-contracts';
import { useApiMutation } from 'shared-ui';

/**
 * PATCH /incidents/batch: one call, one audited change of chosen incidents or of every incident matching a filter;
 * it applies (undoable for 10 minutes) or waits for a second admin. The dialog reloads the grid itself; the batches
 * above the grid reload here.
 */
export function useBatchUpdateIncidents() {
  const patch = useApiMutation('patch', '/incidents/batch', { revalidates: ['/incidents/batches'] });
  return useCallback((request: IncidentBatchRequest) => patch({}, request), [patch]);
}
