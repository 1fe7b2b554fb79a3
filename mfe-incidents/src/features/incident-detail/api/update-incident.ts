import { useCallback } from 'react';
import type { IncidentUpdateRequest, ExtendedIncident } from 'shared-contracts';
import { useShell } from 'shared-ui';
import { readExtendedIncident } from './get-incident';

/** The fields the detail changes (assignee, status, flag); the version read is added on sending. */
export type IncidentChanges = Omit<IncidentUpdateRequest, 'version'>;

/**
 * PATCH /incidents/{ID}?created=: changes an incident, sending the version read so a stale write answers 412.
 * Answers the incident as saved when the API returns it, else undefined (the caller reloads).
 */
export function useUpdateIncident() {
  const { api } = useShell();
  return useCallback(
    async (incident: Pick<ExtendedIncident, 'id' | 'created' | 'version'>, changes: IncidentChanges) => {
      const body: IncidentUpdateRequest = { ...changes, version: incident.version };
      const answer = await api.patch<unknown>(`/incidents/${encodeURIComponent(incident.id)}`, body, {
        created: incident.created,
      });
      const saved = readExtendedIncident(answer);
      return saved && typeof saved === 'object' && typeof saved.version === 'number' ? saved : undefined;
    },
    [api],
  );
}
