import { useApiQuery } from 'shared-ui';

/**
 * The users incidents can be assigned to (GET /assignees): the active tenant's, or over All tenants those of every
 * tenant of `tenants` (every tenant of the scope when undefined).
 */
export function useAssignees(tenants?: readonly string[]) {
  return useApiQuery('/assignees', tenants ? { query: { tenant: [...tenants] } } : {}, { revalidateOnFocus: false });
}
