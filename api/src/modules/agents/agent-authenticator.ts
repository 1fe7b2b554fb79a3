import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import { Nullable } from 'shared-contracts/schemas';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/database';
import { withTenant } from '../../db/tenant-scope';
import { forbidden, TENANT_SUSPENDED, unauthorized } from '../../lib/http/problem';
import type { AgentAuthenticator } from '../../plugins/access';
import { parseSecret, secretMatches } from './credentials';

const EnrolmentSecretRow = Type.Object({
  name: Type.String(),
  active: Type.Boolean(),
  secret_hash: Type.String(),
  revoked: Type.Boolean(),
  expired: Type.Boolean(),
});
const DeviceSecretRow = Type.Object({
  hostname: Type.String(),
  active: Type.Boolean(),
  credential_hash: Nullable(Type.String()),
  revoked: Type.Boolean(),
});

/** Whether the credential's tenant is active: a suspended tenant's agents are refused (403), its data kept. */
const ACTIVE = sql`EXISTS (SELECT 1 FROM tenants t WHERE t.id = tenant_id AND t.status = 'active') AS active`;

const BAD_TOKEN = 'A valid enrolment token is required';
const BAD_CREDENTIAL = 'A valid device credential is required';

/**
 * Checks enrolment tokens and device credentials against their hashes, inside the tenant scope the credential
 * names (row-level security: a credential can only ever find a row of its own tenant). Nothing is cached, so a
 * revocation refuses the very next call on every replica.
 */
export function createAgentAuthenticator(database: Database): AgentAuthenticator {
  return {
    async enrolment(token) {
      const parsed = parseSecret('enrol', token);
      if (!parsed) throw unauthorized(BAD_TOKEN);
      const [row] = await withTenant(database, parsed.tenantId, (tx) =>
        queryRows(
          tx,
          sql`SELECT name, secret_hash, revoked_at IS NOT NULL AS revoked, expires_at <= now() AS expired, ${ACTIVE}
              FROM enrolment_tokens WHERE tenant_id = ${parsed.tenantId} AND id = ${parsed.id}::uuid`,
          EnrolmentSecretRow,
        ),
      );
      if (!row || !secretMatches(parsed.secret, row.secret_hash)) throw unauthorized(BAD_TOKEN);
      if (!row.active) throw forbidden(TENANT_SUSPENDED);
      if (row.revoked) throw forbidden('This enrolment token was revoked');
      if (row.expired) throw forbidden('This enrolment token has expired');
      return { tenantId: parsed.tenantId, tokenId: parsed.id, tokenName: row.name };
    },

    async device(token) {
      const parsed = parseSecret('device', token);
      if (!parsed) throw unauthorized(BAD_CREDENTIAL);
      const [row] = await withTenant(database, parsed.tenantId, (tx) =>
        queryRows(
          tx,
          sql`SELECT hostname, credential_hash, revoked_at IS NOT NULL AS revoked, ${ACTIVE}
              FROM devices WHERE tenant_id = ${parsed.tenantId} AND id = ${parsed.id}::uuid`,
          DeviceSecretRow,
        ),
      );
      if (!row || !secretMatches(parsed.secret, row.credential_hash)) throw unauthorized(BAD_CREDENTIAL);
      if (!row.active) throw forbidden(TENANT_SUSPENDED);
      if (row.revoked) throw forbidden('This device was revoked; enrol it again with a new enrolment token');
      return { tenantId: parsed.tenantId, deviceId: parsed.id, hostname: row.hostname };
    },
  };
}
