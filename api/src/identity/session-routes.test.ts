import createSdk from '@descope/core-js-sdk';
import { createSessionVerifier, InvalidSessionError } from '../auth/session-verifier';
import { setWallClock } from '../testing/wall-clock';
import { KIT_PASSWORD, must, startIdentityKit } from './identity-test-kit';
import type { IdentityKit } from './identity-test-kit';

describe('session lifetime and attempt limits through the SDK', () => {
  let kit: IdentityKit;
  beforeAll(async () => {
    kit = await startIdentityKit({
      sessionTtlSeconds: 2,
      attemptLimits: { maxFailuresPerLogin: 3, windowSeconds: 60 },
    });
  });
  afterAll(() => kit.close());
  afterEach(() => jest.useRealTimers());

  it('expires a 2-second session; refreshing gives a new valid one', async () => {
    const sdk = createSdk({ projectId: kit.projectId, baseUrl: kit.baseUrl });
    const verifier = createSessionVerifier({
      projectId: kit.projectId,
      issuer: kit.issuer,
      jwks: kit.keys.jwks,
      clockToleranceSeconds: 0,
    });
    const { data: auth } = await sdk.password.signIn('admin@acme.example', KIT_PASSWORD);
    expect(must(auth).sessionExpiration - must(auth).claims.iat).toBe(2);
    await expect(verifier.verify(must(auth).sessionJwt)).resolves.toMatchObject({ sub: 'U-acme-admin' });
    expect(sdk.isJwtExpired(must(auth).sessionJwt)).toBe(false);

    setWallClock((must(auth).sessionExpiration + 1) * 1000);
    expect(sdk.isJwtExpired(must(auth).sessionJwt)).toBe(true);
    await expect(verifier.verify(must(auth).sessionJwt)).rejects.toMatchObject({ reason: 'expired' });
    await expect(verifier.verify(must(auth).sessionJwt)).rejects.toBeInstanceOf(InvalidSessionError);

    const refreshed = await sdk.refresh(must(auth).refreshJwt);
    expect(refreshed.ok).toBe(true);
    expect(must(refreshed.data).sessionExpiration).toBeGreaterThan(must(auth).sessionExpiration);
    await expect(verifier.verify(must(refreshed.data).sessionJwt)).resolves.toMatchObject({ sub: 'U-acme-admin' });
  });

  it('answers 429 with Retry-After after repeated failures, even for the right password, per login id', async () => {
    const sdk = createSdk({ projectId: kit.projectId, baseUrl: kit.baseUrl });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await sdk.password.signIn('multi@globex.example', 'wrong')).toMatchObject({ ok: false, code: 401 });
    }
    const blocked = await sdk.password.signIn('multi@globex.example', KIT_PASSWORD);
    expect(blocked).toMatchObject({ ok: false, code: 429, error: { errorCode: 'E011429' } });
    expect(blocked.error?.retryAfter).toBeGreaterThan(0);
    expect(Number(blocked.error?.retryAfter)).toBeLessThanOrEqual(60);
    expect(blocked.response?.headers.get('retry-after')).toBe(String(blocked.error?.retryAfter));
    // Another login id from the same address is not blocked by this one's failures.
    expect(await sdk.password.signIn('admin@acme.example', KIT_PASSWORD)).toMatchObject({ ok: true });
  });

  it('counts attempts sent in parallel: no more than the limit reach the password check', async () => {
    const sdk = createSdk({ projectId: kit.projectId, baseUrl: kit.baseUrl });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sdk.password.signIn('nobody@globex.example', 'guess')),
    );
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 401)).toHaveLength(3);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
  });
});
