import { useCallback } from 'react';
import type { PolicyExceptionRequest } from 'shared-contracts';
import { useApiMutation, useApiQuery } from 'shared-ui';

/** GET /policy-exceptions/of-incident/{ID}: the exception requested from the incident, or null. */
export function useIncidentException(incidentId: string) {
  return useApiQuery(
    '/policy-exceptions/of-incident/{id}',
    { path: { id: incidentId } },
    { select: (answer) => answer.exception, revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** POST /policy-exceptions from the incident; reloads the incident (its exception status) and its exception. */
export function useRequestException() {
  const post = useApiMutation('post', '/policy-exceptions', { revalidates: ['/policy-exceptions', '/incidents'] });
  return useCallback((body: PolicyExceptionRequest) => post({}, body), [post]);
}
