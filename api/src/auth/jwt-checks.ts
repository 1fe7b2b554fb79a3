import { decodeProtectedHeader, jwtVerify } from 'jose';
import type { JWTPayload, JWTVerifyGetKey } from 'jose';

/** Tokens longer than this are refused before any parsing. */
export const MAX_TOKEN_BYTES = 8 * 1024;

/** Descope's token types, carried in the `drn` claim: session (`DS`) and refresh (`DSR`). */
export type DescopeTokenType = 'DS' | 'DSR';

/** Why a token was refused (logged, never shown to the caller beyond a generic 401). */
export type InvalidSessionReason =
  | 'missing'
  | 'oversized'
  | 'malformed'
  | 'algorithm'
  | 'unknown-key'
  | 'signature'
  | 'expired'
  | 'issuer'
  | 'token-type'
  | 'claims'
  | 'revoked';

/** The token is not a valid session: answer 401. */
export class InvalidSessionError extends Error {
  override readonly name = 'InvalidSessionError';
  constructor(
    readonly reason: InvalidSessionReason,
    message = `invalid session token (${reason})`,
  ) {
    super(message);
  }
}

/** The key set could not be fetched (identity provider unreachable): answer 503, not 401, so users are not signed out. */
export class KeySetUnavailableError extends Error {
  override readonly name = 'KeySetUnavailableError';
}

export interface VerifyJwtOptions {
  getKey: JWTVerifyGetKey;
  issuers: readonly string[];
  expectedType: DescopeTokenType;
  clockToleranceSeconds: number;
}

// The signature may be empty here so that `alg: none` is reported as the algorithm refusal it is.
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

const JOSE_REASONS: Record<string, InvalidSessionReason> = {
  ERR_JWT_EXPIRED: 'expired',
  ERR_JWS_SIGNATURE_VERIFICATION_FAILED: 'signature',
  ERR_JOSE_ALG_NOT_ALLOWED: 'algorithm',
  ERR_JOSE_NOT_SUPPORTED: 'algorithm',
  ERR_JWKS_NO_MATCHING_KEY: 'unknown-key',
  ERR_JWKS_MULTIPLE_MATCHING_KEYS: 'unknown-key',
  ERR_JWS_INVALID: 'malformed',
  ERR_JWT_INVALID: 'malformed',
};

function toSessionError(error: unknown): Error {
  if (error instanceof InvalidSessionError || error instanceof KeySetUnavailableError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'ERR_JWKS_TIMEOUT' || code === 'ERR_JWKS_INVALID') return new KeySetUnavailableError(String(code));
  if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED') {
    const claim = (error as { claim?: unknown }).claim;
    return new InvalidSessionError(claim === 'iss' ? 'issuer' : 'claims');
  }
  if (typeof code === 'string' && code in JOSE_REASONS)
    return new InvalidSessionError(JOSE_REASONS[code] ?? 'malformed');
  // A remote key set that cannot be reached, answers non-200 or non-JSON fails with a fetch error or a generic one.
  const name = (error as { name?: unknown }).name;
  const message = String((error as { message?: unknown }).message);
  if (
    name === 'TypeError' ||
    name === 'AbortError' ||
    (code === 'ERR_JOSE_GENERIC' && message.includes('JSON Web Key Set'))
  ) {
    return new KeySetUnavailableError('key set unreachable');
  }
  return new InvalidSessionError('malformed');
}

/** Verifies a Descope-shaped RS256 JWT: size, shape, `kid`, signature from the key set, `exp`, issuer and `drn`. */
export async function verifyDescopeJwt(token: unknown, options: VerifyJwtOptions): Promise<JWTPayload> {
  if (typeof token !== 'string' || token.length === 0) throw new InvalidSessionError('missing');
  if (Buffer.byteLength(token, 'utf8') > MAX_TOKEN_BYTES) throw new InvalidSessionError('oversized');
  if (!JWT_SHAPE.test(token)) throw new InvalidSessionError('malformed');
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw new InvalidSessionError('malformed');
  }
  if (header.alg !== 'RS256') throw new InvalidSessionError('algorithm');
  if (typeof header.kid !== 'string' || header.kid.length === 0) throw new InvalidSessionError('unknown-key');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, options.getKey, {
      algorithms: ['RS256'],
      issuer: [...options.issuers],
      requiredClaims: ['sub', 'exp', 'iss'],
      clockTolerance: options.clockToleranceSeconds,
    }));
  } catch (error) {
    throw toSessionError(error);
  }
  if (payload.drn !== options.expectedType) throw new InvalidSessionError('token-type');
  if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw new InvalidSessionError('claims');
  return payload;
}
