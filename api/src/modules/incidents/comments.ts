import { sql } from 'drizzle-orm';
import type { IncidentComment } from 'shared-contracts';
import { IncidentCommentSchema } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../lib/audit/record-audit';
import { findIncident } from './repository';
import type { Actor, IncidentKey } from './repository';

const COMMENT_COLUMNS = sql.raw(`id::text AS id,
  to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created,
  author_id AS "authorId", author_name AS "authorName", message`);

/** The incident's comments, oldest first. */
export async function listComments(tx: Tx, tenantId: string, key: IncidentKey): Promise<IncidentComment[]> {
  const incident = await findIncident(tx, tenantId, key);
  return queryRows(
    tx,
    sql`SELECT ${COMMENT_COLUMNS} FROM incident_comments
        WHERE tenant_id = ${tenantId} AND incident_id = ${incident.id}::uuid ORDER BY created, id`,
    IncidentCommentSchema,
  );
}

/** Adds a comment under the authenticated user's name; audited. */
export async function addComment(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  key: IncidentKey,
  message: string,
): Promise<IncidentComment> {
  const incident = await findIncident(tx, tenantId, key);
  const [comment] = await queryRows(
    tx,
    sql`INSERT INTO incident_comments (tenant_id, id, incident_id, author_id, author_name, message)
        VALUES (${tenantId}, gen_random_uuid(), ${incident.id}::uuid, ${actor.id},
          coalesce((SELECT coalesce(nullif(name, ''), email) FROM users WHERE id = ${actor.id}), ${actor.id}), ${message})
        RETURNING ${COMMENT_COLUMNS}`,
    IncidentCommentSchema,
  );
  if (!comment) throw new Error('comment not written');
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: 'Incidents',
    action: 'Comment on incident',
    outcome: 'Success',
    objectId: incident.id,
    objectCreated: incident.created,
    description: message.length > 200 ? `${message.slice(0, 200)}…` : message,
  });
  return comment;
}
