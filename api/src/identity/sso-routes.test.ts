import createSdk from '@descope/core-js-sdk';
import { KIT_PASSWORD, must, SHELL_ORIGIN, startIdentityKit } from './identity-test-kit';
import type { IdentityKit } from './identity-test-kit';

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  redirect: 'manual' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('SSO through the local sign-in page', () => {
  let kit: IdentityKit;
  let sdk: ReturnType<typeof createSdk>;
  beforeAll(async () => {
    kit = await startIdentityKit();
    sdk = createSdk({ projectId: kit.projectId, baseUrl: kit.baseUrl });
  });
  afterAll(() => kit.close());

  async function startSso(tenant: string): Promise<{ pageUrl: string; state: string }> {
    const started = await sdk.sso.start(tenant, `${SHELL_ORIGIN}/login?next=%2Fincidents`);
    expect(started).toMatchObject({ ok: true, code: 200 });
    const pageUrl = must(started.data).url;
    expect(pageUrl.startsWith(`${kit.baseUrl}/v1/auth/local-sso?state=`)).toBe(true);
    return { pageUrl, state: must(new URL(pageUrl).searchParams.get('state')) };
  }

  it('authorize -> page -> POST credentials -> redirect with a one-time code -> exchange', async () => {
    const { pageUrl, state } = await startSso('T-initech');
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${SHELL_ORIGIN}`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const html = await page.text();
    expect(html).toContain('<form method="post" action="local-sso">');
    expect(html).toContain('Local identity provider of tenant <strong>T-initech</strong>');

    const wrong = await fetch(
      `${kit.baseUrl}/v1/auth/local-sso`,
      form({ state, loginId: 'multi@globex.example', password: 'nope' }),
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Incorrect email or password.');

    const posted = await fetch(
      `${kit.baseUrl}/v1/auth/local-sso`,
      form({ state, loginId: 'multi@globex.example', password: KIT_PASSWORD }),
    );
    expect(posted.status).toBe(303);
    const location = new URL(must(posted.headers.get('location')));
    expect(location.origin + location.pathname).toBe(`${SHELL_ORIGIN}/login`);
    expect(location.searchParams.get('next')).toBe('/incidents');
    const code = must(location.searchParams.get('code'));
    expect(code.length).toBeGreaterThanOrEqual(40);

    const exchanged = await sdk.sso.exchange(code);
    expect(exchanged).toMatchObject({
      ok: true,
      data: { user: { userId: 'U-multi' }, claims: { amr: ['sso'], dct: 'T-initech' } },
    });
    expect(await sdk.me(must(exchanged.data).refreshJwt)).toMatchObject({ ok: true, data: { userId: 'U-multi' } });
    // The code and the page are single-use.
    expect(await sdk.sso.exchange(code)).toMatchObject({ ok: false, code: 401, error: { errorCode: 'E064002' } });
    expect((await fetch(pageUrl)).status).toBe(400);
  });

  it('refuses a user who is not in the tenant, redirect origins not allowed, and unknown states', async () => {
    const { state } = await startSso('T-acme');
    const outsider = await fetch(
      `${kit.baseUrl}/v1/auth/local-sso`,
      form({ state, loginId: 'multi@globex.example', password: KIT_PASSWORD }),
    );
    expect(outsider.status).toBe(403);
    expect(outsider.headers.get('location')).toBeNull();

    expect(await sdk.sso.start('T-acme', 'https://evil.example/steal')).toMatchObject({ ok: false, code: 400 });
    expect(await sdk.sso.start('T-acme', 'javascript:alert(1)')).toMatchObject({ ok: false, code: 400 });
    expect((await fetch(`${kit.baseUrl}/v1/auth/local-sso?state=forged`)).status).toBe(400);
    expect(await sdk.sso.exchange('forged-code')).toMatchObject({ ok: false, code: 401 });
  });

  it('names the person, not a tenant, when SSO starts with an e-mail address', async () => {
    const { pageUrl } = await startSso('multi@globex.example');
    const html = await (await fetch(pageUrl)).text();
    expect(html).toContain('Local identity provider, signing in <strong>multi@globex.example</strong>');
    expect(html).not.toContain('tenant <strong>multi@globex.example');
  });

  it('escapes what it echoes into the page', async () => {
    const { pageUrl } = await startSso('<script>alert(1)</script>');
    const html = await (await fetch(pageUrl)).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('works on the /v1/auth/sso aliases too', async () => {
    const response = await fetch(
      `${kit.baseUrl}/v1/auth/sso/authorize?tenant=T-acme&redirectUrl=${encodeURIComponent(SHELL_ORIGIN)}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${kit.projectId}`, 'content-type': 'application/json' },
        body: '{}',
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: expect.stringContaining('/v1/auth/local-sso?state=') });
  });
});
