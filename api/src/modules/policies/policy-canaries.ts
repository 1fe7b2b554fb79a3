import { sql } from 'drizzle-orm';
import { emptyPolicyDefinition } from 'shared-contracts';
import type { Database } from '../../db/database';
import { withMaintenance } from '../../db/tenant-scope';

/** Acme policies with fixed ids, so the access matrix can probe the policy routes (tests only). */
export const ACME_PROBE_POLICIES = {
  /** Read, edited, its status changed and a version restored by the probes. */
  edited: 'acac0000-0000-4000-8000-0000000001c1',
  /** Deleted by the DELETE probes (with and without the trailing slash) and the delete-many probe. */
  deleted: 'acac0000-0000-4000-8000-0000000001c2',
  deletedSlash: 'acac0000-0000-4000-8000-0000000001c3',
  deletedMany: 'acac0000-0000-4000-8000-0000000001c4',
} as const;

/** Globex's and Initech's canary policy: an Acme user asking for it gets a 404. */
export const GLOBEX_CANARY_POLICY = 'cacacaca-0000-4000-8000-0000000001c1';

/**
 * Plants the probe policies in Acme (each with its first version), and in Globex and Initech a canary policy whose
 * name, description, educate message and condition values carry `canary`.
 */
export async function seedPolicyCanaries(database: Database, canary: string): Promise<void> {
  await withMaintenance(database, async (tx) => {
    const plant = async (tenantId: string, id: string, text: string) => {
      const definition = emptyPolicyDefinition();
      definition.conditions.destinations.values = [`${text.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`];
      definition.educateMessage = `${text} message`;
      await tx.execute(sql`INSERT INTO policies (tenant_id, id, name, description, status, verdict, priority, definition)
        VALUES (${tenantId}, ${id}::uuid, ${`${text} policy`}, ${`${text} description`}, 'active', 'educate', 5000,
          ${JSON.stringify(definition)}::jsonb)`);
      await tx.execute(sql`INSERT INTO policy_versions (tenant_id, policy_id, version, name, description, status,
          verdict, priority, definition, change)
        SELECT tenant_id, id, version, name, description, status, verdict, priority, definition, 'created'
        FROM policies WHERE tenant_id = ${tenantId} AND id = ${id}::uuid`);
    };
    for (const [name, id] of Object.entries(ACME_PROBE_POLICIES)) await plant('acme-corp', id, `Probe ${name}`);
    for (const tenantId of ['globex', 'initech']) await plant(tenantId, GLOBEX_CANARY_POLICY, `${canary} guarded`);
  });
}
