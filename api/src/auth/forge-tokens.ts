import { createHmac } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
import type { JWTPayload } from 'jose';
import type { SigningKeys } from '../identity/keys';
import { MAX_TOKEN_BYTES } from './jwt-checks';

/** Tokens a verifier must refuse, each otherwise shaped like a good session of `sub` in `tenants`. */
export interface ForgedTokens {
  /** Unsigned, `alg: none`. */
  algNone: string;
  /** HS256 with the RS256 public key (PEM) as the HMAC secret: the classic key-confusion attack. */
  hs256WithPublicKey: string;
  /** Signed by a key that is not in the key set, under a kid the set does not know. */
  unknownKid: string;
  /** Properly signed, expired an hour ago. */
  expired: string;
  /** Properly signed, then its payload rewritten (another tenant granted) with the old signature kept. */
  tampered: string;
  /** Properly signed but larger than MAX_TOKEN_BYTES. */
  oversized: string;
  /** Properly signed refresh token (`drn: DSR`) used as a bearer session token. */
  refreshAsSession: string;
  /** Properly signed session from another issuer. */
  wrongIssuer: string;
}

export interface ForgeOptions {
  issuer: string;
  sub?: string;
  tenants?: Record<string, { roles: string[]; permissions: string[] }>;
  /** The tenant the tampered token grants itself. */
  tamperTenantId?: string;
}

const b64url = (value: object | string): string =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Forges bad tokens against `keys` so tests (the verifier's and the API's access matrix) can prove each is refused. */
export async function forgeTokens(keys: SigningKeys, options: ForgeOptions): Promise<ForgedTokens> {
  const now = Math.floor(Date.now() / 1000);
  const sub = options.sub ?? 'U-forged';
  const payload: JWTPayload = {
    sub,
    iss: options.issuer,
    iat: now,
    exp: now + 600,
    drn: 'DS',
    amr: ['pwd'],
    tenants: options.tenants ?? {},
  };
  const sign = (claims: JWTPayload, key = keys.privateKey, kid = keys.kid): Promise<string> =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);

  const hsHeader = b64url({ alg: 'HS256', kid: keys.kid, typ: 'JWT' });
  const hsBody = b64url(payload);
  const hsSignature = createHmac('sha256', keys.publicKeyPem).update(`${hsHeader}.${hsBody}`).digest('base64url');

  const stranger = await generateKeyPair('RS256');
  const good = await sign(payload);
  const [goodHeader, , goodSignature] = good.split('.');
  const tamperTenantId = options.tamperTenantId ?? 'T-tampered';
  const tamperedBody = b64url({
    ...payload,
    tenants: { ...(options.tenants ?? {}), [tamperTenantId]: { roles: ['Tenant Admin'], permissions: [] } },
  });

  return {
    algNone: `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`,
    hs256WithPublicKey: `${hsHeader}.${hsBody}.${hsSignature}`,
    unknownKid: await sign(payload, stranger.privateKey, 'unknown-kid'),
    expired: await sign({ ...payload, iat: now - 7200, exp: now - 3600 }),
    tampered: `${goodHeader}.${tamperedBody}.${goodSignature}`,
    oversized: await sign({ ...payload, pad: 'x'.repeat(MAX_TOKEN_BYTES) }),
    refreshAsSession: await sign({ ...payload, drn: 'DSR', jti: 'forged', exp: now + 86_400 }),
    wrongIssuer: await sign({ ...payload, iss: `${options.issuer}-elsewhere` }),
  };
}
