import { sql } from 'drizzle-orm';
import type { OutboxMessage } from 'shared-contracts';
import { OutboxMessageSchema } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import type { MailMessage } from './mailer';

/** Most outbox messages GET /outbox answers (newest first). */
export const OUTBOX_LIMIT = 200;

const COLUMNS =
  sql.raw(`id::text AS id, to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created,
  recipients AS "to", subject, body, requested_by AS "requestedBy"`);

/** Keeps a message the API could not mail (no SMTP configured) for the tenant's admins to read. */
export async function storeInOutbox(
  tx: Tx,
  tenantId: string,
  requestedBy: string,
  message: MailMessage,
  incidentId: string | null,
): Promise<OutboxMessage> {
  const [row] = await queryRows(
    tx,
    sql`INSERT INTO outbox_messages (tenant_id, recipients, subject, body, requested_by, incident_id)
        VALUES (${tenantId}, ARRAY[${sql.join(
          message.to.map((to) => sql`${to}`),
          sql`, `,
        )}]::text[], ${message.subject}, ${message.text}, ${requestedBy}, ${incidentId}::uuid)
        RETURNING ${COLUMNS}`,
    OutboxMessageSchema,
  );
  if (!row) throw new Error('outbox message not stored');
  return row;
}

/** The tenant's outbox, newest first. */
export async function listOutbox(tx: Tx, tenantId: string): Promise<OutboxMessage[]> {
  return queryRows(
    tx,
    sql`SELECT ${COLUMNS} FROM outbox_messages WHERE tenant_id = ${tenantId}
        ORDER BY created DESC, id DESC LIMIT ${OUTBOX_LIMIT}`,
    OutboxMessageSchema,
  );
}
