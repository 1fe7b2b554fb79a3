import { useCallback } from 'react';
import type { DeviceChanges } from 'shared-contracts';
import { useApi, useRevalidateLists } from 'shared-ui';
import { deviceKeys } from '../../../common/device-keys';

/**
 * PATCH /devices/{id}: sets the desired state of one device, then revalidates the device lists and counts of the
 * tenant (the row then shows the new desired value, pending until the device reports it). Answers the saved device.
 */
export function useUpdateDevice() {
  const api = useApi();
  const revalidate = useRevalidateLists(deviceKeys);
  return useCallback(
    async (id: string, changes: DeviceChanges) => {
      const device = await api.patch('/devices/{id}', changes, { path: { id } });
      await revalidate();
      return device;
    },
    [api, revalidate],
  );
}
