import { useCallback } from 'react';
import type { AiSprinklesEmailRequest } from 'shared-contracts';
import { useApi } from 'shared-ui';
import type { IncidentRef } from '../../../common/incident-keys';

/** POST /incidents/{ID}/ai-sprinkles/email?created=: sends the summary, through SMTP or into the outbox. */
export function useEmailAiSummary(ref: IncidentRef) {
  const api = useApi();
  return useCallback(
    (to: string[]) => {
      const body: AiSprinklesEmailRequest = { to };
      return api.post('/incidents/{id}/ai-sprinkles/email', body, {
        path: { id: ref.id },
        query: { created: ref.created },
      });
    },
    [api, ref.id, ref.created],
  );
}
