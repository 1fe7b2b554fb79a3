import { useCallback } from 'react';
import { useApiMutation, useApiQuery } from 'shared-ui';

/** GET /policy-exceptions/{ID}: one exception with its approvals and the incidents that led to it. */
export function useException(id: string | null) {
  return useApiQuery(
    '/policy-exceptions/{id}',
    { path: { id: id ?? '' } },
    { enabled: id !== null, revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** GET /policy-exceptions/backtest: what each pending or active exception exempts over the last 30 days. */
export function useExceptionBacktest(enabled: boolean) {
  return useApiQuery('/policy-exceptions/backtest', { query: { days: 30 } }, { enabled, revalidateOnFocus: false });
}

/** The decisions a Tenant Admin takes on an exception. */
export type ExceptionDecision = 'approve' | 'deny' | 'revoke';

/** POST /policy-exceptions/{ID}/approve, /deny or /revoke; reloads the exceptions (grid, detail, backtest). */
export function useDecideException() {
  const options = { revalidates: ['/policy-exceptions'] } as const;
  const approve = useApiMutation('post', '/policy-exceptions/{id}/approve', options);
  const deny = useApiMutation('post', '/policy-exceptions/{id}/deny', options);
  const revoke = useApiMutation('post', '/policy-exceptions/{id}/revoke', options);
  return useCallback(
    (id: string, decision: ExceptionDecision) => {
      const post = decision === 'approve' ? approve : decision === 'deny' ? deny : revoke;
      return post({ path: { id } });
    },
    [approve, deny, revoke],
  );
}
