import { useCallback } from 'react';
import { useApiMutation, useApiQuery } from 'shared-ui';

/** GET /devices/enrolment-tokens: the tenant's tokens, newest first (only while `open`). */
export function useEnrolmentTokens(open: boolean) {
  return useApiQuery('/devices/enrolment-tokens', {}, { enabled: open });
}

const RELOAD_TOKENS = { revalidates: ['/devices/enrolment-tokens'] } as const;

/** POST /devices/enrolment-tokens and POST .../{id}/revoke, each followed by a reload of the list. */
export function useEnrolmentTokenWrites() {
  const post = useApiMutation('post', '/devices/enrolment-tokens', RELOAD_TOKENS);
  const postRevoke = useApiMutation('post', '/devices/enrolment-tokens/{id}/revoke', RELOAD_TOKENS);
  const create = useCallback((name: string) => post({}, { name }), [post]);
  const revoke = useCallback(
    async (id: string) => {
      await postRevoke({ path: { id } });
    },
    [postRevoke],
  );
  return { create, revoke };
}
