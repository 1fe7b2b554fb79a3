import { useCallback } from 'react';
import type { ExtendedIncident, IncidentUpdateRequest } from 'shared-contracts';
import { useApiMutation } from 'shared-ui';

/** The fields the detail changes (assignee, status, flag); the version read is added on sending. */
export type IncidentChanges = Omit<IncidentUpdateRequest, 'version'>;

/**
 * PATCH /incidents/{ID}?created=: changes an incident, sending the version read so a stale write answers 412.
 * Answers the incident as saved (its list form, with the new version). The triage reloads what it shows itself.
 */
export function useUpdateIncident() {
  const patch = useApiMutation('patch', '/incidents/{id}', { revalidates: [] });
  return useCallback(
    (incident: Pick<ExtendedIncident, 'id' | 'created' | 'version'>, changes: IncidentChanges) =>
      patch(
        { path: { id: incident.id }, query: { created: incident.created } },
        { ...changes, version: incident.version },
      ),
    [patch],
  );
}
