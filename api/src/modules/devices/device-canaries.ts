import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { withMaintenance } from '../../db/tenant-scope';

/** An Acme device with a fixed id, so the access matrix can probe the device routes (tests only). */
export const ACME_PROBE_DEVICE = 'acac0000-0000-4000-8000-0000000000d1';

/** Globex's and Initech's canary device: an Acme user asking for it gets the 404 of a missing one. */
export const GLOBEX_CANARY_DEVICE = 'cacacaca-0000-4000-8000-0000000000d1';

/** Plants the probe device in Acme and a canary device (every text field carrying `canary`) in Globex and Initech. */
export async function seedDeviceCanaries(database: Database, canary: string): Promise<void> {
  await withMaintenance(database, async (tx) => {
    const insert = (tenantId: string, id: string, text: string) =>
      tx.execute(sql`INSERT INTO devices (tenant_id, id, hostname, last_active_user, operating_system, os_version,
          cpu_architecture, agent_version, extension_version, extension_status, ip_address, last_seen)
        VALUES (${tenantId}, ${id}::uuid, ${`${text}-host`}, ${`${text}.user`}, ${`${text} OS`}, ${`${text} 1`},
          ${`${text}-arch`}, ${`${text}-agent`}, ${`${text}-ext`}, 'Active', ${`${text}-ip`}, now())`);
    await insert('acme-corp', ACME_PROBE_DEVICE, 'probe-device');
    for (const tenantId of ['globex', 'initech']) await insert(tenantId, GLOBEX_CANARY_DEVICE, canary);
  });
}
