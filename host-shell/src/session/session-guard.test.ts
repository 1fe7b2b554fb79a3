import { FEATURE_FLAGS_STORAGE_KEY } from 'shared-contracts';
import { ACTIVE_TENANT_STORAGE_KEY, createActiveTenantStore } from 'shared-ui';
import { SessionGuard, type IdentityClient } from './session-guard';

const NOW = 1_800_000_000_000;

function jwt(expiresInMs: number, marker = 'a'): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'RS256' })}.${encode({ sub: 'U1', exp: Math.floor((NOW + expiresInMs) / 1000), m: marker })}.sig`;
}

interface Call {
  what: string;
  token?: string;
  tenant?: string;
  body?: unknown;
}

function setup(options: { token?: string; refresh?: () => Promise<{ ok: boolean }>; auditStatus?: number } = {}) {
  const calls: Call[] = [];
  let token = options.token ?? jwt(10 * 60_000);
  const identity: IdentityClient = {
    sessionToken: () => token,
    refresh: jest.fn(
      options.refresh ??
        (async () => {
          token = jwt(10 * 60_000, 'refreshed');
          return { ok: true };
        }),
    ),
    logout: jest.fn(async () => {
      calls.push({ what: 'logout' });
      token = '';
    }),
  };
  const fetchImpl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    const headers = init?.headers as Record<string, string>;
    calls.push({
      what: 'audit',
      token: headers.Authorization,
      tenant: headers['Tenant-Id'],
      body: JSON.parse(String(init?.body)),
    });
    const status = options.auditStatus ?? 204;
    return {
      status,
      ok: status < 300,
      statusText: '',
      headers: { get: () => 'application/json' },
      text: async () => '',
    } as unknown as Response;
  }) as typeof fetch;
  const leave = jest.fn((to: string) => calls.push({ what: `leave:${to}` }));
  const guard = new SessionGuard({
    apiBaseUrl: 'http://api.test',
    activeTenant: createActiveTenantStore(),
    leave,
    now: () => NOW,
    fetchImpl,
  });
  guard.attachIdentity(identity);
  return {
    guard,
    identity,
    calls,
    leave,
    setToken: (next: string) => (token = next),
  };
}

describe('SessionGuard', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(ACTIVE_TENANT_STORAGE_KEY, 'acme');
    localStorage.setItem(FEATURE_FLAGS_STORAGE_KEY, '{"DISPLAY_AI_POSTURE_PAGE":false}');
  });
  afterEach(() => jest.restoreAllMocks());

  it('hands out a token with more than 60 s left as it is', async () => {
    const { guard, identity } = setup();
    await expect(guard.sessionToken()).resolves.toBe(jwt(10 * 60_000));
    expect(identity.refresh).not.toHaveBeenCalled();
  });

  it('refreshes a token expiring within 60 s before handing it out, once for concurrent calls', async () => {
    const { guard, identity } = setup({ token: jwt(59_000) });
    const [first, second] = await Promise.all([guard.sessionToken(), guard.sessionToken()]);
    expect(first).toBe(jwt(10 * 60_000, 'refreshed'));
    expect(second).toBe(first);
    expect(identity.refresh).toHaveBeenCalledTimes(1);
  });

  it('on a refused refresh writes Logoff with the last token before logging out, clears tenant and flags, reloads', async () => {
    const old = jwt(30_000);
    const { guard, calls, setToken } = setup({
      token: old,
      refresh: async () => {
        setToken(''); // the SDK wipes its tokens when the refresh is refused
        return { ok: false };
      },
    });
    await expect(guard.sessionToken()).rejects.toMatchObject({ status: 401 });
    await guard.endSession('refresh-failed');
    expect(calls.map((call) => call.what)).toEqual(['audit', 'logout', 'leave:reload']);
    expect(calls[0]).toMatchObject({
      token: `Bearer ${old}`,
      tenant: 'acme',
      body: { page: 'Login', action: 'Logoff', outcome: 'Success' },
    });
    expect(localStorage.getItem(ACTIVE_TENANT_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(FEATURE_FLAGS_STORAGE_KEY)).toBeNull();
  });

  it('ends the session at once when the token is gone, with the token it remembered', async () => {
    const { guard, calls, setToken } = setup();
    const remembered = await guard.sessionToken();
    setToken('');
    await expect(guard.sessionToken()).rejects.toMatchObject({ status: 401 });
    await guard.endSession('no-session');
    expect(calls[0]).toMatchObject({ what: 'audit', token: `Bearer ${remembered}` });
    expect(calls.at(-1)?.what).toBe('leave:reload');
  });

  it("ends a signed-in session when the SDK's refresh or user load is refused, reading the token first", async () => {
    const { guard, calls, setToken } = setup();
    const token = jwt(10 * 60_000);
    guard.remember(token);
    guard.hooks.afterRequest({ path: '/v1/auth/refresh' }, { ok: false, status: 401 } as Response);
    setToken('');
    await guard.endSession('refresh-failed');
    expect(calls[0]).toMatchObject({ what: 'audit', token: `Bearer ${token}` });
    expect((calls[0]?.body as { description: string }).description).toMatch(/refreshed/);
  });

  it('ignores identity answers before the shell was signed in, and successful ones', () => {
    const { guard } = setup();
    guard.hooks.afterRequest({ path: '/v1/auth/refresh' }, { ok: false, status: 401 } as Response);
    expect(guard.isEnding).toBe(false);
    guard.remember(jwt(60_000));
    guard.hooks.afterRequest({ path: '/v1/auth/password/signin' }, { ok: false, status: 401 } as Response);
    guard.hooks.afterRequest({ path: '/v1/auth/refresh' }, { ok: true, status: 200 } as Response);
    expect(guard.isEnding).toBe(false);
    guard.hooks.afterRequest({ path: '/v1/auth/me' }, { ok: false, status: 500 } as Response);
    expect(guard.isEnding).toBe(true);
  });

  it('only warns when the Logoff entry cannot be written, and still logs out', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { guard, calls, identity } = setup({ auditStatus: 500 });
    await guard.endSession('unauthorized');
    expect(warn).toHaveBeenCalledWith('Failed to write audit log entry', 'Logoff', expect.anything());
    expect(identity.logout).toHaveBeenCalled();
    expect(calls.at(-1)?.what).toBe('leave:reload');
  });

  it("ends the session once, and the user's own logout goes to /login", async () => {
    const { guard, identity, leave } = setup();
    await Promise.all([guard.endSession('user'), guard.endSession('unauthorized')]);
    expect(identity.logout).toHaveBeenCalledTimes(1);
    expect(leave).toHaveBeenCalledWith('login');
  });

  it('does not refresh in a loop when this browser runs ahead of the identity provider', async () => {
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const issued = Math.floor((NOW - 20 * 60_000) / 1000);
    const skewed = `${encode({ alg: 'RS256' })}.${encode({ iat: issued, exp: issued + 600 })}.sig`;
    const { guard, identity } = setup({ token: skewed });
    await expect(guard.sessionToken()).resolves.toBe(skewed);
    expect(identity.refresh).not.toHaveBeenCalled();
  });

  it('keeps a still-valid token when the identity provider cannot be reached', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const token = jwt(30_000);
    const { guard } = setup({ token, refresh: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(guard.sessionToken()).resolves.toBe(token);
    expect(guard.isEnding).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
