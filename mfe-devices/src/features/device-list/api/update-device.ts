import { useCallback } from 'react';
import type { DeviceChanges } from 'shared-contracts';
import { useApiMutation } from 'shared-ui';

/**
 * PATCH /devices/{id}: sets the desired state of one device, then revalidates the tenant's device queries, the grid's
 * lists and counts among them (the row then shows the new desired value, pending until the device reports it).
 * Answers the saved device.
 */
export function useUpdateDevice() {
  const patch = useApiMutation('patch', '/devices/{id}');
  return useCallback((id: string, changes: DeviceChanges) => patch({ path: { id } }, changes), [patch]);
}
