import { sql } from 'drizzle-orm';
import { labelOf } from 'shared-contracts';
import type { ExceptionStatus, IncidentListItem } from 'shared-contracts';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../lib/audit/record-audit';
import { notFound } from '../../lib/http/problem';
import { findIncident } from './repository';
import type { Actor, IncidentKey } from './repository';

/** PATCH /incidents/{ID}/exception-status: 'None' clears it; the event id must be the incident's; audited. */
export async function setExceptionStatus(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  key: IncidentKey & { eventId: string },
  status: ExceptionStatus,
  requestType: string | undefined,
): Promise<IncidentListItem> {
  const incident = await findIncident(tx, tenantId, key, true);
  if (incident.eventId !== key.eventId.toLowerCase()) throw notFound('The incident');
  const value = status === 'None' ? null : status;
  const type = status === 'None' ? null : (requestType ?? incident.exceptionRequestType ?? 'Policy exception');
  await tx.execute(
    sql`UPDATE incidents SET exception_request_status = ${value}, exception_request_type = ${type},
          version = version + 1, updated = now()
        WHERE tenant_id = ${tenantId} AND id = ${incident.id}::uuid`,
  );
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: 'Incidents',
    action: 'Update exception status',
    outcome: 'Success',
    objectId: incident.id,
    objectCreated: incident.created,
    description: `Exception request ${labelOf('exceptionStatus', status)}${type ? ` (${labelOf('exceptionRequestType', type)})` : ''} on event ${key.eventId}`,
  });
  return findIncident(tx, tenantId, { id: incident.id });
}
