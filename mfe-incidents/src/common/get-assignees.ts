import { useApi, useShell } from 'shared-ui';
import useSWR from 'swr';
import { incidentKeys } from './incident-keys';

/** The users of the active tenant that incidents can be assigned to (GET /assignees). */
export function useAssignees() {
  const { tenant } = useShell();
  const api = useApi();
  return useSWR(incidentKeys.assignees(tenant.id), () => api.get('/assignees'), {
    revalidateOnFocus: false,
  });
}
