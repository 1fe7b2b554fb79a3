import { sql } from 'drizzle-orm';
import { AUDIT_PAGE_AREAS } from 'shared-contracts';
import type { CreatedEnrolmentToken, Device, EnrolmentToken } from 'shared-contracts';
import { DeviceSchema, EnrolmentTokenSchema } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../lib/audit/record-audit';
import { notFound } from '../../lib/http/problem';
import { DEVICE_PROJECTION } from '../devices/device-listing';
import { issueSecret } from './credentials';

const PAGE = AUDIT_PAGE_AREAS.Endpoints;
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const TOKEN_COLUMNS = sql.raw(`t.id::text AS id, t.name, ${iso('t.created')} AS created,
  coalesce((SELECT coalesce(nullif(u.name, ''), u.email) FROM users u WHERE u.id = t.created_by), t.created_by) AS "createdBy",
  ${iso('t.expires_at')} AS "expiresAt", ${iso('t.revoked_at')} AS "revokedAt", ${iso('t.last_used_at')} AS "lastUsedAt",
  t.enrolments`);

/** The tenant's enrolment tokens, newest first (never their secrets). */
export function listEnrolmentTokens(tx: Tx, tenantId: string): Promise<EnrolmentToken[]> {
  return queryRows(
    tx,
    sql`SELECT ${TOKEN_COLUMNS} FROM enrolment_tokens t WHERE t.tenant_id = ${tenantId} ORDER BY t.created DESC, t.id`,
    EnrolmentTokenSchema,
  );
}

/** Creates an enrolment token (audited); the answer holds its secret, which is never readable again. */
export async function createEnrolmentToken(
  tx: Tx,
  tenantId: string,
  actorId: string,
  body: { name: string; expiresInDays?: number | undefined },
): Promise<CreatedEnrolmentToken> {
  const issued = issueSecret('enrol', tenantId);
  const days = body.expiresInDays ?? 30;
  await tx.execute(sql`INSERT INTO enrolment_tokens (tenant_id, id, name, secret_hash, created_by, expires_at)
    VALUES (${tenantId}, ${issued.id}::uuid, ${body.name}, ${issued.hash}, ${actorId},
      now() + ${`${days} days`}::interval)`);
  const [token] = await queryRows(
    tx,
    sql`SELECT ${TOKEN_COLUMNS} FROM enrolment_tokens t WHERE t.tenant_id = ${tenantId} AND t.id = ${issued.id}::uuid`,
    EnrolmentTokenSchema,
  );
  if (!token) throw new Error('enrolment token not written');
  await recordAudit(tx, tenantId, {
    actorId,
    page: PAGE,
    action: 'Create enrolment token',
    outcome: 'Success',
    objectId: token.id,
    objectCreated: token.created,
    description: `Enrolment token "${token.name}" created, valid for ${days} days`,
  });
  return { enrolmentToken: token, secret: issued.token };
}

/** Revokes an enrolment token (audited): enrolment with it is refused from then on; enrolled devices stay. */
export async function revokeEnrolmentToken(
  tx: Tx,
  tenantId: string,
  actorId: string,
  id: string,
): Promise<EnrolmentToken> {
  const [token] = await queryRows(
    tx,
    sql`WITH revoked AS (
          UPDATE enrolment_tokens SET revoked_at = coalesce(revoked_at, now())
          WHERE tenant_id = ${tenantId} AND id = ${id}::uuid RETURNING *
        )
        SELECT ${TOKEN_COLUMNS} FROM revoked t`,
    EnrolmentTokenSchema,
  );
  if (!token) throw notFound('The enrolment token');
  await recordAudit(tx, tenantId, {
    actorId,
    page: PAGE,
    action: 'Revoke enrolment token',
    outcome: 'Success',
    objectId: token.id,
    objectCreated: token.created,
    description: `Enrolment token "${token.name}" revoked`,
  });
  return token;
}

/** Revokes a device (audited): the agents API refuses its credential from its next call on. */
export async function revokeDevice(tx: Tx, tenantId: string, actorId: string, id: string): Promise<Device> {
  const [device] = await queryRows(
    tx,
    sql`UPDATE devices SET revoked_at = coalesce(revoked_at, now()) WHERE tenant_id = ${tenantId} AND id = ${id}::uuid
        RETURNING ${sql.raw(DEVICE_PROJECTION.sql)}`,
    DeviceSchema,
  );
  if (!device) throw notFound('The device');
  await recordAudit(tx, tenantId, {
    actorId,
    page: PAGE,
    action: 'Revoke device',
    outcome: 'Success',
    objectId: device.id,
    objectCreated: device.created,
    description: `${device.hostname} revoked: its agent's credential is refused from now on`,
  });
  return device;
}
