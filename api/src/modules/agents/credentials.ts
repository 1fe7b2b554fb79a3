import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * Secrets of the agents API. An enrolment token and a device credential are both
 * `<kind>_<tenant, base64url>.<id>.<secret>`: the tenant lets the API look the id up inside that tenant's
 * row-level-security scope (no cross-tenant lookup exists), and only sha256 of the 256-bit secret is stored.
 */
export type SecretKind = 'enrol' | 'device';

const PREFIX: Readonly<Record<SecretKind, string>> = { enrol: 'cet', device: 'cdc' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;
const TENANT = /^[A-Za-z0-9._-]{1,100}$/;

/** A parsed secret: whose it is and what to compare. */
export interface ParsedSecret {
  tenantId: string;
  id: string;
  secret: string;
}

/** A new secret of `kind` for an object of `tenantId`: the string to hand out once, and the hash to keep. */
export function issueSecret(kind: SecretKind, tenantId: string, id: string = randomUUID()) {
  const secret = randomBytes(32).toString('base64url');
  const token = `${PREFIX[kind]}_${Buffer.from(tenantId).toString('base64url')}.${id}.${secret}`;
  return { id, token, hash: hashSecret(secret) };
}

/** sha256 (hex) of a secret: what the database keeps. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The parts of a secret of `kind`, or null when it is not one (a session JWT, garbage, another kind). */
export function parseSecret(kind: SecretKind, token: string): ParsedSecret | null {
  const prefix = `${PREFIX[kind]}_`;
  if (!token.startsWith(prefix)) return null;
  const [tenant, id, secret, ...rest] = token.slice(prefix.length).split('.');
  if (rest.length > 0 || !tenant || !id || !secret || !UUID.test(id) || !SECRET.test(secret)) return null;
  const tenantId = Buffer.from(tenant, 'base64url').toString('utf8');
  if (!TENANT.test(tenantId)) return null;
  return { tenantId, id, secret };
}

/** Whether `secret` is the one `storedHash` was made from (constant time). */
export function secretMatches(secret: string, storedHash: string | null): boolean {
  if (storedHash === null) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = createHash('sha256').update(secret).digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
