import { useCallback } from 'react';
import type { ExtendedIncident, IncidentUpdateRequest } from 'shared-contracts';
import { useApi } from 'shared-ui';

/** The fields the detail changes (assignee, status, flag); the version read is added on sending. */
export type IncidentChanges = Omit<IncidentUpdateRequest, 'version'>;

/**
 * PATCH /incidents/{ID}?created=: changes an incident, sending the version read so a stale write answers 412.
 * Answers the incident as saved (its list form, with the new version).
 */
export function useUpdateIncident() {
  const api = useApi();
  return useCallback(
    async (incident: Pick<ExtendedIncident, 'id' | 'created' | 'version'>, changes: IncidentChanges) => {
      const body: IncidentUpdateRequest = { ...changes, version: incident.version };
      return api.patch('/incidents/{id}', body, { path: { id: incident.id }, query: { created: incident.created } });
    },
    [api],
  );
}
