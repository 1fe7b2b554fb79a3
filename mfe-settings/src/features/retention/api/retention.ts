import { useCallback } from 'react';
import type { RetentionConfig, RetentionSettings } from 'shared-contracts';
import { apiQueryKey, useApiMutation, useApiQuery, useShell } from 'shared-ui';
import { useSWRConfig } from 'swr';

/** The tenant's retention (GET /retention), keyed by tenant and path. */
export function useRetention() {
  return useApiQuery('/retention', {}, { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** Answers `save(settings)`: PUT /retention (Tenant Admins only), then the cached retention becomes the answer. */
export function useSaveRetention(): (settings: RetentionSettings) => Promise<RetentionConfig> {
  const { tenant } = useShell();
  const { mutate } = useSWRConfig();
  const put = useApiMutation('put', '/retention', { revalidates: [] });
  return useCallback(
    async (settings) => {
      const saved = await put({}, settings);
      await mutate(apiQueryKey(tenant.id, '/retention', {}), saved, { revalidate: false });
      return saved;
    },
    [put, mutate, tenant.id],
  );
}
