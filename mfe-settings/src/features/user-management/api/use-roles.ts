import { useApiQuery } from 'shared-ui';

/** The tenant's roles, for the invite and role dialogs. */
export function useRoles() {
  return useApiQuery('/roles', {});
}
