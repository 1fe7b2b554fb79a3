import { useCallback } from 'react';
import type { IncidentBatchRequest, IncidentBatchResult } from 'shared-contracts';
import { useShell } from 'shared-ui';

/** PATCH /incidents/batch: one call, one audited change of chosen incidents or of every incident matching a filter. */
export function useBatchUpdateIncidents() {
  const { api } = useShell();
  return useCallback(
    (request: IncidentBatchRequest) => api.patch<IncidentBatchResult>('/incidents/batch', request),
    [api],
  );
}
