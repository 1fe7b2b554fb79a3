import { useCallback } from 'react';
import type { ScimTokenCreated } from 'shared-contracts';
import { useApiMutation, useApiQuery } from 'shared-ui';

/** The tenant's SCIM tokens, with create (answers the secret, once) and revoke; each write reloads the tokens. */
export function useScimTokens() {
  const swr = useApiQuery('/scim-tokens', {});
  const post = useApiMutation('post', '/scim-tokens');
  const remove = useApiMutation('delete', '/scim-tokens/{id}');
  const create = useCallback((name: string): Promise<ScimTokenCreated> => post({}, { name }), [post]);
  const revoke = useCallback(
    async (id: string) => {
      await remove({ path: { id } });
    },
    [remove],
  );
  return { ...swr, create, revoke };
}
