import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

describe('rate limits per user and per tenant', () => {
  let t: TestApp;
  let now = 1_000_000;
  let admin: string;
  let analyst: string;
  let multi: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitUserPerMinute: 3, rateLimitTenantPerMinute: 5 }, { rateLimitClock: () => now });
    [admin, analyst, multi] = await Promise.all([
      t.tokenFor('admin@acme.example'),
      t.tokenFor('analyst@acme.example'),
      t.tokenFor('multi@globex.example'),
    ]);
  });
  afterAll(() => t.close());
  const count = (token: string, tenant: string) => t.call({ method: 'GET', url: '/incidents/count', token, tenant });

  it('answers the 4th call of a user in a minute 429 problem+json with Retry-After and RateLimit headers', async () => {
    const first = await count(admin, 'acme-corp');
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({
      'ratelimit-limit': '3',
      'ratelimit-remaining': '2',
      'ratelimit-reset': '60',
      'ratelimit-policy': '3;w=60, 5;w=60',
    });
    now += 15_000;
    expect((await count(admin, 'acme-corp')).statusCode).toBe(200);
    expect((await count(admin, 'acme-corp')).headers['ratelimit-remaining']).toBe('0');
    const limited = await count(admin, 'acme-corp');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(limited.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });
    expect(limited.headers).toMatchObject({ 'retry-after': '45', 'ratelimit-remaining': '0', 'ratelimit-reset': '45' });
    // Another route or a forwarded address does not escape a user's limit: it is keyed by the verified session.
    const other = await t.call({
      method: 'GET',
      url: '/incidents?pageSize=1',
      token: admin,
      tenant: 'acme-corp',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(other.statusCode).toBe(429);
  });

  it('lets another user of the tenant go on until the tenant limit, which then holds every user', async () => {
    // The tenant counted the admin's 3 accepted calls (refused ones are not counted): 2 left.
    const second = await count(analyst, 'acme-corp');
    expect(second.statusCode).toBe(200);
    expect(second.headers['ratelimit-remaining']).toBe('1');
    expect((await count(analyst, 'acme-corp')).statusCode).toBe(200);
    const limited = await count(analyst, 'acme-corp');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['ratelimit-limit']).toBe('5');
    // A user of another tenant is not held by this one's limit.
    expect((await count(multi, 'globex')).statusCode).toBe(200);
  });

  it('starts a new window after a minute, and never limits health or readiness', async () => {
    for (let call = 0; call < 5; call += 1)
      expect((await t.call({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/health' })).headers['ratelimit-limit']).toBeUndefined();
    now += 60_000;
    const again = await count(admin, 'acme-corp');
    expect(again.statusCode).toBe(200);
    expect(again.headers['ratelimit-remaining']).toBe('2');
  });

  it('lets the shell read refusals: 401 and 429 carry the CORS headers, and a preflight is still answered', async () => {
    const origin = { origin: 'http://localhost:8080' };
    const unsigned = await t.call({ method: 'GET', url: '/incidents/count', tenant: 'acme-corp', headers: origin });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.headers).toMatchObject({
      'access-control-allow-origin': 'http://localhost:8080',
      'access-control-expose-headers': expect.stringContaining('Retry-After'),
    });
    // The user's remaining calls in this window, then the refusal (the clock is the test's: nothing expires).
    const callWithOrigin = () =>
      t.call({ method: 'GET', url: '/incidents/count', token: admin, tenant: 'acme-corp', headers: origin });
    let limited = await callWithOrigin();
    for (let call = 0; call < 5 && limited.statusCode === 200; call += 1) limited = await callWithOrigin();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    const preflight = await t.call({
      method: 'OPTIONS',
      url: '/incidents/count',
      headers: { ...origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    // Another origin is never allowed, refusal or not.
    const foreign = await t.call({
      method: 'GET',
      url: '/incidents/count',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
