import createSdk from '@descope/core-js-sdk';
import { createSessionVerifier } from '../auth/session-verifier';
import { KIT_PASSWORD, must, startIdentityKit } from './identity-test-kit';
import type { IdentityKit } from './identity-test-kit';

type Sdk = ReturnType<typeof createSdk>;

describe('local identity provider with the real @descope/core-js-sdk as client', () => {
  let kit: IdentityKit;
  let sdk: Sdk;

  beforeAll(async () => {
    kit = await startIdentityKit();
    sdk = createSdk({ projectId: kit.projectId, baseUrl: kit.baseUrl });
  });
  afterAll(() => kit.close());

  it('signs in with a password, answers me, refreshes and logs out; refresh after logout fails', async () => {
    const signIn = await sdk.password.signIn('admin@acme.example', KIT_PASSWORD);
    expect(signIn).toMatchObject({ ok: true, code: 200 });
    const auth = must(signIn.data);
    expect(auth.user).toMatchObject({
      loginIds: ['admin@acme.example'],
      userId: 'U-acme-admin',
      email: 'admin@acme.example',
      verifiedEmail: true,
      userTenants: [{ tenantId: 'T-acme', tenantName: 'Acme Corp', roleNames: ['Tenant Admin'], permissions: [] }],
    });
    expect(auth.sessionExpiration).toBeGreaterThan(Date.now() / 1000 + 590);
    expect(auth.cookieExpiration).toBeGreaterThan(Date.now() / 1000 + 7 * 86_400 - 10);
    expect(auth.claims).toMatchObject({ sub: 'U-acme-admin', drn: 'DS', iss: kit.issuer, amr: ['pwd'] });
    expect(sdk.getTenants(auth.sessionJwt)).toEqual(['T-acme']);
    expect(sdk.getJwtRoles(auth.sessionJwt, 'T-acme')).toEqual(['Tenant Admin']);

    // The API's verifier, fed by the provider's own key endpoint, accepts the session.
    const verifier = createSessionVerifier({
      projectId: kit.projectId,
      issuer: kit.issuer,
      jwks: `${kit.baseUrl}/v2/keys/${kit.projectId}`,
    });
    await expect(verifier.verify(auth.sessionJwt)).resolves.toMatchObject({ sub: 'U-acme-admin' });

    const me = await sdk.me(auth.refreshJwt);
    expect(me).toMatchObject({
      ok: true,
      data: { userId: 'U-acme-admin', name: 'Ada Admin', loginIds: ['admin@acme.example'] },
    });

    const refreshed = await sdk.refresh(auth.refreshJwt);
    expect(refreshed.ok).toBe(true);
    expect(refreshed.data).toMatchObject({ refreshJwt: auth.refreshJwt, user: { userId: 'U-acme-admin' } });
    await expect(verifier.verify(must(refreshed.data).sessionJwt)).resolves.toMatchObject({ sub: 'U-acme-admin' });

    const logout = await sdk.logout(auth.refreshJwt);
    expect(logout).toMatchObject({ ok: true, code: 200, data: {} });
    const after = await sdk.refresh(auth.refreshJwt);
    expect(after).toMatchObject({ ok: false, code: 401, error: { errorCode: 'E061102' } });
    expect(await sdk.me(auth.refreshJwt)).toMatchObject({ ok: false, code: 401 });
    // try-refresh never answers 4xx for a dead token: the SDK would wipe its storage.
    expect(await sdk.refresh(auth.refreshJwt, undefined, undefined, true)).toMatchObject({
      ok: true,
      code: 200,
      data: {},
    });
    expect(await sdk.refresh(undefined, undefined, undefined, true)).toMatchObject({ ok: true, code: 200, data: {} });
  });

  it('lists and selects tenants; the selection lands in dct and the old refresh token is retired', async () => {
    const { data: auth } = await sdk.password.signIn('multi@globex.example', KIT_PASSWORD);
    const all = await sdk.myTenants(['T-globex', 'T-initech', 'T-acme'], must(auth).refreshJwt);
    expect(all.data).toEqual({
      tenants: [
        { id: 'T-globex', name: 'Globex' },
        { id: 'T-initech', name: 'Initech' },
      ],
    });
    expect((await sdk.myTenants(true, must(auth).refreshJwt)).data).toEqual({ tenants: [] });

    const selected = await sdk.selectTenant('T-initech', must(auth).refreshJwt);
    expect(selected.ok).toBe(true);
    expect(sdk.getCurrentTenant(must(selected.data).sessionJwt)).toBe('T-initech');
    expect((await sdk.myTenants(true, must(selected.data).refreshJwt)).data).toEqual({
      tenants: [{ id: 'T-initech', name: 'Initech' }],
    });
    const refreshed = await sdk.refresh(must(selected.data).refreshJwt);
    expect(sdk.getCurrentTenant(must(refreshed.data).sessionJwt)).toBe('T-initech');
    expect(await sdk.refresh(must(auth).refreshJwt)).toMatchObject({ ok: false, code: 401 });

    expect(await sdk.selectTenant('T-acme', must(selected.data).refreshJwt)).toMatchObject({ ok: false, code: 403 });
  });

  it('refuses bad credentials alike for unknown ids and wrong passwords, and validates inputs as Descope does', async () => {
    for (const [loginId, password] of [
      ['admin@acme.example', 'wrong'],
      ['nobody@acme.example', KIT_PASSWORD],
    ] as const) {
      expect(await sdk.password.signIn(loginId, password)).toMatchObject({
        ok: false,
        code: 401,
        error: { errorCode: 'E062108', errorDescription: 'Invalid login id or password' },
      });
    }
    expect(await sdk.password.signIn('not-an-email', 'x')).toMatchObject({
      ok: false,
      code: 400,
      error: { errorMessage: '"not-an-email" is not a valid email' },
    });
    const post = (body: unknown, authorization = `Bearer ${kit.projectId}`) =>
      fetch(`${kit.baseUrl}/v1/auth/password/signin`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const empty = await post({ loginId: 'admin@acme.example', password: '' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      errorCode: 'E011002',
      errorDescription: 'Request is missing required arguments',
      errorMessage: '"password" must not be empty',
    });
    expect((await post({ loginId: 42, password: 'x' })).status).toBe(400);
    const wrongProject = await post(
      { loginId: 'admin@acme.example', password: KIT_PASSWORD },
      'Bearer P2SomeoneElse000000000000000',
    );
    expect(wrongProject.status).toBe(401);
    expect(await wrongProject.json()).toMatchObject({ errorCode: 'E011004' });
    expect((await post({ loginId: 'admin@acme.example', password: KIT_PASSWORD }, '')).status).toBe(401);
  });

  it('serves the key set only for its project', async () => {
    const keys = await fetch(`${kit.baseUrl}/v2/keys/${kit.projectId}`);
    expect(keys.status).toBe(200);
    expect(await keys.json()).toEqual({
      keys: [expect.objectContaining({ kid: kit.keys.kid, kty: 'RSA', alg: 'RS256' })],
    });
    expect(JSON.stringify(kit.keys.jwks)).not.toMatch(/"d"|"p"|"q"/);
    expect((await fetch(`${kit.baseUrl}/v2/keys/P2Other`)).status).toBe(404);
  });

  it('ends every session of a user at their next refresh when an admin revokes them', async () => {
    const first = await sdk.password.signIn('admin@acme.example', KIT_PASSWORD);
    const second = await sdk.password.signIn('admin@acme.example', KIT_PASSWORD);
    await kit.refreshStore.revokeAllForUser('U-acme-admin');
    expect(await sdk.refresh(must(first.data).refreshJwt)).toMatchObject({ ok: false, code: 401 });
    expect(await sdk.refresh(must(second.data).refreshJwt)).toMatchObject({ ok: false, code: 401 });
  });

  it('declares a schema and public access on every route', () => {
    expect(kit.routes.length).toBeGreaterThanOrEqual(15);
    for (const route of kit.routes.filter((candidate) => candidate.method !== 'HEAD')) {
      expect(route).toMatchObject({ access: 'public', hasSchema: true });
    }
  });
});
