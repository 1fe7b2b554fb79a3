import type { AssigneeList } from 'shared-contracts';
import { useShell } from 'shared-ui';
import useSWR from 'swr';
import { incidentKeys } from './incident-keys';

/** The users of the active tenant that incidents can be assigned to (GET /assignees). */
export function useAssignees() {
  const { api, tenant } = useShell();
  return useSWR(incidentKeys.assignees(tenant.id), () => api.get<AssigneeList>('/assignees'), {
    revalidateOnFocus: false,
  });
}
