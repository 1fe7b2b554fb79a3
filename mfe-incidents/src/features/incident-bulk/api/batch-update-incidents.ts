import { useCallback } from 'react';
import type {
  IncidentBatchOutcome,
  IncidentBatchRequest,
  IncidentScopeBatchOutcome,
  IncidentScopeBatchRequest,
} from 'shared-contracts';
import { useApiMutation } from 'shared-ui';

/**
 * PATCH /incidents/batch: one call, one audited change of chosen incidents or of every incident matching a filter;
 * it applies (undoable for 10 minutes) or waits for a second admin. The dialog reloads the grid itself; the batches
 * above the grid reload here.
 */
export function useBatchUpdateIncidents() {
  const patch = useApiMutation('patch', '/incidents/batch', { revalidates: ['/incidents/batches'] });
  return useCallback(
    async (request: IncidentBatchRequest): Promise<IncidentBatchOutcome> => {
      const answer: IncidentBatchOutcome | IncidentScopeBatchOutcome = await patch({}, request);
      if ('batches' in answer) throw new Error('The API answered a batch over All tenants to one tenant’s batch');
      return answer;
    },
    [patch],
  );
}

/**
 * PATCH /incidents/batch over All tenants (`Tenant-Id: *`, issue 31): each tenant's part applies and is audited in that
 * tenant, with its own rules; the answer is each tenant's outcome.
 */
export function useScopeBatchUpdateIncidents() {
  const patch = useApiMutation('patch', '/incidents/batch');
  return useCallback(
    async (request: IncidentScopeBatchRequest): Promise<IncidentScopeBatchOutcome> => {
      const answer: IncidentBatchOutcome | IncidentScopeBatchOutcome = await patch({}, request);
      if (!('batches' in answer)) throw new Error('The API answered one tenant’s batch to a batch over All tenants');
      return answer;
    },
    [patch],
  );
}
