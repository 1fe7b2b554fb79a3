import { useCallback } from 'react';
import { useApiMutation } from 'shared-ui';
import type { IncidentRef } from '../../../common/incident-keys';

/** POST /incidents/{ID}/ai-sprinkles/email?created=: sends the summary, through SMTP or into the outbox. */
export function useEmailAiSummary(ref: IncidentRef) {
  const post = useApiMutation('post', '/incidents/{id}/ai-sprinkles/email', { revalidates: [] });
  return useCallback(
    (to: string[]) => post({ path: { id: ref.id }, query: { created: ref.created } }, { to }),
    [post, ref.id, ref.created],
  );
}
