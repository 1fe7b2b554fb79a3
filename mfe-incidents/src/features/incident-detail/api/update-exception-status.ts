import { useCallback } from 'react';
import type {
  ExceptionStatus,
  ExceptionStatusRequest,
  ExceptionStatusResult,
  ExtendedIncident,
} from 'shared-contracts';
import { useShell } from 'shared-ui';

/** PATCH /incidents/{ID}/exception-status?eventID=&created=: sets the exception status of the incident's event. */
export function useUpdateExceptionStatus() {
  const { api } = useShell();
  return useCallback(
    (incident: Pick<ExtendedIncident, 'id' | 'created' | 'eventId'>, exceptionStatus: ExceptionStatus) => {
      const body: ExceptionStatusRequest = { exceptionStatus };
      return api.patch<ExceptionStatusResult>(`/incidents/${encodeURIComponent(incident.id)}/exception-status`, body, {
        eventID: incident.eventId ?? '',
        created: incident.created,
      });
    },
    [api],
  );
}
