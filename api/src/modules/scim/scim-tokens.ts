import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AUDIT_PAGE_AREAS } from 'shared-contracts';
import type { ScimToken, ScimTokenCreated } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { ScimTokenSchema } from 'shared-contracts/schemas';
import type { Database, Tx } from '../../db/database';
import { queryRows } from '../../db/database';
import { withTenant } from '../../db/tenant-scope';
import { recordAudit } from '../../lib/audit/record-audit';
import { notFound } from '../../lib/http/problem';

/**
 * Tokens read `scim_<tenant id, base64url>.<32 random bytes, base64url>`: the prefix makes a leaked one recognisable
 * (secret scanners), and the tenant part lets the lookup run inside that tenant's scope (row-level security).
 */
const TOKEN_PREFIX = 'scim_';

/** sha256 (hex) of a token: all the database keeps. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const COLUMNS = sql`t.id::text AS id, t.name, coalesce(u.name, t.created_by) AS "createdBy",
  to_char(t.created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created,
  to_char(t.last_used AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastUsed"`;

const IdRow = Type.Object({ id: Type.String() });
const NameRow = Type.Object({ name: Type.String() });

/** The tenant's SCIM tokens, newest first (never their secrets). */
export function listScimTokens(tx: Tx, tenantId: string): Promise<ScimToken[]> {
  return queryRows(
    tx,
    sql`SELECT ${COLUMNS} FROM scim_tokens t LEFT JOIN users u ON u.id = t.created_by
        WHERE t.tenant_id = ${tenantId} ORDER BY t.created DESC, t.id`,
    ScimTokenSchema,
  );
}

/** A new token: 32 random bytes, shown once; its hash is stored. Audited. */
export async function createScimToken(
  tx: Tx,
  tenantId: string,
  actorId: string,
  name: string,
): Promise<ScimTokenCreated> {
  const tenantPart = Buffer.from(tenantId, 'utf8').toString('base64url');
  const secret = `${TOKEN_PREFIX}${tenantPart}.${randomBytes(32).toString('base64url')}`;
  const [row] = await queryRows(
    tx,
    sql`INSERT INTO scim_tokens (tenant_id, name, token_hash, created_by)
        VALUES (${tenantId}, ${name.trim()}, ${hashToken(secret)}, ${actorId}) RETURNING id::text AS id`,
    IdRow,
  );
  if (!row) throw new Error('token not stored');
  await recordAudit(tx, tenantId, {
    actorId,
    page: AUDIT_PAGE_AREAS.UserManagement,
    action: 'Create SCIM token',
    outcome: 'Success',
    objectId: row.id,
    description: `SCIM token "${name.trim()}" created`,
  });
  const [token] = (await listScimTokens(tx, tenantId)).filter((candidate) => candidate.id === row.id);
  if (!token) throw new Error('token not found');
  return { token, secret };
}

/** Revokes (deletes) a token of the tenant; 404 for another tenant's. Audited. */
export async function revokeScimToken(tx: Tx, tenantId: string, actorId: string, id: string): Promise<void> {
  const [row] = await queryRows(
    tx,
    sql`DELETE FROM scim_tokens WHERE tenant_id = ${tenantId} AND id = ${id}::uuid RETURNING name`,
    NameRow,
  );
  if (!row) throw notFound('The SCIM token');
  await recordAudit(tx, tenantId, {
    actorId,
    page: AUDIT_PAGE_AREAS.UserManagement,
    action: 'Revoke SCIM token',
    outcome: 'Success',
    objectId: id,
    description: `SCIM token "${row.name}" revoked`,
  });
}

/** The tenant and name of a presented token, looked up in the tenant it names (RLS applies); notes its use. */
export async function tenantOfToken(
  database: Database,
  token: string,
): Promise<{ tenantId: string; name: string } | undefined> {
  const match = /^scim_([\w-]{1,200})\.[\w-]{43}$/.exec(token);
  if (!match?.[1]) return undefined;
  const tenantId = Buffer.from(match[1], 'base64url').toString('utf8');
  if (!/^[\w.-]{1,100}$/.test(tenantId)) return undefined;
  return withTenant(database, tenantId, async (tx) => {
    const [row] = await queryRows(
      tx,
      // A suspended tenant's directory is not provisioned: its tokens authenticate nothing until it is resumed.
      sql`UPDATE scim_tokens SET last_used = now() WHERE tenant_id = ${tenantId} AND token_hash = ${hashToken(token)}
          AND EXISTS (SELECT 1 FROM tenants t WHERE t.id = ${tenantId} AND t.status = 'active')
          RETURNING name`,
      NameRow,
    );
    return row && { tenantId, name: row.name };
  });
}
