import { useCallback } from 'react';
import { useApiMutation } from 'shared-ui';

/** POST /devices/{id}/revoke: the device's agent is refused from its next call; the device queries reload. */
export function useRevokeDevice() {
  const post = useApiMutation('post', '/devices/{id}/revoke');
  return useCallback((id: string) => post({ path: { id } }), [post]);
}
