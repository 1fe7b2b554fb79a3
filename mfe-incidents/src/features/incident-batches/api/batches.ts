import { useCallback } from 'react';
import { useApiMutation, useApiQuery } from 'shared-ui';

/** GET /incidents/batches: batches waiting for a second admin, and those still undoable, newest first. */
export function useBatches() {
  return useApiQuery('/incidents/batches', {}, { revalidateOnFocus: true, shouldRetryOnError: false });
}

/** POST /incidents/batches/{ID}/undo: restores what the batch changed where nobody changed it since. */
export function useUndoBatch() {
  const post = useApiMutation('post', '/incidents/batches/{id}/undo', { revalidates: ['/incidents/batches'] });
  return useCallback((batchId: string) => post({ path: { id: batchId } }), [post]);
}

/** POST /incidents/batches/{ID}/approve or /deny (a Tenant Admin other than the requester). */
export function useDecideBatch() {
  const approve = useApiMutation('post', '/incidents/batches/{id}/approve', { revalidates: ['/incidents/batches'] });
  const deny = useApiMutation('post', '/incidents/batches/{id}/deny', { revalidates: ['/incidents/batches'] });
  return useCallback(
    (batchId: string, decision: 'approve' | 'deny') =>
      (decision === 'approve' ? approve : deny)({ path: { id: batchId } }),
    [approve, deny],
  );
}
