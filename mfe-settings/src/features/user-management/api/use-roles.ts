import { useApi, useShell } from 'shared-ui';
import useSWR from 'swr';
import { userKeys } from './user-keys';

/** The tenant's roles, for the invite and role dialogs. */
export function useRoles() {
  const api = useApi();
  const { tenant } = useShell();
  return useSWR(userKeys.roles(tenant.id), () => api.get('/roles'));
}
