import { sql } from 'drizzle-orm';
import { formatBytes, labelOf, whereItWent } from 'shared-contracts';
import type { AiSummarySource, ExtendedIncident } from 'shared-contracts';
import { Type, type Static } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';

/** Days back the related incidents of the same user or host are looked for. */
export const RELATED_WINDOW_DAYS = 30;
const RELATED_LIMIT = 10;

/** Another incident of the same user or host shortly before this one. */
const RelatedIncidentRow = Type.Object({
  id: Type.String(),
  created: Type.String(),
  title: Type.String(),
  severity: Type.String(),
  status: Type.String(),
  policyVerdict: Type.String(),
  sameUser: Type.Boolean(),
  sameHost: Type.Boolean(),
});
export type RelatedIncident = Static<typeof RelatedIncidentRow>;

/** Everything a summary may be drawn from. */
export interface SummaryFacts {
  incident: ExtendedIncident;
  related: RelatedIncident[];
}

/** Incidents of the same user or host in the {@link RELATED_WINDOW_DAYS} days before this one, newest first. */
export async function relatedIncidents(
  tx: Tx,
  tenantId: string,
  incident: ExtendedIncident,
): Promise<RelatedIncident[]> {
  return queryRows(
    tx,
    sql`SELECT id::text AS id, to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created, title,
          severity, status, policy_verdict AS "policyVerdict", username = ${incident.username} AS "sameUser",
          hostname = ${incident.hostname} AS "sameHost"
        FROM incidents
        WHERE tenant_id = ${tenantId} AND id <> ${incident.id}::uuid
          AND (username = ${incident.username} OR hostname = ${incident.hostname})
          AND created < ${incident.created}::timestamptz
          AND created >= ${incident.created}::timestamptz - ${`${RELATED_WINDOW_DAYS} days`}::interval
        ORDER BY created DESC, id DESC LIMIT ${RELATED_LIMIT}`,
    RelatedIncidentRow,
  );
}

/** The facts as the sources a summary lists (what it was drawn from). */
export function factSources(facts: SummaryFacts): AiSummarySource[] {
  const { incident } = facts;
  const field = (label: string, value: string): AiSummarySource => ({ kind: 'incident', label, value });
  const sources: AiSummarySource[] = [
    field('Title', incident.title),
    field('Severity', labelOf('severity', incident.severity)),
    field('Status', labelOf('incidentStatus', incident.status)),
    field('Policy', `${incident.policyName} (${labelOf('verdict', incident.policyVerdict)})`),
    field('User', incident.username),
    field('Host', incident.hostname),
    field('Destination', whereItWent(incident)),
    field(
      'Data',
      [incident.dataTypes.join(', ') || incident.contentCategory, incident.mipLabel].filter(Boolean).join(' / '),
    ),
    field('Volume', formatBytes(incident.dataVolume)),
  ];
  const event = incident.event;
  if (event) {
    const device = event.device
      ? `${event.device.hostname}, ${event.device.operatingSystem} ${event.device.osVersion}`.trim()
      : '';
    sources.push({
      kind: 'event',
      id: event.id,
      label: 'Egress event',
      value: [event.source, event.fileNames.join(', '), device].filter(Boolean).join(' · '),
    });
  }
  for (const related of facts.related) {
    sources.push({
      kind: 'related-incident',
      id: related.id,
      label: `Incident of the same ${related.sameUser ? 'user' : 'host'} on ${related.created.slice(0, 10)}`,
      value: `${related.title} (${related.severity}, ${related.status})`,
    });
  }
  return sources;
}
