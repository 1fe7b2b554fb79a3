import createSdk from '@descope/core-js-sdk';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSessionVerifier } from '../auth/session-verifier';
import { createFileRefreshTokenStore } from './file-refresh-token-store';
import { KIT_PASSWORD, must, startIdentityKit } from './identity-test-kit';
import { loadOrCreateSigningKeys } from './keys';
import { localIssuer } from './plugin';

describe('sessions across an API restart (keys and refresh tokens in the data folder)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'identity-restart-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps the session valid and the refresh token usable after a restart', async () => {
    const start = async () =>
      startIdentityKit({
        // A real restart keeps its public URL, hence its issuer; this test's random ports must not change it.
        issuer: localIssuer('http://localhost:8081'),
        keys: await loadOrCreateSigningKeys(dir),
        refreshStore: await createFileRefreshTokenStore(dir),
      });
    const before = await start();
    const sdk = createSdk({ projectId: before.projectId, baseUrl: before.baseUrl });
    const auth = must((await sdk.password.signIn('admin@acme.example', KIT_PASSWORD)).data);
    await before.close();

    const after = await start();
    try {
      const verifier = createSessionVerifier({
        projectId: after.projectId,
        issuer: after.issuer,
        jwks: after.keys.jwks,
      });
      await expect(verifier.verify(auth.sessionJwt)).resolves.toMatchObject({ sub: 'U-acme-admin' });
      const again = createSdk({ projectId: after.projectId, baseUrl: after.baseUrl });
      const refreshed = await again.refresh(auth.refreshJwt);
      expect(refreshed).toMatchObject({ ok: true, data: { user: { userId: 'U-acme-admin' } } });
      expect(after.keys.kid).toBe(before.keys.kid);
    } finally {
      await after.close();
    }
  });
});
