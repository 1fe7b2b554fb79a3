import { useApiQuery } from 'shared-ui';

/** The users of the active tenant that incidents can be assigned to (GET /assignees). */
export function useAssignees() {
  return useApiQuery('/assignees', {}, { revalidateOnFocus: false });
}
