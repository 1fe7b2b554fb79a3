import { useCallback } from 'react';
import type { AiSprinklesEmailRequest, AiSprinklesEmailResult } from 'shared-contracts';
import { useShell } from 'shared-ui';
import type { IncidentRef } from '../../../common/incident-keys';

/** POST /incidents/{ID}/ai-sprinkles/email?created=: sends the summary, through SMTP or into the outbox. */
export function useEmailAiSummary(ref: IncidentRef) {
  const { api } = useShell();
  return useCallback(
    (to: string[]) => {
      const body: AiSprinklesEmailRequest = { to };
      return api.post<AiSprinklesEmailResult>(`/incidents/${encodeURIComponent(ref.id)}/ai-sprinkles/email`, body, {
        created: ref.created,
      });
    },
    [api, ref.id, ref.created],
  );
}
