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

/** Plants the probe members in Acme (Analysts, without a password). */
export async function seedUserCanaries(database: Database): Promise<void> {
  await withMaintenance(database, async (tx) => {
    for (const user of Object.values(ACME_PROBE_USERS)) {
      await tx.execute(sql`INSERT INTO users (id, login_id, email, name)
        VALUES (${user.id}, ${user.email}, ${user.email}, ${`Probe ${user.email}`})`);
      await tx.execute(sql`INSERT INTO memberships (tenant_id, user_id, role_names)
        VALUES ('acme-corp', ${user.id}, '{Analyst}')`);
    }
  });
}
