import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { withMaintenance } from '../../db/tenant-scope';

/** Acme members with fixed ids, so the access matrix can probe the User Management routes (tests only). */
export const ACME_PROBE_USERS = {
  /** Changed by the PATCH probe. */
  edited: { id: 'UPROBEACMEEDITED00000000000', email: 'probe.edited@acme.example' },
  /** Removed by the DELETE probe. */
  removed: { id: 'UPROBEACMEREMOVED0000000000', email: 'probe.removed@acme.example' },
} as const;

/** An Acme SCIM token the DELETE probe revokes. */
export const ACME_PROBE_SCIM_TOKEN = 'acac0000-0000-4000-8000-00000000005c';

/**
 * Plants the probe members and a SCIM token in Acme (Analysts, without a password), and in Globex and Initech a
 * canary SCIM token and a canary directory group.
 */
export async function seedUserCanaries(database: Database, canary: string): Promise<void> {
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql`INSERT INTO scim_tokens (tenant_id, id, name, token_hash, created_by)
      VALUES ('acme-corp', ${ACME_PROBE_SCIM_TOKEN}::uuid, 'Probe token', 'probe-token-hash', 'probe')`);
    for (const tenantId of ['globex', 'initech']) {
      await tx.execute(sql`INSERT INTO scim_tokens (tenant_id, name, token_hash, created_by)
        VALUES (${tenantId}, ${`${canary} token`}, ${`${canary}-${tenantId}-hash`}, ${canary})`);
      await tx.execute(
        sql`INSERT INTO directory_groups (tenant_id, display_name) VALUES (${tenantId}, ${`${canary} directory group`})`,
      );
    }
    for (const user of Object.values(ACME_PROBE_USERS)) {
      await tx.execute(sql`INSERT INTO users (id, login_id, email, name)
        VALUES (${user.id}, ${user.email}, ${user.email}, ${`Probe ${user.email}`})`);
      await tx.execute(sql`INSERT INTO memberships (tenant_id, user_id, role_names)
        VALUES ('acme-corp', ${user.id}, '{Analyst}')`);
    }
  });
}
