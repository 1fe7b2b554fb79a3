import { useCallback } from 'react';
import { useApi, useRevalidateLists } from 'shared-ui';
import { deviceKeys } from '../../../common/device-keys';

/** POST /devices/{id}/revoke: the device's agent is refused from its next call; the lists reload. */
export function useRevokeDevice() {
  const api = useApi();
  const revalidate = useRevalidateLists(deviceKeys);
  return useCallback(
    async (id: string) => {
      const device = await api.post('/devices/{id}/revoke', undefined, { path: { id } });
      await revalidate();
      return device;
    },
    [api, revalidate],
  );
}
