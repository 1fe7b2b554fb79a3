import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { withMaintenance } from '../../db/tenant-scope';
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

/** Plants the probe event in Acme and a canary event (every text field carrying `canary`) in Globex and Initech. */
export async function seedEgressEventCanaries(database: Database, canary: string): Promise<void> {
  await withMaintenance(database, async (tx) => {
    const insert = (tenantId: string, event: { id: string; created: string }, deviceId: string, text: string) =>
      tx.execute(sql`INSERT INTO egress_events (tenant_id, id, created, device_id, hostname, username, source,
          destination, destination_type, egress_channel, data_types, content_category, mip_label, data_volume,
          total_hit_count, policy_name, policy_verdict, file_name, details)
        VALUES (${tenantId}, ${event.id}::uuid, ${event.created}::timestamptz, ${deviceId}::uuid, ${`${text}-host`},
          ${`${text}-user`}, ${`${text} source`}, ${`${text}.example`}, ${`${text} type`}, ${`${text} channel`},
          ARRAY[${`${text} data`}]::text[], ${`${text} category`}, ${`${text} label`}, 42, 3, ${`${text} policy`},
          'CHALLENGE', ${`${text}.docx`},
          ${JSON.stringify({ process: `${text}.exe`, url: `https://${text}.example/`, filePath: `/tmp/${text}.docx` })}::jsonb)`);
    await insert('acme-corp', ACME_PROBE_EVENT, ACME_PROBE_DEVICE, 'acme-probe');
    for (const tenantId of ['globex', 'initech'])
      await insert(tenantId, GLOBEX_CANARY_EVENT, GLOBEX_CANARY_DEVICE, canary);
  });
}
