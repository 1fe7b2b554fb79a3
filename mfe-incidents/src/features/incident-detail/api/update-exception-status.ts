import { useCallback } from 'react';
import type { ExceptionStatus, ExceptionStatusRequest, ExtendedIncident } from 'shared-contracts';
import { useApi } from 'shared-ui';

/** PATCH /incidents/{ID}/exception-status?eventID=&created=: sets the exception status of the incident's event. */
export function useUpdateExceptionStatus() {
  const api = useApi();
  return useCallback(
    (incident: Pick<ExtendedIncident, 'id' | 'created' | 'eventId'>, exceptionStatus: ExceptionStatus) => {
      const body: ExceptionStatusRequest = { exceptionStatus };
      return api.patch('/incidents/{id}/exception-status', body, {
        path: { id: incident.id },
        query: { eventID: incident.eventId ?? '', created: incident.created },
      });
    },
    [api],
  );
}
