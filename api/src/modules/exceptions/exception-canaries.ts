import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { withMaintenance } from '../../db/tenant-scope';

/** Acme's probe exception, pending, requested by nobody who signs in: the access matrix reads it (tests only). */
export const ACME_PROBE_EXCEPTION = 'acac0000-0000-4000-8000-0000000e0c01';

/** Globex's and Initech's canary exception: an Acme user asking for it gets the 404 of a missing one. */
export const GLOBEX_CANARY_EXCEPTION = 'cacacaca-0000-4000-8000-0000000e0c01';

/** Plants the probe exception in Acme, and a canary exception (scope, reason, requester) in Globex and Initech. */
export async function seedExceptionCanaries(database: Database, canary: string, canaryUserId: string): Promise<void> {
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql`INSERT INTO policy_exceptions (tenant_id, id, username, reason, requested_by, starts_at,
        expires_at, state, approvals_required)
      VALUES ('acme-corp', ${ACME_PROBE_EXCEPTION}::uuid, 'probe.user', 'Probe exception', 'probe-requester', now(),
        now() + interval '30 days', 'pending', 1)`);
    for (const tenantId of ['globex', 'initech']) {
      await tx.execute(sql`INSERT INTO policy_exceptions (tenant_id, id, username, destination, reason, requested_by,
          starts_at, expires_at, state, approvals_required)
        VALUES (${tenantId}, ${GLOBEX_CANARY_EXCEPTION}::uuid, ${`${canary} user`}, ${`${canary}.example`},
          ${`${canary} reason`}, ${canaryUserId}, now(), now() + interval '30 days', 'active', 1)`);
    }
  });
}
