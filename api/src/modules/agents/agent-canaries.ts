import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { withMaintenance } from '../../db/tenant-scope';
import { ACME_PROBE_DEVICE } from '../devices/device-canaries';
import { hashSecret } from './credentials';

const acme = Buffer.from('acme-corp').toString('base64url');
const PROBE_SECRET = 'probe-secret-for-the-access-matrix-tests-00';

/** Acme's probe enrolment token (tests only), as an agent presents it. */
export const ACME_PROBE_ENROLMENT = {
  id: 'acac0000-0000-4000-8000-0000000000e1',
  token: `cet_${acme}.acac0000-0000-4000-8000-0000000000e1.${PROBE_SECRET}`,
};

/** The credential of Acme's probe device (tests only). */
export const ACME_PROBE_DEVICE_CREDENTIAL = `cdc_${acme}.${ACME_PROBE_DEVICE}.${PROBE_SECRET}`;

/** An Acme enrolment token the matrix may revoke (the probe token keeps enrolling). */
export const ACME_REVOCABLE_TOKEN = 'acac0000-0000-4000-8000-0000000000e2';

/** An Acme device the matrix may revoke (the probe device keeps heartbeating). */
export const ACME_REVOCABLE_DEVICE = 'acac0000-0000-4000-8000-0000000000d2';

/**
 * Gives Acme's probe device a credential, plants Acme's probe enrolment token and a revocable device, and a canary
 * enrolment token (its name carrying `canary`) in Globex and Initech.
 */
export async function seedAgentCanaries(database: Database, canary: string): Promise<void> {
  const hash = hashSecret(PROBE_SECRET);
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql`UPDATE devices SET credential_hash = ${hash}
      WHERE tenant_id = 'acme-corp' AND id = ${ACME_PROBE_DEVICE}::uuid`);
    await tx.execute(sql`INSERT INTO devices (tenant_id, id, hostname, operating_system, cpu_architecture,
        extension_status, last_seen)
      VALUES ('acme-corp', ${ACME_REVOCABLE_DEVICE}::uuid, 'probe-revocable-host', 'Linux', 'x86_64', 'Active', now())`);
    const token = (tenantId: string, id: string, name: string) =>
      tx.execute(sql`INSERT INTO enrolment_tokens (tenant_id, id, name, secret_hash, created_by, expires_at)
        VALUES (${tenantId}, ${id}::uuid, ${name}, ${hash}, 'probe', now() + interval '365 days')`);
    await token('acme-corp', ACME_PROBE_ENROLMENT.id, 'probe-token');
    await token('acme-corp', ACME_REVOCABLE_TOKEN, 'probe-revocable-token');
    for (const tenantId of ['globex', 'initech'])
      await token(tenantId, 'cacacaca-0000-4000-8000-0000000000e1', `${canary} token`);
  });
}
