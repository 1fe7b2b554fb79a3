import { sql } from 'drizzle-orm';
import { emptyPolicyDefinition } from 'shared-contracts';
import type { Database } from '../../db/database';
import { withMaintenance } from '../../db/tenant-scope';

/** Acme lists with fixed ids, so the access matrix can probe the list routes (tests only). */
export const ACME_PROBE_LISTS = {
  /** Read and changed by the probes. */
  edited: 'acac0000-0000-4000-8000-00000000115a',
  /** Deleted by the DELETE probe. */
  deleted: 'acac0000-0000-4000-8000-00000000115b',
} as const;

/** Globex's and Initech's canary list: an Acme user asking for it gets the 404 of a missing one. */
export const GLOBEX_CANARY_LIST = 'cacacaca-0000-4000-8000-00000000115a';

/**
 * Plants the probe lists in Acme, and in Globex and Initech a canary list (name, description and item carrying
 * `canary`), a policy using it and a canary role (a group of the users-and-groups search).
 */
/** A policy definition whose destinations come from the canary list. */
function canaryDefinition() {
  const definition = emptyPolicyDefinition();
  definition.conditions.destinations.listIds = [GLOBEX_CANARY_LIST];
  return definition;
}

export async function seedListCanaries(database: Database, canary: string): Promise<void> {
  await withMaintenance(database, async (tx) => {
    for (const [name, id] of Object.entries(ACME_PROBE_LISTS))
      await tx.execute(sql`INSERT INTO lists (tenant_id, id, name, list_type, entity_type)
        VALUES ('acme-corp', ${id}::uuid, ${`Probe list ${name}`}, 'block', 'domain')`);
    for (const tenantId of ['globex', 'initech']) {
      await tx.execute(sql`INSERT INTO lists (tenant_id, id, name, description, list_type, entity_type)
        VALUES (${tenantId}, ${GLOBEX_CANARY_LIST}::uuid, ${`${canary} list`}, ${`${canary} description`}, 'block', 'domain')`);
      await tx.execute(sql`INSERT INTO list_items (tenant_id, list_id, id, value)
        VALUES (${tenantId}, ${GLOBEX_CANARY_LIST}::uuid, gen_random_uuid(), ${`${canary}.example`})`);
      await tx.execute(sql`INSERT INTO policies (tenant_id, id, name, status, verdict, definition)
        VALUES (${tenantId}, gen_random_uuid(), ${`${canary} policy`}, 'active', 'BLOCK',
          ${JSON.stringify(canaryDefinition())}::jsonb)`);
      await tx.execute(
        sql`INSERT INTO roles (tenant_id, name, description) VALUES (${tenantId}, ${`${canary} group`}, ${canary})`,
      );
    }
  });
}
