import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';

const RecordedRow = Type.Object({ id: Type.String(), created: Type.String() });

/** An audit entry; the actor is always the authenticated user, never a client-supplied id. */
export interface AuditRecord {
  /** The session's `sub`. */
  actorId: string;
  page: string;
  action: string;
  outcome: string;
  objectId?: string | null;
  objectCreated?: string | null;
  description?: string | null;
  /** 'api' when the API records its own write, 'client' for POST /audit-logs. */
  origin?: 'api' | 'client';
}

/**
 * Writes an audit entry inside the caller's tenant transaction (so it commits or rolls back with the change it
 * describes). The user's name (else email) is captured as it is now; an unknown user keeps the id.
 */
export async function recordAudit(
  tx: Tx,
  tenantId: string,
  record: AuditRecord,
): Promise<{ id: string; created: string }> {
  const [row] = await queryRows(
    tx,
    sql`INSERT INTO audit_logs (tenant_id, dashboard_user_id, user_identifier, page, action, outcome, object_id,
          object_created, description, origin)
        VALUES (${tenantId}, ${record.actorId},
          coalesce((SELECT coalesce(nullif(name, ''), email) FROM users WHERE id = ${record.actorId}), ${record.actorId}),
          ${record.page}, ${record.action}, ${record.outcome}, ${record.objectId ?? null},
          ${record.objectCreated ?? null}::timestamptz, ${record.description ?? null}, ${record.origin ?? 'api'})
        RETURNING id::text AS id, to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created`,
    RecordedRow,
  );
  if (!row) throw new Error('audit entry not written');
  return row;
}
