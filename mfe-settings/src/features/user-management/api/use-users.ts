import { useApiQuery } from 'shared-ui';

/** Members shown at once; a tenant with more is searched. */
export const USERS_SHOWN = 500;

/** The tenant's members matching a search, by e-mail, with the counts. */
export function useUsers(search: string) {
  const text = search.trim();
  return useApiQuery('/users', { query: { pageSize: USERS_SHOWN, ...(text && { search: text }) } });
}
