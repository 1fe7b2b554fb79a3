import { useCallback } from 'react';
import type { DeviceBatchRequest } from 'shared-contracts';
import { useApiMutation } from 'shared-ui';

/**
 * PATCH /devices/batch: the desired state of every device matching a filter in one audited call, then the tenant's
 * device queries (the grid's lists and counts) revalidate.
 */
export function useBatchUpdateDevices() {
  const patch = useApiMutation('patch', '/devices/batch');
  return useCallback((request: DeviceBatchRequest) => patch({}, request), [patch]);
}
