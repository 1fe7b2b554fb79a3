import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { loadOrCreateSigningKeys } from '../identity/keys';
import type { SigningKeys } from '../identity/keys';
import { createTokenIssuer } from '../identity/token-issuer';
import type { DirectoryUser } from '../identity/user-directory';
import { setWallClock } from '../testing/wall-clock';
import { forgeTokens } from './forge-tokens';
import type { ForgedTokens } from './forge-tokens';
import {
  createSessionVerifier,
  InvalidSessionError,
  isPlatformAdmin,
  KeySetUnavailableError,
  tenantClaim,
  VERIFIED_SESSION_TTL_MS,
} from './session-verifier';
import type { InvalidSessionReason, SessionVerifier } from './session-verifier';

const projectId = 'P2LocalConsole000000000000000';
const issuer = `http://127.0.0.1/${projectId}`;
const user: DirectoryUser = {
  userId: 'U-acme-admin',
  loginId: 'admin@acme.example',
  email: 'admin@acme.example',
  name: 'Acme Admin',
  passwordHash: 'unused',
  tenants: [{ tenantId: 'T-acme', tenantName: 'Acme Corp', roleNames: ['Tenant Admin'] }],
};

async function refusal(promise: Promise<unknown>): Promise<InvalidSessionReason> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InvalidSessionError);
  return (error as InvalidSessionError).reason;
}

describe('session verifier', () => {
  let keys: SigningKeys;
  let verifier: SessionVerifier;
  let forged: ForgedTokens;

  beforeAll(async () => {
    keys = await loadOrCreateSigningKeys();
    verifier = createSessionVerifier({ projectId, issuer, jwks: keys.jwks });
    forged = await forgeTokens(keys, {
      issuer,
      sub: user.userId,
      tenants: { 'T-acme': { roles: [], permissions: [] } },
    });
  });

  it('accepts a session the local provider issued and lifts its claims', async () => {
    const { sessionJwt } = await createTokenIssuer({ keys, issuer, projectId }).issue(user, {
      selectedTenant: 'T-acme',
    });
    const claims = await verifier.verify(sessionJwt);
    expect(claims).toMatchObject({ sub: 'U-acme-admin', iss: issuer, dct: 'T-acme', amr: ['pwd'] });
    expect(tenantClaim(claims, 'T-acme')).toEqual({ roles: ['Tenant Admin'], permissions: [] });
    expect(tenantClaim(claims, 'T-globex')).toBeUndefined();
    // Inherited names never pass for a tenant.
    expect(tenantClaim(claims, 'constructor')).toBeUndefined();
    expect(claims.tenants['constructor' as string]).toBeUndefined();
    expect(claims.tenants['__proto__' as string]).toBeUndefined();
    expect(isPlatformAdmin(claims)).toBe(false);
    const root = await createTokenIssuer({ keys, issuer, projectId }).issue({
      ...user,
      tenants: [{ tenantId: 'T-platform', tenantName: 'Platform', roleNames: ['Product Admin'] }],
    });
    expect(isPlatformAdmin(await verifier.verify(root.sessionJwt))).toBe(true);
  });

  it.each<[keyof ForgedTokens, InvalidSessionReason]>([
    ['algNone', 'algorithm'],
    ['hs256WithPublicKey', 'algorithm'],
    ['unknownKid', 'unknown-key'],
    ['expired', 'expired'],
    ['tampered', 'signature'],
    ['oversized', 'oversized'],
    ['refreshAsSession', 'token-type'],
    ['wrongIssuer', 'issuer'],
  ])('refuses the %s token (%s)', async (name, reason) => {
    await expect(refusal(verifier.verify(forged[name]))).resolves.toBe(reason);
  });

  it('refuses a real refresh token as a bearer session token', async () => {
    const { refreshJwt } = await createTokenIssuer({ keys, issuer, projectId }).issue(user);
    await expect(refusal(verifier.verify(refreshJwt))).resolves.toBe('token-type');
  });

  it('refuses missing, malformed and kid-less tokens', async () => {
    await expect(refusal(verifier.verify(undefined))).resolves.toBe('missing');
    await expect(refusal(verifier.verify(''))).resolves.toBe('missing');
    await expect(refusal(verifier.verify('not.a.jwt!'))).resolves.toBe('malformed');
    await expect(refusal(verifier.verify('a.b.c'))).resolves.toBe('malformed');
    const kidless = await new SignJWT({ drn: 'DS', sub: 'u', iss: issuer, exp: Math.floor(Date.now() / 1000) + 60 })
      .setProtectedHeader({ alg: 'RS256' })
      .sign(keys.privateKey);
    await expect(refusal(verifier.verify(kidless))).resolves.toBe('unknown-key');
  });

  it('refuses tokens missing exp, or with a tenants claim of the wrong shape', async () => {
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT({ drn: 'DS', sub: 'u', iss: issuer, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: keys.kid })
        .sign(keys.privateKey);
    const exp = Math.floor(Date.now() / 1000) + 60;
    await expect(refusal(verifier.verify(await sign({})))).resolves.toBe('claims');
    await expect(refusal(verifier.verify(await sign({ exp, tenants: ['T-acme'] })))).resolves.toBe('claims');
    await expect(
      refusal(verifier.verify(await sign({ exp, tenants: { 'T-acme': { roles: 'admin' } } }))),
    ).resolves.toBe('claims');
  });

  it('expires a 2-second session once it is past exp (no clock tolerance)', async () => {
    const strict = createSessionVerifier({ projectId, issuer, jwks: keys.jwks, clockToleranceSeconds: 0 });
    const { sessionJwt, sessionExpiration } = await createTokenIssuer({
      keys,
      issuer,
      projectId,
      sessionTtlSeconds: 2,
    }).issue(user);
    await expect(strict.verify(sessionJwt)).resolves.toMatchObject({ exp: sessionExpiration });
    setWallClock((sessionExpiration + 1) * 1000);
    try {
      await expect(refusal(strict.verify(sessionJwt))).resolves.toBe('expired');
    } finally {
      jest.useRealTimers();
    }
  });

  it("reuses a verified token's claims for its exact text only, for at most a minute", async () => {
    const remembering = createSessionVerifier({ projectId, issuer, jwks: keys.jwks });
    const { sessionJwt } = await createTokenIssuer({ keys, issuer, projectId }).issue(user);
    const first = await remembering.verify(sessionJwt);
    expect(await remembering.verify(sessionJwt)).toBe(first);
    // One character of the signature changed: checked, and refused, although the rest is the remembered token.
    const last = sessionJwt.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${sessionJwt.slice(0, -2)}${last}${sessionJwt.at(-1)}`;
    await expect(refusal(remembering.verify(tampered))).resolves.toBe('signature');
    setWallClock(Date.now() + VERIFIED_SESSION_TTL_MS + 1000);
    try {
      const again = await remembering.verify(sessionJwt);
      expect(again).not.toBe(first);
      expect(again).toEqual(first);
    } finally {
      jest.useRealTimers();
    }
  });

  it('fetches a remote JWKS (production mode) and reports an unreachable one as unavailable, not invalid', async () => {
    const server = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(keys.jwks));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const remote = createSessionVerifier({
        projectId,
        issuer,
        jwks: `http://127.0.0.1:${port}/v2/keys/${projectId}`,
      });
      const { sessionJwt } = await createTokenIssuer({ keys, issuer, projectId }).issue(user);
      await expect(remote.verify(sessionJwt)).resolves.toMatchObject({ sub: user.userId });
      await expect(refusal(remote.verify(forged.unknownKid))).resolves.toBe('unknown-key');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const unreachable = createSessionVerifier({
      projectId,
      issuer,
      jwks: `http://127.0.0.1:${port}/v2/keys/${projectId}`,
    });
    const { sessionJwt } = await createTokenIssuer({ keys, issuer, projectId }).issue(user);
    await expect(unreachable.verify(sessionJwt)).rejects.toBeInstanceOf(KeySetUnavailableError);
  });

  it('defaults to Descope issuers for the project', async () => {
    const descopeIssuer = `https://api.descope.com/${projectId}`;
    const production = createSessionVerifier({ projectId, jwks: keys.jwks });
    const ok = await createTokenIssuer({ keys, issuer: descopeIssuer, projectId }).issue(user);
    await expect(production.verify(ok.sessionJwt)).resolves.toMatchObject({ iss: descopeIssuer });
    const local = await createTokenIssuer({ keys, issuer, projectId }).issue(user);
    await expect(refusal(production.verify(local.sessionJwt))).resolves.toBe('issuer');
  });
});
