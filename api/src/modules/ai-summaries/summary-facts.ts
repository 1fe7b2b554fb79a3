import { sql } from 'drizzle-orm';
import { formatBytes, labelOf, plural, whereItWent } from 'shared-contracts';
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

/**
 * How many other incidents share the incident's user, and its host: in all (what the drawer's "Related" links count,
 * the incidents grid filtered to the user or the host, less this one) and in the {@link RELATED_WINDOW_DAYS} days
 * before it.
 */
export interface RelatedCounts {
  user: { all: number; recent: number };
  host: { all: number; recent: number };
}

/** Everything a summary may be drawn from. */
export interface SummaryFacts {
  incident: ExtendedIncident;
  related: RelatedIncident[];
  counts: RelatedCounts;
}

const RelatedCountsRow = Type.Object({
  userAll: Type.Integer(),
  userRecent: Type.Integer(),
  hostAll: Type.Integer(),
  hostRecent: Type.Integer(),
});

/** The {@link RelatedCounts} of an incident, in the tenant. */
export async function relatedCounts(tx: Tx, tenantId: string, incident: ExtendedIncident): Promise<RelatedCounts> {
  const recent = sql`created < ${incident.created}::timestamptz
    AND created >= ${incident.created}::timestamptz - ${`${RELATED_WINDOW_DAYS} days`}::interval`;
  const [row] = await queryRows(
    tx,
    sql`SELECT count(*) FILTER (WHERE username = ${incident.username})::int AS "userAll",
          count(*) FILTER (WHERE username = ${incident.username} AND ${recent})::int AS "userRecent",
          count(*) FILTER (WHERE hostname = ${incident.hostname})::int AS "hostAll",
          count(*) FILTER (WHERE hostname = ${incident.hostname} AND ${recent})::int AS "hostRecent"
        FROM incidents
        WHERE tenant_id = ${tenantId} AND id <> ${incident.id}::uuid
          AND (username = ${incident.username} OR hostname = ${incident.hostname})`,
    RelatedCountsRow,
  );
  return {
    user: { all: row?.userAll ?? 0, recent: row?.userRecent ?? 0 },
    host: { all: row?.hostAll ?? 0, recent: row?.hostRecent ?? 0 },
  };
}

/**
 * The sentence a summary says the counts in, with their windows: the same count as the drawer's Related link
 * ('3 other incidents of this user'), then how many of them fall in the days before this one.
 */
export function relatedCountsText({ user, host }: RelatedCounts): string {
  const part = (count: { all: number; recent: number }, relation: string) =>
    count.all === 0
      ? `no other incidents ${relation}`
      : `${plural(count.all, 'other incident')} ${relation} (${count.recent} in the ${RELATED_WINDOW_DAYS} days before this one)`;
  return `When this summary was written: ${part(user, 'of this user')} and ${part(host, 'on this host')}.`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long before the incident another one was raised: 'the same day', '1 day before', '12 days before'. */
function daysBefore(other: string, incident: string): string {
  const days = Math.floor((Date.parse(incident) - Date.parse(other)) / DAY_MS);
  return days < 1 ? 'the same day' : `${plural(days, 'day')} before`;
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
  sources.push(field('Other incidents', relatedCountsText(facts.counts)));
  for (const related of facts.related) {
    sources.push({
      kind: 'related-incident',
      id: related.id,
      label: `Incident of the same ${related.sameUser ? 'user' : 'host'}, ${daysBefore(related.created, incident.created)}`,
      value: `${related.title} (${labelOf('severity', related.severity)}, ${labelOf('incidentStatus', related.status)}, ${labelOf('verdict', related.policyVerdict)})`,
    });
  }
  return sources;
}
