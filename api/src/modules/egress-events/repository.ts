import { sql } from 'drizzle-orm';
import type { EgressEventDevice, EgressEventMatch, ExtendedEgressEvent } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { EgressEventSchema, Nullable } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { notFound } from '../../lib/http/problem';
import { EGRESS_EVENT_PROJECTION } from './egress-event-listing';

/** The event as listed, and what its extended form adds: details, policy, fingerprint and device (when it has one). */
const ExtendedEventRow = Type.Object({
  ...EgressEventSchema.properties,
  details: Type.Record(Type.String(), Type.Unknown()),
  policyId: Nullable(Type.String()),
  contentFingerprint: Nullable(Type.String()),
  deviceId: Nullable(Type.String()),
  deviceHostname: Nullable(Type.String()),
  operatingSystem: Nullable(Type.String()),
  osVersion: Nullable(Type.String()),
  lastActiveUser: Nullable(Type.String()),
});

/** How a request names an event: its id, and optionally the `created` it must have. */
export interface EgressEventKey {
  id: string;
  created?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A stored match as the agent may report it: `{ dataType, count, snippets }`. */
function storedMatch(value: unknown): EgressEventMatch | null {
  if (typeof value !== 'object' || value === null) return null;
  const { dataType, count, snippets } = value as Record<string, unknown>;
  if (typeof dataType !== 'string') return null;
  return {
    dataType,
    count: typeof count === 'number' && Number.isInteger(count) ? count : null,
    snippets: Array.isArray(snippets) ? snippets.filter((item): item is string => typeof item === 'string') : [],
  };
}

/**
 * What the content matched: the agent's per-type matches when it sent them; else each data type, whose count is the
 * event's total when it is the only one (an event's hits are not split by type otherwise) and without snippets.
 */
export function matchesOf(
  details: Record<string, unknown>,
  dataTypes: readonly string[],
  totalHitCount: number,
): EgressEventMatch[] {
  const stored = Array.isArray(details.matches) ? details.matches.map(storedMatch) : [];
  const reported = stored.filter((match): match is EgressEventMatch => match !== null);
  if (reported.length > 0) return reported;
  const count = dataTypes.length === 1 ? totalHitCount : null;
  return dataTypes.map((dataType) => ({ dataType, count, snippets: [] }));
}

/**
 * SPEC's extendEgressEvent: the event, who and which device and process, the file, what matched, which policy and
 * verdict, and where it went. A 404 for an unknown id, another `created`, or another tenant's event (RLS hides it).
 */
export async function getExtendedEgressEvent(
  tx: Tx,
  tenantId: string,
  key: EgressEventKey,
): Promise<ExtendedEgressEvent> {
  if (!UUID.test(key.id)) throw notFound('The event');
  const [row] = await queryRows(
    tx,
    sql`SELECT ${sql.raw(EGRESS_EVENT_PROJECTION.sql)}, egress_events.details, egress_events.policy_id::text AS "policyId",
          egress_events.content_fingerprint AS "contentFingerprint",
          d.id::text AS "deviceId", d.hostname AS "deviceHostname", d.operating_system AS "operatingSystem",
          d.os_version AS "osVersion", d.last_active_user AS "lastActiveUser"
        FROM egress_events
        LEFT JOIN devices d ON d.tenant_id = egress_events.tenant_id AND d.id = egress_events.device_id
        WHERE egress_events.tenant_id = ${tenantId} AND egress_events.id = ${key.id}::uuid
          ${key.created ? sql`AND egress_events.created = ${key.created}::timestamptz` : sql``}`,
    ExtendedEventRow,
  );
  if (!row) throw notFound('The event');
  const {
    details,
    policyId,
    contentFingerprint,
    deviceId,
    deviceHostname,
    operatingSystem,
    osVersion,
    lastActiveUser,
    ...event
  } = row;
  const device: EgressEventDevice | null = deviceId
    ? {
        id: deviceId,
        hostname: String(deviceHostname),
        operatingSystem: String(operatingSystem),
        osVersion: String(osVersion),
        lastActiveUser: String(lastActiveUser),
      }
    : null;
  return {
    ...event,
    device,
    process: textOrNull(details.process),
    filePath: textOrNull(details.filePath),
    url: textOrNull(details.url),
    policyId: textOrNull(policyId),
    matches: matchesOf(details, event.dataTypes, event.totalHitCount),
    contentFingerprint: textOrNull(contentFingerprint),
    details,
  };
}
