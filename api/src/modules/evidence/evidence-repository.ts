import { sql } from 'drizzle-orm';
import { AUDIT_PAGE_AREAS, EVIDENCE_DEFAULTS, NO_EVIDENCE, RETENTION_DAYS, RETENTION_DEFAULTS } from 'shared-contracts';
import type {
  EgressEventMatch,
  EvidenceConfig,
  EvidenceInfo,
  EvidenceQuery,
  EvidenceSettings,
  ExtendedEgressEvent,
} from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { EvidenceConfigSchema, Nullable } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../lib/audit/record-audit';
import { badRequest, notFound } from '../../lib/http/problem';
import { isoText } from '../../lib/listing';
import { matchesOf } from '../egress-events/repository';
import { redactEventSnippets } from './redact-snippets';

/** Audit entries of evidence are shown under the page of the events they belong to. */
export const EVIDENCE_AUDIT_PAGE = AUDIT_PAGE_AREAS.Events;

const DAY_MS = 24 * 3600 * 1000;

/** One stored evidence object, as the store and the console know it. */
export interface EvidenceObject {
  eventId: string;
  eventCreated: string;
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  stored: string;
}

/** An event of the tenant and its evidence, if any. */
export interface EventEvidence {
  event: { id: string; created: string; deviceId: string | null };
  object: EvidenceObject | null;
}

/**
 * The tenant's evidence settings and who changed them last; the defaults when it never did. Its retention is the
 * evidence days of the tenant's retention setting (tenant_retention, issue 32): one setting, not two.
 */
export async function readEvidenceConfig(tx: Tx, tenantId: string): Promise<EvidenceConfig> {
  const [row] = await queryRows(
    tx,
    sql`SELECT coalesce(s.keep_evidence, ${EVIDENCE_DEFAULTS.keepEvidence}) AS "keepEvidence",
          coalesce(r.evidence_days, ${RETENTION_DEFAULTS.evidenceDays}::int) AS "retentionDays",
          coalesce(s.redact_snippets, ${EVIDENCE_DEFAULTS.redactSnippets}) AS "redactSnippets",
          ${sql.raw(isoText('s.updated'))} AS updated,
          coalesce((SELECT coalesce(nullif(u.name, ''), u.email) FROM users u WHERE u.id = s.updated_by), s.updated_by)
            AS "updatedBy"
        FROM (SELECT ${tenantId}::text AS tenant_id) t
          LEFT JOIN evidence_settings s ON s.tenant_id = t.tenant_id
          LEFT JOIN tenant_retention r ON r.tenant_id = t.tenant_id`,
    EvidenceConfigSchema,
  );
  return row ?? { ...EVIDENCE_DEFAULTS, updated: null, updatedBy: null };
}

const onOff = (value: boolean) => (value ? 'on' : 'off');

/** What an update changes, for its audit entry ("retention 30 → 90 days; redact snippets off"). */
export function describeSettingsChange(before: EvidenceSettings, after: EvidenceSettings): string {
  const changes: string[] = [];
  if (before.keepEvidence !== after.keepEvidence) changes.push(`keep evidence ${onOff(after.keepEvidence)}`);
  if (before.retentionDays !== after.retentionDays)
    changes.push(`retention ${before.retentionDays} → ${after.retentionDays} days`);
  if (before.redactSnippets !== after.redactSnippets) changes.push(`redact snippets ${onOff(after.redactSnippets)}`);
  return `Evidence settings: ${changes.length > 0 ? changes.join('; ') : 'saved unchanged'}`;
}

/** Sets the tenant's evidence settings, audited in the same transaction; answers them as now in force. */
export async function writeEvidenceSettings(
  tx: Tx,
  tenantId: string,
  actorId: string,
  settings: EvidenceSettings,
): Promise<EvidenceConfig> {
  const before = await readEvidenceConfig(tx, tenantId);
  const { keepEvidence, retentionDays, redactSnippets } = settings;
  if (retentionDays !== before.retentionDays) {
    // The retention is the retention setting's evidence days, within its bounds.
    if (retentionDays < RETENTION_DAYS.min || retentionDays > RETENTION_DAYS.max) {
      throw badRequest(
        'retentionDays',
        `Evidence is kept ${RETENTION_DAYS.min} to ${RETENTION_DAYS.max} days (the tenant's retention setting)`,
        'body',
      );
    }
    await tx.execute(sql`INSERT INTO tenant_retention AS r
          (tenant_id, events_days, incidents_days, evidence_days, updated_by, updated)
        VALUES (${tenantId}, ${RETENTION_DEFAULTS.eventsDays}, ${RETENTION_DEFAULTS.incidentsDays}, ${retentionDays},
          ${actorId}, now())
        ON CONFLICT (tenant_id) DO UPDATE SET evidence_days = excluded.evidence_days,
          updated_by = excluded.updated_by, updated = excluded.updated`);
  }
  await tx.execute(sql`INSERT INTO evidence_settings AS s
        (tenant_id, keep_evidence, redact_snippets, updated_by, updated)
      VALUES (${tenantId}, ${keepEvidence}, ${redactSnippets}, ${actorId}, now())
      ON CONFLICT (tenant_id) DO UPDATE SET keep_evidence = excluded.keep_evidence,
        redact_snippets = excluded.redact_snippets, updated_by = excluded.updated_by, updated = excluded.updated`);
  await recordAudit(tx, tenantId, {
    actorId,
    page: EVIDENCE_AUDIT_PAGE,
    action: 'Update',
    outcome: 'Success',
    objectId: 'evidence-settings',
    description: describeSettingsChange(before, settings),
  });
  return readEvidenceConfig(tx, tenantId);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An event and its evidence object, whose columns are all null when it has none (LEFT JOIN). */
const EventEvidenceRow = Type.Object({
  id: Type.String(),
  created: Type.String(),
  deviceId: Nullable(Type.String()),
  storageKey: Nullable(Type.String()),
  fileName: Nullable(Type.String()),
  contentType: Nullable(Type.String()),
  size: Nullable(Type.Number()),
  sha256: Nullable(Type.String()),
  stored: Nullable(Type.String()),
});

const StoredRow = Type.Object({ stored: Type.String() });

const MatchesRow = Type.Object({
  dataTypes: Type.Array(Type.String()),
  totalHitCount: Type.Integer(),
  details: Type.Record(Type.String(), Type.Unknown()),
});

/** What the tenant's event matched (its data types, with the snippets the agent reported); none for another's. */
export async function readEventMatches(tx: Tx, tenantId: string, eventId: string): Promise<EgressEventMatch[]> {
  const [row] = await queryRows(
    tx,
    sql`SELECT data_types AS "dataTypes", total_hit_count AS "totalHitCount", details FROM egress_events
        WHERE tenant_id = ${tenantId} AND id = ${eventId}::uuid`,
    MatchesRow,
  );
  return row ? matchesOf(row.details, row.dataTypes, row.totalHitCount) : [];
}

/** The tenant's event and its evidence; a 404 for an unknown event, another `created`, or another tenant's. */
export async function findEventEvidence(tx: Tx, tenantId: string, query: EvidenceQuery): Promise<EventEvidence> {
  if (!UUID.test(query.eventId)) throw notFound('The event');
  const [row] = await queryRows(
    tx,
    sql`SELECT e.id::text AS id, ${sql.raw(isoText('e.created'))} AS created, e.device_id::text AS "deviceId",
          o.storage_key AS "storageKey", o.file_name AS "fileName", o.content_type AS "contentType",
          o.size::float8 AS size, o.sha256, ${sql.raw(isoText('o.stored'))} AS stored
        FROM egress_events e
        LEFT JOIN evidence_objects o ON o.tenant_id = e.tenant_id AND o.event_id = e.id
        WHERE e.tenant_id = ${tenantId} AND e.id = ${query.eventId}::uuid
          ${query.created ? sql`AND e.created = ${query.created}::timestamptz` : sql``}`,
    EventEvidenceRow,
  );
  if (!row) throw notFound('The event');
  const event = { id: row.id, created: row.created, deviceId: row.deviceId };
  const object: EvidenceObject | null =
    row.storageKey !== null
      ? {
          eventId: event.id,
          eventCreated: event.created,
          storageKey: row.storageKey,
          fileName: String(row.fileName),
          contentType: String(row.contentType),
          size: Number(row.size),
          sha256: String(row.sha256),
          stored: String(row.stored),
        }
      : null;
  return { event, object };
}

/** What GET /evidence/info says of an object under the retention in force at `now`. */
export function describeEvidence(object: EvidenceObject | null, retentionDays: number, now: Date): EvidenceInfo {
  if (!object) return { ...NO_EVIDENCE };
  const expires = new Date(Date.parse(object.stored) + retentionDays * DAY_MS);
  const expired = now.getTime() >= expires.getTime();
  return {
    exists: true,
    fileName: object.fileName,
    contentType: object.contentType,
    size: object.size,
    sha256: object.sha256,
    stored: object.stored,
    expires: expires.toISOString(),
    expired,
    downloadable: !expired,
  };
}

/** Records an object; answers null when the event has one already (the caller decides what that means). */
export async function insertEvidence(
  tx: Tx,
  tenantId: string,
  object: Omit<EvidenceObject, 'stored'>,
): Promise<EvidenceObject | null> {
  const [row] = await queryRows(
    tx,
    sql`INSERT INTO evidence_objects (tenant_id, event_id, event_created, storage_key, file_name, content_type, size,
          sha256)
        VALUES (${tenantId}, ${object.eventId}::uuid, ${object.eventCreated}::timestamptz, ${object.storageKey},
          ${object.fileName}, ${object.contentType}, ${object.size}, ${object.sha256})
        ON CONFLICT (tenant_id, event_id) DO NOTHING
        RETURNING ${sql.raw(isoText('stored'))} AS stored`,
    StoredRow,
  );
  return row ? { ...object, stored: row.stored } : null;
}

/** The event as the tenant's settings let it be shown: its snippets masked when redaction is on (the default). */
export async function withRedactedSnippets(
  tx: Tx,
  tenantId: string,
  event: ExtendedEgressEvent,
): Promise<ExtendedEgressEvent> {
  const { redactSnippets } = await readEvidenceConfig(tx, tenantId);
  return redactSnippets ? redactEventSnippets(event) : event;
}
