import { inArray } from 'drizzle-orm';
import type { AuditLogCreateRequest } from 'shared-contracts';
import type { SessionClaims } from '../../auth/session-verifier';
import type { Database } from '../../db/database';
import { tenants } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { recordAudit } from '../../lib/audit/record-audit';
import type { ActiveTenant } from '../../plugins/access';

/** The body of POST /audit-logs (any dashboardUserId in it is ignored). */
export type ClientAuditEntry = Omit<AuditLogCreateRequest, 'dashboardUserId'>;

/** The tenant named by Tenant-Id, else every existing tenant of the session's tenants claim. */
export async function tenantsToRecordIn(
  database: Database,
  session: SessionClaims,
  active: ActiveTenant | null,
): Promise<string[]> {
  if (active) return [active.id];
  const claimed = Object.keys(session.tenants);
  if (claimed.length === 0) return [];
  const rows = await database.db.select({ id: tenants.id }).from(tenants).where(inArray(tenants.id, claimed));
  return rows.map((row) => row.id).sort();
}

/** Records a client entry under the authenticated user in each tenant, one transaction per tenant. */
export async function recordClientAudit(
  database: Database,
  tenantIds: readonly string[],
  actorId: string,
  entry: ClientAuditEntry,
): Promise<void> {
  for (const tenantId of tenantIds) {
    await withTenant(database, tenantId, (tx) =>
      recordAudit(tx, tenantId, {
        actorId,
        page: entry.page,
        action: entry.action,
        outcome: entry.outcome,
        objectId: entry.objectId ?? null,
        objectCreated: entry.objectCreated ?? null,
        description: entry.description ?? null,
        origin: 'client',
      }),
    );
  }
}
