import { createLocalJWKSet, createRemoteJWKSet } from 'jose';
import type { JSONWebKeySet, JWTPayload, JWTVerifyGetKey } from 'jose';
import { InvalidSessionError, verifyDescopeJwt } from './jwt-checks';

export { InvalidSessionError, KeySetUnavailableError } from './jwt-checks';
export type { InvalidSessionReason } from './jwt-checks';

/** Descope's public API, used in production for keys and as the issuer prefix. */
export const DESCOPE_API_URL = 'https://api.descope.com';

/** Roles and permissions a session holds in one tenant. */
export interface TenantClaim {
  roles: string[];
  permissions: string[];
}

/** What the API learns from a verified session token. */
export interface SessionClaims {
  /** The user id. */
  sub: string;
  iss: string;
  /** Expiry, unix seconds. */
  exp: number;
  iat?: number;
  /**
   * Tenant id -> roles and permissions. A prototype-less object: `tenants['constructor']` is undefined, so a
   * Tenant-Id header can never match an inherited property. Prefer {@link tenantClaim}.
   */
  tenants: Record<string, TenantClaim>;
  /** The selected tenant (`dct`), when the user picked one. */
  dct?: string;
  /** Project-level roles and permissions (outside any tenant). */
  roles: string[];
  permissions: string[];
  amr: string[];
  /** Every claim as signed, for anything not lifted above. */
  payload: JWTPayload;
}

export interface SessionVerifierOptions {
  projectId: string;
  /** Accepted `iss` values; default Descope's forms: `https://api.descope.com/<projectId>` and `<projectId>`. */
  issuer?: string | readonly string[];
  /** A key set (the local identity provider's) or a JWKS URL; default Descope's `/v2/keys/<projectId>`. */
  jwks?: JSONWebKeySet | string | URL;
  /** Allowed clock skew on `exp`/`nbf`, seconds (default 5). */
  clockToleranceSeconds?: number;
}

export interface SessionVerifier {
  /** Resolves the claims of a valid session token; rejects with InvalidSessionError (401) or KeySetUnavailableError (503). */
  verify(token: unknown): Promise<SessionClaims>;
}

/** Descope's issuer forms for a project. */
export function descopeIssuers(projectId: string): string[] {
  return [`${DESCOPE_API_URL}/${projectId}`, projectId];
}

/** The tenant's claim when the session holds that tenant, else undefined (own properties only). */
export function tenantClaim(claims: Pick<SessionClaims, 'tenants'>, tenantId: string): TenantClaim | undefined {
  return Object.hasOwn(claims.tenants, tenantId) ? claims.tenants[tenantId] : undefined;
}

function stringArray(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw new InvalidSessionError('claims');
  return [...value];
}

function parseTenants(value: unknown): Record<string, TenantClaim> {
  const tenants = Object.create(null) as Record<string, TenantClaim>;
  if (value === undefined) return tenants;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InvalidSessionError('claims');
  for (const [tenantId, claim] of Object.entries(value)) {
    if (typeof claim !== 'object' || claim === null) throw new InvalidSessionError('claims');
    const { roles, permissions } = claim as Record<string, unknown>;
    tenants[tenantId] = { roles: stringArray(roles), permissions: stringArray(permissions) };
  }
  return tenants;
}

/** The platform-admin role: held on any tenant, it grants every tenant (SPEC §6). */
export const PLATFORM_ADMIN_ROLE = 'Product Admin';

/** True when the session holds the platform-admin role on any tenant. */
export function isPlatformAdmin(claims: Pick<SessionClaims, 'tenants'>): boolean {
  return Object.values(claims.tenants).some((tenant) => tenant.roles.includes(PLATFORM_ADMIN_ROLE));
}

/** Lifts the claims the API relies on out of a verified payload, refusing malformed shapes. */
export function toSessionClaims(payload: JWTPayload): SessionClaims {
  const { sub, iss, exp, iat, dct } = payload;
  if (typeof sub !== 'string' || typeof iss !== 'string' || typeof exp !== 'number') {
    throw new InvalidSessionError('claims');
  }
  if (dct !== undefined && typeof dct !== 'string') throw new InvalidSessionError('claims');
  return {
    sub,
    iss,
    exp,
    ...(typeof iat === 'number' && { iat }),
    tenants: parseTenants(payload.tenants),
    ...(dct !== undefined && { dct }),
    roles: stringArray(payload.roles),
    permissions: stringArray(payload.permissions),
    amr: stringArray(payload.amr),
    payload,
  };
}

function keySource(projectId: string, jwks: SessionVerifierOptions['jwks']): JWTVerifyGetKey {
  if (jwks === undefined) return createRemoteJWKSet(new URL(`${DESCOPE_API_URL}/v2/keys/${projectId}`));
  if (typeof jwks === 'string' || jwks instanceof URL) {
    return createRemoteJWKSet(new URL(jwks), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 600_000 });
  }
  return createLocalJWKSet(jwks);
}

/** How long a verified session token's claims are reused without checking its signature again (never past `exp`). */
export const VERIFIED_SESSION_TTL_MS = 60_000;
/** Verified session tokens remembered at most (the oldest is forgotten first). */
export const VERIFIED_SESSION_CACHE_SIZE = 10_000;

/**
 * Verifies bearer session tokens: RS256 from the key set, `exp`, issuer, `drn: DS` (refresh tokens refused).
 *
 * A token that verified is remembered, by its exact text, for VERIFIED_SESSION_TTL_MS or until it expires, whichever
 * comes first: a grid's every call carries the same token, and its signature check was about 5% of a list call's CPU.
 * Only the very bytes that verified match; session tokens are never revoked before they expire (refresh tokens are,
 * and they are never accepted here), so the answer is the same one the check would give.
 */
export function createSessionVerifier(options: SessionVerifierOptions): SessionVerifier {
  const getKey = keySource(options.projectId, options.jwks);
  const issuers =
    options.issuer === undefined ? descopeIssuers(options.projectId) : ([] as string[]).concat(options.issuer);
  const clockToleranceSeconds = options.clockToleranceSeconds ?? 5;
  const verified = new Map<string, { claims: SessionClaims; until: number }>();
  return {
    async verify(token) {
      if (typeof token === 'string') {
        const known = verified.get(token);
        if (known && Date.now() < known.until) return known.claims;
        if (known) verified.delete(token);
      }
      const payload = await verifyDescopeJwt(token, { getKey, issuers, expectedType: 'DS', clockToleranceSeconds });
      const claims = toSessionClaims(payload);
      if (typeof token === 'string') {
        if (verified.size >= VERIFIED_SESSION_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, until: Math.min(Date.now() + VERIFIED_SESSION_TTL_MS, claims.exp * 1000) });
      }
      return claims;
    },
  };
}
