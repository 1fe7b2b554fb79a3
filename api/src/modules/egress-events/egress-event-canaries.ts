import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { egressEvents } from '../../db/schema';
import { withMaintenance } from '../../db/tenant-scope';
import { textsCarrying } from '../../testing/canary-texts';
import { ACME_PROBE_DEVICE, GLOBEX_CANARY_DEVICE } from '../devices/device-canaries';

/** An Acme event with a fixed id and time, so the access matrix can probe the event routes (tests only). */
export const ACME_PROBE_EVENT = {
  id: 'acac0000-0000-4000-8000-0000000000e2',
  created: '2026-01-03T04:05:06.789Z',
} as const;

/** Globex's and Initech's canary event: an Acme user asking for it gets the 404 of a missing one. */
export const GLOBEX_CANARY_EVENT = {
  id: 'cacacaca-0000-4000-8000-0000000000e2',
  created: '2026-01-03T04:05:06.789Z',
} as const;

/** The content fingerprint of all three events: Acme's chain must not show the other tenants' steps of it. */
export const SHARED_PROBE_FINGERPRINT = 'ca'.repeat(32);

/**
 * Plants the probe event in Acme and a canary event (every text field carrying `canary`: textsCarrying) in Globex and Initech, all
 * of the same content, with a canary activity of that content in Globex and Initech.
 */
export async function seedEgressEventCanaries(database: Database, canary: string): Promise<void> {
  await withMaintenance(database, async (tx) => {
    const insert = (tenantId: string, event: { id: string; created: string }, deviceId: string, text: string) =>
      tx.insert(egressEvents).values({
        ...textsCarrying(egressEvents, text),
        tenantId,
        id: event.id,
        created: new Date(event.created),
        deviceId,
        hostname: `${text}-host`,
        username: `${text}-user`,
        destination: `${text}.example`,
        dataTypes: [`${text} data`],
        dataVolume: 42,
        totalHitCount: 3,
        policyName: `${text} policy`,
        policyVerdict: 'CHALLENGE',
        fileName: `${text}.docx`,
        contentFingerprint: SHARED_PROBE_FINGERPRINT,
        details: { process: `${text}.exe`, url: `https://${text}.example/`, filePath: `/tmp/${text}.docx` },
      });
    await insert('acme-corp', ACME_PROBE_EVENT, ACME_PROBE_DEVICE, 'acme-probe');
    for (const tenantId of ['globex', 'initech']) {
      await insert(tenantId, GLOBEX_CANARY_EVENT, GLOBEX_CANARY_DEVICE, canary);
      await tx.execute(sql`INSERT INTO content_activities (tenant_id, id, fingerprint, occurred, kind, hostname,
          username, application, file_name, previous_name, location)
        VALUES (${tenantId}, ${GLOBEX_CANARY_EVENT.id}::uuid, ${SHARED_PROBE_FINGERPRINT}, '2026-01-02T00:00:00Z',
          'downloaded', ${`${canary}-host`}, ${`${canary}-user`}, ${`${canary}.exe`}, ${`${canary}.docx`},
          ${`${canary}-before.docx`}, ${`https://${canary}.example/`})`);
    }
  });
}
