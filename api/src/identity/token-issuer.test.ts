import { decodeJwt, decodeProtectedHeader } from 'jose';
import { loadOrCreateSigningKeys } from './keys';
import type { SigningKeys } from './keys';
import { createInMemoryRefreshTokenStore } from './refresh-token-store';
import { createTokenIssuer } from './token-issuer';
import type { DirectoryUser } from './user-directory';

const projectId = 'P2LocalConsole00000000000000';
const issuer = `http://127.0.0.1:8081/${projectId}`;
const user: DirectoryUser = {
  userId: 'U-1',
  loginId: 'multi@globex.example',
  email: 'multi@globex.example',
  name: 'Max Multi',
  passwordHash: 'x',
  tenants: [
    { tenantId: 'T-globex', tenantName: 'Globex', roleNames: ['Tenant Admin'] },
    { tenantId: 'T-initech', tenantName: 'Initech', roleNames: [] },
  ],
};

describe('token issuer', () => {
  let keys: SigningKeys;
  beforeAll(async () => {
    keys = await loadOrCreateSigningKeys();
  });

  it('gives a refresh within the same second a new session token', async () => {
    const tokens = createTokenIssuer({ keys, issuer, projectId, now: () => 1_800_000_000 });
    const first = await tokens.issue(user);
    const refreshed = await tokens.reissue(user, await tokens.verifyRefresh(first.refreshJwt));
    expect(refreshed.sessionJwt).not.toBe(first.sessionJwt);
  });

  it('issues Descope-shaped session and refresh tokens', async () => {
    let now = 1_800_000_000;
    const tokens = createTokenIssuer({
      keys,
      issuer,
      projectId,
      rolePermissions: { 'Tenant Admin': ['users:write'] },
      now: () => now,
    });
    const response = await tokens.issue(user, { selectedTenant: 'T-globex' });
    expect(decodeProtectedHeader(response.sessionJwt)).toEqual({ alg: 'RS256', kid: keys.kid, typ: 'JWT' });
    const session = decodeJwt(response.sessionJwt);
    expect(session).toEqual({
      sub: 'U-1',
      iss: issuer,
      iat: now,
      exp: now + 600,
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
      drn: 'DS',
      amr: ['pwd'],
      dct: 'T-globex',
      rexp: new Date((now + 604_800) * 1000).toISOString(),
      tenants: {
        'T-globex': { roles: ['Tenant Admin'], permissions: ['users:write'] },
        'T-initech': { roles: [], permissions: [] },
      },
    });
    expect(response.claims).toEqual(session);
    const refresh = decodeJwt(response.refreshJwt);
    expect(refresh).toMatchObject({ sub: 'U-1', iss: issuer, drn: 'DSR', exp: now + 604_800, dct: 'T-globex' });
    expect(refresh.tenants).toBeUndefined();
    expect(response).toMatchObject({
      sessionExpiration: now + 600,
      cookieExpiration: now + 604_800,
      cookieMaxAge: 604_800,
      cookiePath: '/',
    });

    now += 604_700;
    const late = await tokens.reissue(user, await tokens.verifyRefresh(response.refreshJwt));
    // A session never outlives its refresh token.
    expect(late.sessionExpiration).toBe(response.cookieExpiration);
  });

  it('refuses a selected tenant the user is not in and drops a selection the user has lost', async () => {
    const tokens = createTokenIssuer({ keys, issuer, projectId });
    await expect(tokens.issue(user, { selectedTenant: 'T-acme' })).rejects.toThrow(/not one of the user/);
    const response = await tokens.issue(user, { selectedTenant: 'T-initech' });
    const refresh = await tokens.verifyRefresh(response.refreshJwt);
    const demoted = { ...user, tenants: user.tenants.filter((tenant) => tenant.tenantId !== 'T-initech') };
    const reissued = await tokens.reissue(demoted, refresh);
    expect(reissued.claims.dct).toBeUndefined();
    expect(Object.keys(reissued.claims.tenants as object)).toEqual(['T-globex']);
  });

  it('only honours refresh tokens its store still holds', async () => {
    const refreshStore = createInMemoryRefreshTokenStore();
    const tokens = createTokenIssuer({ keys, issuer, projectId, refreshStore });
    const { refreshJwt, sessionJwt } = await tokens.issue(user);
    const { jti } = await tokens.verifyRefresh(refreshJwt);
    await expect(tokens.verifyRefresh(sessionJwt)).rejects.toMatchObject({ reason: 'token-type' });
    await refreshStore.revoke(jti);
    await expect(tokens.verifyRefresh(refreshJwt)).rejects.toMatchObject({ reason: 'revoked' });
    // Another issuer's key set (a restart without a data folder) does not know the token.
    const other = createTokenIssuer({ keys: await loadOrCreateSigningKeys(), issuer, projectId, refreshStore });
    await expect(other.verifyRefresh((await tokens.issue(user)).refreshJwt)).rejects.toMatchObject({
      reason: 'unknown-key',
    });
  });

  it('rejects a session TTL longer than the refresh TTL', () => {
    expect(() =>
      createTokenIssuer({ keys, issuer, projectId, sessionTtlSeconds: 100, refreshTtlSeconds: 50 }),
    ).toThrow();
  });
});
