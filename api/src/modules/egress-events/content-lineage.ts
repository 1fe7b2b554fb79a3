import { sql } from 'drizzle-orm';
import { CONTENT_LINEAGE_LIMIT } from 'shared-contracts';
import type { ContentLineage, ContentLineageStep } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { ContentLineageStepSchema, Nullable } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { notFound } from '../../lib/http/problem';
import { isoText } from '../../lib/listing';
import type { EgressEventKey } from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const FingerprintRow = Type.Object({ fingerprint: Nullable(Type.String()) });

/** A step of the chain: an activity, or an egress event (its id, channel, destination and verdict). */
const StepRow = Type.Object({
  kind: ContentLineageStepSchema.properties.kind,
  occurred: Type.String(),
  hostname: Type.String(),
  username: Type.String(),
  application: Type.String(),
  fileName: Type.String(),
  previousName: Type.String(),
  location: Type.String(),
  eventId: Nullable(Type.String()),
  egressChannel: Nullable(Type.String()),
  destination: Nullable(Type.String()),
  policyVerdict: Nullable(Type.String()),
  total: Type.Integer(),
});

/**
 * GET /egress-events/{ID}/lineage: the chain of the event's content, oldest first: the activities the endpoints
 * reported for its fingerprint (first seen, copies, renames, archives, pastes) and every egress event of the same
 * content. A long chain answers its oldest CONTENT_LINEAGE_LIMIT - 1 steps and the asked event. An event of another
 * tenant is not found (RLS and the tenant condition); one without a fingerprint has an empty chain.
 */
export async function contentLineage(tx: Tx, tenantId: string, key: EgressEventKey): Promise<ContentLineage> {
  if (!UUID.test(key.id)) throw notFound('The event');
  const [event] = await queryRows(
    tx,
    sql`SELECT content_fingerprint AS fingerprint FROM egress_events
        WHERE tenant_id = ${tenantId} AND id = ${key.id}::uuid
          ${key.created ? sql`AND created = ${key.created}::timestamptz` : sql``}`,
    FingerprintRow,
  );
  if (!event) throw notFound('The event');
  const { fingerprint } = event;
  if (!fingerprint) return { fingerprint: null, steps: [], totalSteps: 0 };
  const rows = await queryRows(
    tx,
    sql`WITH steps AS (
          SELECT kind, occurred, hostname, username, application, file_name AS "fileName",
            previous_name AS "previousName", location, NULL::text AS "eventId", NULL::text AS "egressChannel",
            NULL::text AS destination, NULL::text AS "policyVerdict"
          FROM content_activities WHERE tenant_id = ${tenantId} AND fingerprint = ${fingerprint}
          UNION ALL
          SELECT 'egress', created, hostname, username, coalesce(details->>'process', source), file_name,
            '', coalesce(details->>'filePath', ''), id::text, egress_channel, destination, policy_verdict
          FROM egress_events WHERE tenant_id = ${tenantId} AND content_fingerprint = ${fingerprint}
        ), ordered AS (
          SELECT steps.*, row_number() OVER (ORDER BY occurred, "eventId" NULLS FIRST, kind) AS n,
            count(*) OVER ()::int AS total
          FROM steps
        )
        SELECT kind, ${sql.raw(isoText('occurred'))} AS occurred, hostname, username, application, "fileName",
          "previousName", location, "eventId", "egressChannel", destination, "policyVerdict", total
        FROM ordered WHERE n < ${CONTENT_LINEAGE_LIMIT} OR "eventId" = ${key.id.toLowerCase()}
        ORDER BY n`,
    StepRow,
  );
  const steps = rows.map((row): ContentLineageStep => ({
    kind: row.kind,
    occurred: row.occurred,
    hostname: row.hostname,
    username: row.username,
    application: row.application,
    fileName: row.fileName,
    previousName: row.previousName,
    location: row.location,
    event:
      row.eventId === null
        ? null
        : {
            id: row.eventId,
            created: row.occurred,
            egressChannel: row.egressChannel ?? '',
            destination: row.destination ?? '',
            policyVerdict: row.policyVerdict ?? '',
          },
    current: row.eventId === key.id.toLowerCase(),
  }));
  return { fingerprint, steps, totalSteps: rows[0]?.total ?? 0 };
}
