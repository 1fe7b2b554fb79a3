import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, SignJWT } from 'jose';
import type { JWTPayload } from 'jose';
import { InvalidSessionError, verifyDescopeJwt } from '../auth/jwt-checks';
import { permissionsFor, toDescopeUser } from './descope-user';
import type { DescopeUser, RolePermissions } from './descope-user';
import type { SigningKeys } from './keys';
import { createInMemoryRefreshTokenStore } from './refresh-token-store';
import type { RefreshTokenStore } from './refresh-token-store';
import type { DirectoryUser } from './user-directory';

export const DEFAULT_SESSION_TTL_SECONDS = 10 * 60;
export const DEFAULT_REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TokenIssuerOptions {
  keys: SigningKeys;
  issuer: string;
  projectId: string;
  sessionTtlSeconds?: number;
  refreshTtlSeconds?: number;
  refreshStore?: RefreshTokenStore;
  rolePermissions?: RolePermissions;
  /** Clock in unix seconds (tests). */
  now?: () => number;
}

export interface IssueOptions {
  /** Becomes the `dct` claim; must be one of the user's tenants. */
  selectedTenant?: string;
  /** Authentication methods (`amr`), e.g. `['pwd']` or `['sso']`. */
  amr?: string[];
}

/** Descope's JWT response, as every sign-in, refresh and tenant selection answers. */
export interface JwtResponse {
  sessionJwt: string;
  refreshJwt: string;
  sessionExpiration: number;
  cookieExpiration: number;
  cookieMaxAge: number;
  cookiePath: string;
  cookieDomain: string;
  user: DescopeUser;
  firstSeen: boolean;
  claims: JWTPayload;
}

/** A verified, unrevoked refresh token. */
export interface RefreshSession {
  token: string;
  jti: string;
  userId: string;
  exp: number;
  dct?: string;
  amr: string[];
}

export interface TokenIssuer {
  /** Signs a new refresh token (recorded in the store) and a session token. */
  issue(user: DirectoryUser, options?: IssueOptions): Promise<JwtResponse>;
  /** A new session token under an existing refresh token (which is returned unchanged). */
  reissue(user: DirectoryUser, refresh: RefreshSession): Promise<JwtResponse>;
  /** Verifies a refresh token: signature, issuer, `exp`, `drn: DSR`, and that the store still holds it. */
  verifyRefresh(token: unknown): Promise<RefreshSession>;
  /** The user as Descope's `/v1/auth/me` shows it. */
  describe(user: DirectoryUser): DescopeUser;
  readonly refreshStore: RefreshTokenStore;
}

function tenantsClaim(user: DirectoryUser, rolePermissions: RolePermissions): Record<string, TenantRoles> {
  const claim: Record<string, TenantRoles> = {};
  for (const tenant of user.tenants) {
    claim[tenant.tenantId] = {
      roles: [...tenant.roleNames],
      permissions: permissionsFor(tenant.roleNames, rolePermissions),
    };
  }
  return claim;
}

interface TenantRoles {
  roles: string[];
  permissions: string[];
}

/** Issues and checks Descope-shaped RS256 session (`drn: DS`) and refresh (`drn: DSR`) tokens. */
export function createTokenIssuer(options: TokenIssuerOptions): TokenIssuer {
  const { keys, issuer } = options;
  const sessionTtl = options.sessionTtlSeconds ?? DEFAULT_SESSION_TTL_SECONDS;
  const refreshTtl = options.refreshTtlSeconds ?? DEFAULT_REFRESH_TTL_SECONDS;
  const refreshStore = options.refreshStore ?? createInMemoryRefreshTokenStore();
  const rolePermissions = options.rolePermissions ?? {};
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const getKey = createLocalJWKSet(keys.jwks);
  if (!(sessionTtl > 0 && refreshTtl >= sessionTtl))
    throw new Error('token issuer: need 0 < session TTL <= refresh TTL');

  const sign = (claims: JWTPayload, subject: string, issuedAt: number, expiresAt: number): Promise<string> =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: keys.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(subject)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(keys.privateKey);

  const respond = async (user: DirectoryUser, refresh: RefreshSession, issuedAt: number): Promise<JwtResponse> => {
    // A session never outlives its refresh token (Descope caps it the same way).
    const sessionExp = Math.min(issuedAt + sessionTtl, refresh.exp);
    const claims: JWTPayload = {
      // Unique per issue, so a refresh within the same second still yields a new token.
      jti: randomUUID(),
      drn: 'DS',
      amr: refresh.amr,
      tenants: tenantsClaim(user, rolePermissions),
      ...(refresh.dct !== undefined && { dct: refresh.dct }),
      rexp: new Date(refresh.exp * 1000).toISOString(),
    };
    const sessionJwt = await sign(claims, user.userId, issuedAt, sessionExp);
    return {
      sessionJwt,
      refreshJwt: refresh.token,
      sessionExpiration: sessionExp,
      cookieExpiration: refresh.exp,
      cookieMaxAge: Math.max(0, refresh.exp - issuedAt),
      cookiePath: '/',
      cookieDomain: '',
      user: toDescopeUser(user, rolePermissions),
      firstSeen: false,
      claims: { ...claims, iss: issuer, sub: user.userId, iat: issuedAt, exp: sessionExp },
    };
  };

  return {
    refreshStore,
    describe: (user) => toDescopeUser(user, rolePermissions),
    async issue(user, issueOptions = {}) {
      const { selectedTenant, amr = ['pwd'] } = issueOptions;
      if (selectedTenant !== undefined && !user.tenants.some((tenant) => tenant.tenantId === selectedTenant)) {
        throw new Error('token issuer: the selected tenant is not one of the user’s tenants');
      }
      const issuedAt = now();
      const exp = issuedAt + refreshTtl;
      const jti = randomUUID();
      const refreshClaims: JWTPayload = {
        drn: 'DSR',
        jti,
        amr,
        ...(selectedTenant !== undefined && { dct: selectedTenant }),
      };
      const token = await sign(refreshClaims, user.userId, issuedAt, exp);
      await refreshStore.add(jti, user.userId, exp);
      const refresh: RefreshSession = {
        token,
        jti,
        userId: user.userId,
        exp,
        amr,
        ...(selectedTenant !== undefined && { dct: selectedTenant }),
      };
      return respond(user, refresh, issuedAt);
    },
    async reissue(user, refresh) {
      if (refresh.userId !== user.userId) throw new InvalidSessionError('claims');
      // A tenant the user has since lost is dropped rather than kept as the selected tenant.
      const stillMember = refresh.dct === undefined || user.tenants.some((tenant) => tenant.tenantId === refresh.dct);
      return respond(user, stillMember ? refresh : { ...refresh, dct: undefined }, now());
    },
    async verifyRefresh(token) {
      const payload = await verifyDescopeJwt(token, {
        getKey,
        issuers: [issuer],
        expectedType: 'DSR',
        clockToleranceSeconds: 0,
      });
      const { jti, sub, exp, dct, amr } = payload;
      if (typeof jti !== 'string' || typeof sub !== 'string' || typeof exp !== 'number')
        throw new InvalidSessionError('claims');
      if (!(await refreshStore.isActive(jti))) throw new InvalidSessionError('revoked');
      return {
        token: token as string,
        jti,
        userId: sub,
        exp,
        amr: Array.isArray(amr) ? amr.filter((item): item is string => typeof item === 'string') : [],
        ...(typeof dct === 'string' && { dct }),
      };
    },
  };
}
