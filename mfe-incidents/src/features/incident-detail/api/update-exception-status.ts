import { useCallback } from 'react';
import type { ExceptionStatus, ExtendedIncident } from 'shared-contracts';
import { useApiMutation } from 'shared-ui';

/** PATCH /incidents/{ID}/exception-status?eventID=&created=: sets the exception status of the incident's event. */
export function useUpdateExceptionStatus() {
  const patch = useApiMutation('patch', '/incidents/{id}/exception-status', { revalidates: [] });
  return useCallback(
    (incident: Pick<ExtendedIncident, 'id' | 'created' | 'eventId'>, exceptionStatus: ExceptionStatus) =>
      patch(
        { path: { id: incident.id }, query: { eventID: incident.eventId ?? '', created: incident.created } },
        { exceptionStatus },
      ),
    [patch],
  );
}
