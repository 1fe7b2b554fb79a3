import { useState } from 'react';
import type { ExceptionStatus, ExtendedIncident, IncidentListItem } from 'shared-contracts';
import { useRevalidateLists, useWrite } from 'shared-ui';
import { describeWriteError, STALE_INCIDENT_WRITE } from '../../common/describe-write-error';
import { useIncident } from './api/get-incident';
import type { IncidentChanges } from './api/update-incident';
import { useUpdateIncident } from './api/update-incident';
import { useUpdateExceptionStatus } from './api/update-exception-status';
import { incidentKeys } from '../../common/incident-keys';
import type { IncidentRef } from '../../common/incident-keys';

/** Which triage field is being saved. */
export type TriageField = 'assignedTo' | 'status' | 'flagged' | 'exceptionStatus';

/**
 * One incident and its triage: each change is saved at once with a toast (the kit's useWrite), the grid and counts are
 * revalidated, and a failure is told in words; a stale write (412) reloads the incident so the analyst sees what changed.
 */
export function useIncidentTriage(ref: IncidentRef, policyType: string) {
  const writeOnce = useWrite();
  const incident = useIncident(ref, policyType);
  const updateIncident = useUpdateIncident();
  const updateExceptionStatus = useUpdateExceptionStatus();
  const revalidateGrid = useRevalidateLists(incidentKeys);
  const [saving, setSaving] = useState<TriageField | null>(null);

  const run = async (
    field: TriageField,
    title: string,
    write: (current: ExtendedIncident) => Promise<IncidentListItem | undefined>,
  ) => {
    const current = incident.data;
    if (!current) return;
    setSaving(field);
    await writeOnce(
      async () => {
        const saved = await write(current);
        // The saved fields (with the new version) replace the cached ones; a write that answers none is reloaded.
        if (saved) await incident.mutate((cached) => cached && { ...cached, ...saved }, { revalidate: false });
        else await incident.mutate();
        void revalidateGrid();
      },
      {
        done: title,
        failed: STALE_INCIDENT_WRITE.title,
        describe: describeWriteError,
        stale: STALE_INCIDENT_WRITE,
        reload: () => incident.mutate(),
      },
    );
    setSaving(null);
  };

  const save = (field: Exclude<TriageField, 'exceptionStatus'>, changes: IncidentChanges, title: string) =>
    run(field, title, (current) => updateIncident(current, changes));
  const saveExceptionStatus = (status: ExceptionStatus) =>
    run('exceptionStatus', `Exception status set to ${status}`, async (current) => {
      await updateExceptionStatus(current, status);
      return undefined;
    });

  return { incident, saving, save, saveExceptionStatus };
}
