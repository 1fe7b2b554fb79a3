import { useCallback } from 'react';
import type { ScimTokenCreated } from 'shared-contracts';
import { useApi, useShell } from 'shared-ui';
import useSWR from 'swr';
import { userKeys } from './user-keys';

/** The tenant's SCIM tokens, with create (answers the secret, once) and revoke. */
export function useScimTokens() {
  const api = useApi();
  const { tenant } = useShell();
  const swr = useSWR(userKeys.scimTokens(tenant.id), () => api.get('/scim-tokens'));
  const { mutate } = swr;
  const create = useCallback(
    async (name: string): Promise<ScimTokenCreated> => {
      const created = await api.post('/scim-tokens', { name });
      await mutate();
      return created;
    },
    [api, mutate],
  );
  const revoke = useCallback(
    async (id: string) => {
      await api.delete('/scim-tokens/{id}', { path: { id } });
      await mutate();
    },
    [api, mutate],
  );
  return { ...swr, create, revoke };
}
