import { useCallback } from 'react';
import type { DeviceBatchRequest } from 'shared-contracts';
import { useApi, useRevalidateLists } from 'shared-ui';
import { deviceKeys } from '../../../common/device-keys';

/** PATCH /devices/batch: the desired state of every device matching a filter in one audited call, then revalidation. */
export function useBatchUpdateDevices() {
  const api = useApi();
  const revalidate = useRevalidateLists(deviceKeys);
  return useCallback(
    async (request: DeviceBatchRequest) => {
      const result = await api.patch('/devices/batch', request);
      await revalidate();
      return result;
    },
    [api, revalidate],
  );
}
