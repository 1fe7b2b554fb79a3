import type { FastifyRequest } from 'fastify';
import type { AttemptLimiter } from './attempt-limiter';
import { parseSdkBearer } from './bearer';
import { IdpError } from './descope-errors';
import { TENANT_SUSPENDED } from '../lib/http/problem';
import type { PasskeyStore, PasskeyTransactions } from './passkey-store';
import { verifyPassword } from './password';
import type { SsoState } from './sso-state';
import type { RefreshSession, TokenIssuer } from './token-issuer';
import type { DirectoryUser, UserDirectory } from './user-directory';

/** What the identity routes share. */
export interface IdpContext {
  projectId: string;
  publicBaseUrl: string;
  allowedRedirectOrigins: readonly string[];
  directory: UserDirectory;
  issuer: TokenIssuer;
  limiter: AttemptLimiter;
  sso: SsoState;
  passkeys: PasskeyStore;
  passkeyTransactions: PasskeyTransactions;
  /** A scrypt hash of a random secret: checked when the login id is unknown so timing does not reveal which ids exist. */
  decoyHash: string;
}

/** Checks the project id of the SDK's bearer header and returns the refresh token it carries, if any. */
export function refreshTokenOf(context: IdpContext, request: FastifyRequest): string | undefined {
  return parseSdkBearer(request.headers.authorization, context.projectId).token;
}

/** Verifies the caller's refresh token and loads its user; 401 when either is gone. */
export async function requireRefreshSession(
  context: IdpContext,
  request: FastifyRequest,
): Promise<{ refresh: RefreshSession; user: DirectoryUser }> {
  const token = refreshTokenOf(context, request);
  if (!token) throw new IdpError('unauthorized');
  let refresh: RefreshSession;
  try {
    refresh = await context.issuer.verifyRefresh(token);
  } catch (error) {
    request.log.info({ reason: (error as { reason?: string }).reason }, 'refresh token refused');
    throw new IdpError('unauthorized');
  }
  const user = await context.directory.findById(refresh.userId);
  if (!user || user.disabled) {
    await context.issuer.refreshStore.revoke(refresh.jti);
    throw new IdpError('unauthorized');
  }
  return { refresh, user };
}

/** Password check behind the attempt limiter; the same 401 whether the id or the password is wrong. */
export async function authenticate(
  context: IdpContext,
  loginId: string,
  password: string,
  ip: string,
): Promise<DirectoryUser> {
  const blocked = context.limiter.blockedFor(loginId, ip);
  if (blocked !== undefined) {
    throw new IdpError('tooManyRequests', `Too many failed sign-in attempts; retry in ${blocked} seconds`, blocked);
  }
  // Counted before the first await, so attempts sent in parallel cannot all pass the check above; success clears it.
  context.limiter.recordFailure(loginId, ip);
  const user = await context.directory.findByLoginId(loginId);
  // A user without a password is checked against the decoy too, so timing never tells which login ids exist.
  const valid = await verifyPassword(password, user?.passwordHash || context.decoyHash);
  if (!user || !valid) throw new IdpError('badCredentials');
  context.limiter.recordSuccess(loginId, ip);
  // Said only to whoever knows the password: a disabled account is not a wrong password.
  refuseInactive(user);
  return user;
}

/** Refuses a user who may not sign in: disabled everywhere, or a member of suspended tenants only. */
export function refuseInactive(user: DirectoryUser): void {
  if (user.disabled) throw new IdpError('userDisabled', 'This account is disabled; ask a Tenant Admin to enable it');
  if (user.suspended) throw new IdpError('tenantSuspended', TENANT_SUSPENDED);
}
