import { useCallback } from 'react';
import type { IncidentBatchRequest } from 'shared-contracts';
import { useApi } from 'shared-ui';

/** PATCH /incidents/batch: one call, one audited change of chosen incidents or of every incident matching a filter. */
export function useBatchUpdateIncidents() {
  const api = useApi();
  return useCallback((request: IncidentBatchRequest) => api.patch('/incidents/batch', request), [api]);
}
