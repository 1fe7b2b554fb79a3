/**
 * @jest-environment ./src/identity/jsdom-fetch-environment.cjs
 * @jest-environment-options {"url": "http://localhost:8080/"}
 */
/// <reference lib="dom" />
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { KIT_PASSWORD, must, startIdentityKit } from './identity-test-kit';
import type { IdentityKit } from './identity-test-kit';

// @descope/web-js-sdk is what @descope/react-sdk (the shell's dependency) runs in the browser; load that very copy.
const reactSdkDir = realpathSync(join(__dirname, '../../../host-shell/node_modules/@descope/react-sdk'));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- resolved at run time from the shell's dependency tree
const createWebSdk = require(require.resolve('@descope/web-js-sdk', { paths: [reactSdkDir] })).default as (
  config: Record<string, unknown>,
) => WebSdk;

interface WebSdkResponse {
  ok: boolean;
  code?: number;
  data?: Record<string, unknown>;
}
interface WebSdk {
  password: { signIn(loginId: string, password: string): Promise<WebSdkResponse> };
  refresh(token?: string, tryRefresh?: boolean): Promise<WebSdkResponse>;
  me(token?: string): Promise<WebSdkResponse>;
  logout(token?: string): Promise<WebSdkResponse>;
  getSessionToken(): string;
  getRefreshToken(): string;
  onSessionTokenChange(cb: (token: string | null) => void): () => void;
  onIsAuthenticatedChange(cb: (value: boolean) => void): () => void;
}

describe('local identity provider with the real @descope/web-js-sdk in a browser-like page', () => {
  let kit: IdentityKit;
  let debug: jest.SpyInstance;
  beforeAll(async () => {
    kit = await startIdentityKit();
  });
  afterAll(() => kit.close());
  beforeEach(() => {
    localStorage.clear();
    debug = jest.spyOn(console, 'debug').mockImplementation(() => undefined);
  });
  afterEach(() => debug.mockRestore());
  const logged = (pattern: RegExp) => debug.mock.calls.some((call) => pattern.test(String(call[0])));

  // The options @descope/react-sdk's AuthProvider passes by default.
  const browserSdk = () =>
    createWebSdk({
      projectId: kit.projectId,
      baseUrl: kit.baseUrl,
      persistTokens: true,
      autoRefresh: true,
      storeLastAuthenticatedUser: true,
    });

  it('stores DS/DSR and DSLI on sign-in, marks the user authenticated, and restores the session on reload via try-refresh', async () => {
    const sdk = browserSdk();
    const authenticated: boolean[] = [];
    sdk.onIsAuthenticatedChange((value) => authenticated.push(value));
    const signIn = await sdk.password.signIn('admin@acme.example', KIT_PASSWORD);
    expect(signIn.ok).toBe(true);
    expect(localStorage.getItem('DS')).toBe(must(signIn.data).sessionJwt);
    expect(localStorage.getItem('DSR')).toBe(must(signIn.data).refreshJwt);
    expect(localStorage.getItem('DSLI')).not.toBeNull();
    expect(authenticated).toContain(true);
    // sessionExpiration drives the SDK's auto-refresh: ~10 minutes minus its 20-second threshold.
    expect(logged(/Setting refresh timer .*\(5[6-8]\d{4}ms\)/)).toBe(true);

    // A reload: a new SDK instance, tokens only in storage; the provider's first call is try-refresh.
    const reloaded = browserSdk();
    const reloadedAuth: boolean[] = [];
    reloaded.onIsAuthenticatedChange((value) => reloadedAuth.push(value));
    const restored = await reloaded.refresh(undefined, true);
    expect(restored).toMatchObject({ ok: true, code: 200 });
    expect(restored.data).toMatchObject({ user: { userId: 'U-acme-admin' } });
    expect(reloadedAuth).toContain(true);
    expect((await reloaded.me()).data).toMatchObject({ userId: 'U-acme-admin' });

    const out = await reloaded.logout();
    expect(out.ok).toBe(true);
    expect(localStorage.getItem('DS')).toBeNull();
    expect(localStorage.getItem('DSR')).toBeNull();
  });

  it('keeps storage intact when try-refresh finds no valid token (200 {}), and wipes it when refresh is refused', async () => {
    const sdk = browserSdk();
    await sdk.password.signIn('admin@acme.example', KIT_PASSWORD);
    const refreshJwt = must(localStorage.getItem('DSR'));
    await kit.refreshStore.revokeAllForUser('U-acme-admin');

    const tried = await browserSdk().refresh(undefined, true);
    expect(tried).toMatchObject({ ok: true, code: 200, data: {} });
    expect(localStorage.getItem('DSR')).toBe(refreshJwt);

    const refused = await browserSdk().refresh();
    expect(refused).toMatchObject({ ok: false, code: 401 });
    expect(localStorage.getItem('DSR')).toBeNull();
    expect(localStorage.getItem('DS')).toBeNull();
  });
});
