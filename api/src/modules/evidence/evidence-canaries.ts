import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { withMaintenance } from '../../db/tenant-scope';
import { GLOBEX_CANARY_EVENT } from '../egress-events/egress-event-canaries';

/** The sha256 of the canary evidence (its bytes are never written: only its row leaks, if anything does). */
const CANARY_SHA256 = 'cafe'.repeat(16);

/**
 * Plants evidence settings (changed by the canary user) and evidence of their canary event, named after the canary,
 * in Globex and Initech: an Acme user must never see either.
 */
export async function seedEvidenceCanaries(database: Database, canary: string, canaryUserId: string): Promise<void> {
  await withMaintenance(database, async (tx) => {
    for (const tenantId of ['globex', 'initech']) {
      await tx.execute(sql`INSERT INTO evidence_settings (tenant_id, keep_evidence, redact_snippets, updated_by)
          VALUES (${tenantId}, false, false, ${canaryUserId})`);
      await tx.execute(sql`INSERT INTO evidence_objects (tenant_id, event_id, event_created, storage_key, file_name,
          content_type, size, sha256)
        VALUES (${tenantId}, ${GLOBEX_CANARY_EVENT.id}::uuid, ${GLOBEX_CANARY_EVENT.created}::timestamptz,
          ${`${tenantId}/${GLOBEX_CANARY_EVENT.id}.${CANARY_SHA256}`}, ${`${canary}.csv`}, 'text/csv', 4242,
          ${CANARY_SHA256})`);
    }
  });
}
