import { useApi, useShell } from 'shared-ui';
import useSWR from 'swr';
import { userKeys } from './user-keys';

/** Members shown at once; a tenant with more is searched. */
export const USERS_SHOWN = 500;

/** The tenant's members matching a search, by e-mail, with the counts. */
export function useUsers(search: string) {
  const api = useApi();
  const { tenant } = useShell();
  const text = search.trim();
  const query = { pageSize: USERS_SHOWN, ...(text && { search: text }) };
  return useSWR(userKeys.list(tenant.id, { search: text, filters: {} }), () => api.get('/users', { query }));
}
