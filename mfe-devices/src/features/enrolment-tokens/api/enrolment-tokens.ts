import { useCallback } from 'react';
import { useApi, useShell } from 'shared-ui';
import useSWR, { useSWRConfig } from 'swr';

/** SWR keys of the enrolment tokens, starting with the tenant. */
export const enrolmentTokenKeys = {
  list: (tenantId: string) => ['tenants', tenantId, 'devices', 'enrolment-tokens'] as const,
};

/** GET /devices/enrolment-tokens: the tenant's tokens, newest first (only while `open`). */
export function useEnrolmentTokens(open: boolean) {
  const api = useApi();
  const { tenant } = useShell();
  return useSWR(open ? enrolmentTokenKeys.list(tenant.id) : null, () => api.get('/devices/enrolment-tokens'));
}

/** POST /devices/enrolment-tokens and POST .../{id}/revoke, each followed by a reload of the list. */
export function useEnrolmentTokenWrites() {
  const api = useApi();
  const { tenant } = useShell();
  const { mutate } = useSWRConfig();
  const reload = useCallback(() => mutate(enrolmentTokenKeys.list(tenant.id)), [mutate, tenant.id]);
  const create = useCallback(
    async (name: string) => {
      const created = await api.post('/devices/enrolment-tokens', { name });
      await reload();
      return created;
    },
    [api, reload],
  );
  const revoke = useCallback(
    async (id: string) => {
      await api.post('/devices/enrolment-tokens/{id}/revoke', undefined, { path: { id } });
      await reload();
    },
    [api, reload],
  );
  return { create, revoke };
}
